import { Container, Title } from "@mantine/core";
import { useMemo } from "react";
import {
  COURSE_CARD_REFS,
  COURSE_CARD_WITH_FIGURES_FIELDS,
  type PageQuery,
} from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { CourseRow, ListResult } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { CourseGrid } from "../discovery/CourseGrid.tsx";
import page from "./CoursePage.module.css";

/** How many related courses the course page shows: one row of the widest grid. */
export const RELATED_COURSES = 4;

/**
 * The list query of a course's related courses (docs/product/screens-and-routes.md "Course
 * page"): other PUBLIC courses of the same category, by priority, with what their cards show
 * and nothing more (no description or objectives). A course without a category has none.
 */
export function relatedCoursesQuery(course: {
  id: number;
  category?: string | null;
}): PageQuery | null {
  if (!course.category) return null;
  return {
    call: "list",
    resource: "course",
    query: {
      filters: [
        ["visibility", "=", "PUBLIC"],
        ["category", "=", course.category],
        ["id", "!=", course.id],
      ],
      orders: [["priority", "desc"]],
      refNames: COURSE_CARD_REFS,
      fields: COURSE_CARD_WITH_FIGURES_FIELDS,
      limit: RELATED_COURSES,
    },
  };
}

/** Related courses as cards below the page's sections; nothing while loading or when none. */
export function RelatedCourses({ course }: { course: { id: number; category?: string | null } }) {
  const t = useT();
  const query = useMemo(
    () => relatedCoursesQuery({ id: course.id, category: course.category }),
    [course.id, course.category],
  );
  const answer = usePageQuery<ListResult<CourseRow>>(query);
  const courses = answer.data?.items ?? [];
  if (courses.length === 0) return null;
  return (
    <Container
      size={1100}
      component="section"
      className={page.related}
      aria-labelledby="related-title"
      data-testid="related-courses"
    >
      <Title order={2} id="related-title" className={page.sectionTitle}>
        {t("coursePage.related")}
      </Title>
      <CourseGrid
        courses={courses}
        refs={answer.data?.refs ?? {}}
        now={new Date()}
        testId="related-grid"
      />
    </Container>
  );
}
