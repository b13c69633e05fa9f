import { DELIVERIES, LESSON_TYPES } from "../../../shared/constants.ts";
import {
  FILTER,
  FILTER_ORDER,
  flag,
  id,
  integer,
  json,
  oneOf,
  text,
  time,
} from "../list/fields.ts";
import type { RedactContext, ResourceSpec, Row } from "../list/resource.ts";
import { visibleCourses } from "../list/scopes.ts";

const MEDIA_COLUMNS = [
  ["video_id", "video"],
  ["audio_id", "audio"],
  ["document_id", "document"],
] as const;

/**
 * What someone without access to the course receives about a lesson (docs/product/catalogue-and-prices.md
 * "What visitors see of a course"): names, kinds, delivery, order, is_preview and durations — never the text
 * content, the files of non-preview lessons, or their quiz.
 */
export function redactLessons(rows: Row[], ctx: RedactContext): void {
  const open = new Set<string>();
  const locked: Row[] = [];
  for (const row of rows) {
    const visible = row.is_preview === 1 || ctx.coursesWithAccess.has(row.course_id as number);
    if (!visible) {
      locked.push(row);
      continue;
    }
    for (const [column, kind] of MEDIA_COLUMNS) if (row[column]) open.add(`${kind}:${row[column]}`);
  }
  for (const row of locked) {
    row.content = null;
    row.meeting_url = null;
    row.quiz_id = null;
    // The media id stays, so its duration can be shown, but its file is withheld.
    for (const [column, kind] of MEDIA_COLUMNS) {
      const key = `${kind}:${row[column]}`;
      if (row[column] && !open.has(key)) ctx.lockedMedia.add(key);
    }
  }
}

export const lessonResource: ResourceSpec = {
  name: "lesson",
  policy: "lesson",
  usesCourseAccess: true,
  redactReads: ["is_preview", "course_id", ...MEDIA_COLUMNS.map(([column]) => column)],
  fields: {
    id: id(),
    course_id: id(FILTER),
    chapter_id: id(FILTER),
    name: text(FILTER_ORDER),
    type: oneOf(LESSON_TYPES, FILTER),
    video_id: id(FILTER),
    audio_id: id(FILTER),
    document_id: id(FILTER),
    quiz_id: id(FILTER),
    content: json(),
    delivery: oneOf(DELIVERIES, FILTER),
    location: text(),
    meeting_url: text(),
    start_time: time(FILTER_ORDER),
    end_time: time(FILTER_ORDER),
    is_preview: flag(FILTER),
    sort_order: integer(FILTER_ORDER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["sort_order", "asc"]],
  scope: (query, actor) => visibleCourses(query, actor, "lesson.course_id"),
  redact: redactLessons,
  refs: {
    course: { resource: "course", from: "items", kind: "forward", columns: ["course_id"] },
    chapter: { resource: "chapter", from: "items", kind: "forward", columns: ["chapter_id"] },
    video: { resource: "video", from: "items", kind: "forward", columns: ["video_id"] },
    audio: { resource: "audio", from: "items", kind: "forward", columns: ["audio_id"] },
    document: { resource: "document", from: "items", kind: "forward", columns: ["document_id"] },
    quiz: { resource: "quiz", from: "items", kind: "forward", columns: ["quiz_id"] },
  },
};
