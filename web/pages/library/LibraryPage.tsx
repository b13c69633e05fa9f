import {
  Alert,
  Button,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { IconCertificate } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import type { CheckoutType } from "../../../shared/constants.ts";
import { buildPath } from "../../../shared/routes.ts";
import { useAccount } from "../../account/account-query.ts";
import { useFavorites } from "../../api/favorites.ts";
import { flattenPages } from "../../api/infinite-list.ts";
import { useMyCertificates } from "../../api/learning.ts";
import { type EnrollmentOrderRow, type EnrollmentRow, useLibrary } from "../../api/library.ts";
import { type CourseRow, type ListResult, ref } from "../../api/records.ts";
import { useT } from "../../app-context.tsx";
import { CourseCard, type CourseCardType } from "../../components/CourseCard.tsx";
import {
  COURSE_GRID_COLS,
  COURSE_GRID_SPACING,
  courseCardRefsOf,
} from "../../components/course-grid.ts";
import { HeartIcon } from "../../components/icons/pages.tsx";
import { BookIcon } from "../../components/icons/screens.tsx";
import { SeeMore } from "../../components/SeeMore.tsx";
import classes from "./LibraryPage.module.css";

/** The library's tabs; `?tab=favorites` opens the favourites (the heart leads there). */
const TABS = ["courses", "favorites"] as const;
type LibraryTab = (typeof TABS)[number];

/**
 * `/library`: the signed-in user's courses — Learn now, or Complete enrollment while unpaid —
 * and, in a second tab, the courses they liked, as catalogue cards.
 */
export default function LibraryPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: LibraryTab = params.get("tab") === "favorites" ? "favorites" : "courses";
  const choose = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === "favorites") next.set("tab", value);
    else next.delete("tab");
    setParams(next, { replace: true });
  };
  return (
    <Container className={classes.page}>
      <Title order={1} className={classes.title}>
        {t("nav.library")}
      </Title>
      <Tabs value={tab} onChange={choose} mt="md" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="courses" data-testid="library-tab-courses">
            {t("library.myCourses")}
          </Tabs.Tab>
          <Tabs.Tab
            value="favorites"
            leftSection={<HeartIcon size={16} />}
            data-testid="library-tab-favorites"
          >
            {t("library.favorites")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="courses">
          <MyCourses />
        </Tabs.Panel>
        <Tabs.Panel value="favorites">
          <FavoriteCourses />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function MyCourses() {
  const t = useT();
  // The route guard lets only signed-in users here.
  const userId = useAccount()?.user.id ?? 0;
  const query = useLibrary(userId);
  const { items: enrollments, refs: loadedRefs } = flattenPages(query.data);
  // The enrollments carry their courses' images, creators and promotions as `course_*` refs.
  const refs = courseCardRefsOf(loadedRefs);
  const now = new Date();
  const anyCompleted = enrollments.some((e) => e.status === "COMPLETED");
  const certificates = useMyCertificates(anyCompleted).data ?? [];
  const certificateOf = new Map(certificates.map((c) => [c.course_id, c.code]));

  return (
    <>
      <Text c="dimmed" mb="xl">
        {t("library.subtitle")}
      </Text>

      {query.isPending && (
        <SimpleGrid cols={COURSE_GRID_COLS} spacing={COURSE_GRID_SPACING} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} height={300} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {query.isError && enrollments.length === 0 && (
        <Alert color="red" variant="light" title={query.error.message}>
          <Button size="xs" variant="white" color="red" mt="xs" onClick={() => query.refetch()}>
            {t("actions.retry")}
          </Button>
        </Alert>
      )}

      {query.isSuccess && enrollments.length === 0 && (
        <Stack
          align="center"
          gap="md"
          py={56}
          className={classes.empty}
          data-testid="library-empty"
        >
          <span className={classes.emptyIcon}>
            <BookIcon size={36} />
          </span>
          <Text fw={500}>{t("library.empty")}</Text>
          <Button component={Link} to={buildPath("course_discovery")} radius="xl">
            {t("library.browse")}
          </Button>
        </Stack>
      )}

      {enrollments.length > 0 && (
        <SimpleGrid
          cols={COURSE_GRID_COLS}
          spacing={COURSE_GRID_SPACING}
          data-testid="library-courses"
        >
          {enrollments.map((enrollment, index) => {
            const course = ref<CourseRow>(refs, "course", enrollment.course_id);
            if (!course) return null;
            const awaiting = enrollment.status === "AWAITING_PAYMENT";
            const type: CourseCardType = awaiting ? "checkout" : "learn";
            const certificate = certificateOf.get(enrollment.course_id);
            return (
              <div key={enrollment.id} className={classes.cell}>
                <CourseCard
                  course={course}
                  refs={refs}
                  type={type}
                  checkoutItem={awaiting ? checkoutItemOf(enrollment, refs) : undefined}
                  now={now}
                  eager={index < 4}
                  progress={awaiting ? undefined : (enrollment.progress_percent ?? 0)}
                />
                {/* Beside the card, not in it: the card is one link already. */}
                {certificate && (
                  <Button
                    component={Link}
                    to={buildPath("certificate", { code: certificate })}
                    variant="filled"
                    color="teal.9"
                    radius="xl"
                    leftSection={<IconCertificate size={18} aria-hidden="true" />}
                    data-testid="library-certificate"
                  >
                    {t("learning.viewCertificate")}
                  </Button>
                )}
              </div>
            );
          })}
        </SimpleGrid>
      )}

      <SeeMore query={query} />
    </>
  );
}

/** The liked courses as catalogue cards (price, or Learn now when owned is the course page's). */
function FavoriteCourses() {
  const t = useT();
  const query = useFavorites(true);
  const { items: favorites, refs: loadedRefs } = flattenPages(query.data);
  const refs = courseCardRefsOf(loadedRefs);
  const now = new Date();
  const courses = favorites.flatMap((f) => {
    const course = ref<CourseRow>(refs, "course", f.course_id);
    return course ? [course] : [];
  });
  return (
    <>
      {query.isPending && (
        <SimpleGrid cols={COURSE_GRID_COLS} spacing={COURSE_GRID_SPACING} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} height={300} radius="lg" />
          ))}
        </SimpleGrid>
      )}
      {query.isError && courses.length === 0 && (
        <Alert color="red" variant="light" title={query.error.message}>
          <Button size="xs" variant="white" color="red" mt="xs" onClick={() => query.refetch()}>
            {t("actions.retry")}
          </Button>
        </Alert>
      )}
      {query.isSuccess && courses.length === 0 && (
        <Stack
          align="center"
          gap="md"
          py={56}
          className={classes.empty}
          data-testid="favorites-empty"
        >
          <span className={classes.emptyIcon}>
            <HeartIcon size={36} />
          </span>
          <Text fw={500}>{t("library.noFavorites")}</Text>
          <Button component={Link} to={buildPath("course_discovery")} radius="xl">
            {t("library.browse")}
          </Button>
        </Stack>
      )}
      {courses.length > 0 && (
        <SimpleGrid
          cols={COURSE_GRID_COLS}
          spacing={COURSE_GRID_SPACING}
          data-testid="favorite-courses"
        >
          {courses.map((course, index) => (
            <CourseCard key={course.id} course={course} refs={refs} now={now} eager={index < 4} />
          ))}
        </SimpleGrid>
      )}
      <SeeMore query={query} />
    </>
  );
}

/** The checkout that completes an awaiting enrollment: its order's course or combo. */
function checkoutItemOf(
  enrollment: EnrollmentRow,
  refs: ListResult["refs"],
): { type: CheckoutType; id: number } {
  const order = ref<EnrollmentOrderRow>(refs, "order", enrollment.order_id);
  if (!order) return { type: "course", id: enrollment.course_id };
  return { type: order.item_type === "COMBO" ? "combo" : "course", id: order.item_id };
}
