import type { Delivery, EnrollmentStatus, LessonType } from "../../../../shared/constants.ts";
import type { CourseRow, Row } from "../../../api/records.ts";

// The rows of the course page's one call (`courseBySlug`): the course and its refs, as the
// list API sends them to this reader (locked lessons without content, media without files).

export interface CourseDetailRow extends CourseRow {
  objectives: string | null;
  requirements: string | null;
  introduction: unknown;
  delivery: Delivery;
  start_time: string | null;
  end_time: string | null;
  location: string | null;
}

export interface ChapterRow extends Row {
  course_id: number;
  name: string;
  sort_order: number;
}

export interface LessonRow extends Row {
  course_id: number;
  chapter_id: number | null;
  name: string;
  type: LessonType;
  video_id: number | null;
  audio_id: number | null;
  document_id: number | null;
  quiz_id: number | null;
  content: unknown;
  delivery: Delivery;
  location: string | null;
  start_time: string | null;
  end_time: string | null;
  is_preview: number;
  sort_order: number;
}

/** A video or audio record; `path` and `basename` are null when the file is withheld. */
export interface MediaRow extends Row {
  title: string | null;
  path: string | null;
  basename: string | null;
  extension: string;
  duration: number | null;
  width?: number | null;
  height?: number | null;
  hls_status?: string | null;
}

export interface EnrollmentRow extends Row {
  course_id: number;
  user_id: number;
  status: EnrollmentStatus;
  order_id: number | null;
}

export interface QuizRow extends Row {
  name: string;
}

export interface QuestionRow extends Row {
  quiz_id: number | null;
  group_id: number | null;
  type: string;
  title: string;
  content: string | null;
  score: number;
  pieces: unknown;
  sort_order: number;
}

export interface QuestionGroupRow extends Row {
  quiz_id: number;
  description: string;
  sort_order: number;
}

/** Rows of a ref, in their stored order (refs are keyed by id, which JSON orders by number). */
export function inOrder<T extends Row & { sort_order?: number }>(
  records: Record<string, Row> | undefined,
): T[] {
  return Object.values(records ?? {})
    .map((record) => record as T)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id);
}
