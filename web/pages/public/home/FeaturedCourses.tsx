import { Alert, Button, Container, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { buildPath } from "../../../../shared/routes.ts";
import { useFeaturedCourses } from "../../../api/courses.ts";
import { flattenPages } from "../../../api/infinite-list.ts";
import { useT } from "../../../app-context.tsx";
import { CourseCard } from "../../../components/CourseCard.tsx";
import { COURSE_GRID_COLS } from "../../../components/course-grid.ts";
import { ArrowRightIcon } from "../../../components/icons/index.tsx";
import { SeeMore } from "../../../components/SeeMore.tsx";
import classes from "./sections.module.css";

export function FeaturedCourses() {
  const t = useT();
  const query = useFeaturedCourses();
  const { items, refs } = flattenPages(query.data);
  const now = new Date();

  return (
    <section className={classes.section} data-testid="featured-courses">
      <Container>
        <div className={classes.header}>
          <Title order={2} className={classes.sectionTitle}>
            {t("home.featuredCourses")}
          </Title>
          <Button
            component={Link}
            to={buildPath("course_discovery")}
            variant="subtle"
            size="compact-md"
            rightSection={<ArrowRightIcon size={16} />}
          >
            {t("actions.viewAll")}
          </Button>
        </div>

        {query.isPending && (
          <SimpleGrid cols={COURSE_GRID_COLS} spacing={16} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} height={300} radius="lg" />
            ))}
          </SimpleGrid>
        )}

        {query.isError && items.length === 0 && (
          <Alert color="red" variant="light" title={query.error.message}>
            <Button size="xs" variant="white" color="red" mt="xs" onClick={() => query.refetch()}>
              {t("actions.retry")}
            </Button>
          </Alert>
        )}

        {query.isSuccess && items.length === 0 && <Text c="dimmed">{t("common.noResults")}</Text>}

        {items.length > 0 && (
          <SimpleGrid cols={COURSE_GRID_COLS} spacing={16}>
            {items.map((course, index) => (
              <CourseCard key={course.id} course={course} refs={refs} now={now} eager={index < 4} />
            ))}
          </SimpleGrid>
        )}

        <SeeMore query={query} />
      </Container>
    </section>
  );
}
