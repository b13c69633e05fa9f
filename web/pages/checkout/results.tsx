import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { buildPath } from "../../../shared/routes.ts";
import type { OrderAnswer } from "../../api/orders.ts";
import { useT } from "../../app-context.tsx";
import { ArrowRightIcon } from "../../components/icons/index.tsx";
import { CheckIcon } from "../../components/icons/pages.tsx";
import classes from "./CheckoutPage.module.css";
import { paidCourses } from "./order-review.ts";

function learnPath(courseId: number) {
  return buildPath("learning_resume", { courseId: String(courseId) });
}

/** The course is already the student's: nothing to pay, Learn now. */
export function OwnedCourse({ courseId }: { courseId: number }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" className={classes.result} data-testid="checkout-owned">
      <Stack align="center" gap="sm">
        <span className={classes.resultIcon}>
          <CheckIcon size={32} />
        </span>
        <Title order={2} className={classes.resultTitle}>
          {t("checkout.alreadyOwned")}
        </Title>
        <Text c="dimmed">{t("checkout.alreadyOwnedText")}</Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={learnPath(courseId)} size="md" radius="xl">
            {t("actions.learnNow")}
          </Button>
          <Button
            component={Link}
            to={buildPath("library")}
            size="md"
            radius="xl"
            variant="default"
          >
            {t("checkout.goToLibrary")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The order is paid: the courses it opened, each with Learn now. */
export function OrderPaid({ answer }: { answer: OrderAnswer }) {
  const t = useT();
  const courses = paidCourses(answer);
  const single = answer.item.type === "course" ? courses[0] : undefined;
  return (
    <Paper withBorder radius="lg" className={classes.result} data-testid="checkout-success">
      <Stack align="center" gap="sm">
        <span className={classes.resultIcon}>
          <CheckIcon size={32} />
        </span>
        <Title order={2} className={classes.resultTitle} role="status">
          {t("success.enrolled")}
        </Title>
        <Text c="dimmed">{t("checkout.successText")}</Text>
        {single ? (
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to={learnPath(single.id)} size="md" radius="xl">
              {t("actions.learnNow")}
            </Button>
            <Button
              component={Link}
              to={buildPath("library")}
              size="md"
              radius="xl"
              variant="default"
            >
              {t("checkout.goToLibrary")}
            </Button>
          </Group>
        ) : (
          <>
            <ul className={classes.paidList}>
              {courses.map((course) => (
                <li key={course.id} className={classes.paidLine}>
                  <Text fw={500} className={classes.courseName}>
                    {course.name}
                  </Text>
                  <Button
                    component={Link}
                    to={learnPath(course.id)}
                    size="sm"
                    radius="xl"
                    variant="light"
                    rightSection={<ArrowRightIcon size={14} />}
                    aria-label={`${t("actions.learnNow")}: ${course.name}`}
                  >
                    {t("actions.learnNow")}
                  </Button>
                </li>
              ))}
            </ul>
            <Button component={Link} to={buildPath("library")} radius="xl" variant="default">
              {t("checkout.goToLibrary")}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
