import { Container, Title } from "@mantine/core";
import { useMemo } from "react";
import { relatedCoursesQuery } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { CourseRow, ListResult } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { CourseGrid } from "../discovery/CourseGrid.tsx";
import page from "./CoursePage.module.css";

/**
 * Related courses as cards below the page's sections; nothing while loading or when none. The
 * server reads them with the course (shared/page-queries.ts `followUpQueriesFor`).
 */
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
