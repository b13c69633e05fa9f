import { SimpleGrid } from "@mantine/core";
import type { CourseRow, ListResult } from "../../../api/records.ts";
import { CourseCard } from "../../../components/CourseCard.tsx";
import { COURSE_GRID_COLS, COURSE_GRID_SPACING } from "../../../components/course-grid.ts";

/** Course cards in the grid of docs/product/screens-and-routes.md (a combo's, a promotion's, a creator's courses). */
export function CourseGrid({
  courses,
  refs,
  now,
  testId = "course-grid",
}: {
  courses: readonly CourseRow[];
  refs: ListResult["refs"];
  now: Date;
  testId?: string;
}) {
  return (
    <SimpleGrid cols={COURSE_GRID_COLS} spacing={COURSE_GRID_SPACING} data-testid={testId}>
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} refs={refs} now={now} />
      ))}
    </SimpleGrid>
  );
}
