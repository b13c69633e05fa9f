import type { CourseRow, Row } from "../../../api/records.ts";

// The rows of the course page's one call (`courseBySlug`): the course and its refs, as the
// list API sends them to this reader (locked lessons without content, media without files).

export type CourseDetailRow = CourseRow;
export type {
  ChapterRow,
  EnrollmentRow,
  LessonRow,
  MediaRow,
  QuestionGroupRow,
  QuestionRow,
  QuizRow,
} from "../../../api/records.ts";

/** Rows of a ref, in their stored order (refs are keyed by id, which JSON orders by number). */
export function inOrder<T extends Row & { sort_order?: number }>(
  records: Record<string, Row> | undefined,
): T[] {
  return Object.values(records ?? {})
    .map((record) => record as T)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id);
}
