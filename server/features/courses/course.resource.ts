import { sql } from "kysely";
import {
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  DELIVERIES,
  VISIBILITIES,
} from "../../../shared/constants.ts";
import { allowedTo } from "../../policies/index.ts";
import {
  FILTER,
  FILTER_ORDER,
  flag,
  id,
  integer,
  json,
  oneOf,
  only,
  text,
  time,
} from "../list/fields.ts";
import type { FieldSpec, ResourceSpec } from "../list/resource.ts";
import { visibleCourses } from "../list/scopes.ts";

const COURSE_IMAGE_COLUMNS = [
  "avatar_image_id",
  "promotional_avatar_image_id",
  "sharing_avatar_image_id",
  "sharing_image_id",
  "promotional_image_id",
] as const;

/**
 * What a course card shows beside the price (issue 19 item 5), computed by the database for
 * each listed row from the course's lessons and enrollments, so they are never stale:
 * - `lesson_count`: its lessons;
 * - `duration_seconds`: the summed length of its video and audio lessons, whole seconds;
 * (`learner_count`, its ACTIVE and COMPLETED enrollments, is a column kept by triggers:
 * docs/decisions/028-course-card-figures.md.)
 */
const COURSE_CARD_FIGURES = {
  lesson_count: {
    type: { kind: "integer" },
    computed: () =>
      sql`(select cast(count(*) as integer) from lesson where lesson.course_id = course.id)`,
  },
  duration_seconds: {
    type: { kind: "integer" },
    computed: () =>
      sql`(select cast(round(coalesce(sum(coalesce(video.duration, 0) + coalesce(audio.duration, 0)), 0)) as integer)
        from lesson
        left join video on video.id = lesson.video_id
        left join audio on audio.id = lesson.audio_id
        where lesson.course_id = course.id)`,
  },
} as const satisfies Record<string, FieldSpec>;

/**
 * Courses, with the nested refs the course page needs in one call:
 * course → chapter, lesson → video/audio/document/quiz → question_group, question.
 */
export const courseResource: ResourceSpec = {
  name: "course",
  publicCache: true,
  policy: "course",
  searchable: true,
  usesCourseAccess: true,
  fields: {
    id: id(),
    slug: text(FILTER),
    name: text(FILTER_ORDER),
    description: text(),
    price: integer(FILTER_ORDER),
    visibility: oneOf(VISIBILITIES, FILTER),
    ...Object.fromEntries(COURSE_IMAGE_COLUMNS.map((c) => [c, id(FILTER)])),
    priority: integer(FILTER_ORDER),
    objectives: text(),
    requirements: text(),
    introduction: json(),
    delivery: oneOf(DELIVERIES, FILTER),
    start_time: time(FILTER_ORDER),
    end_time: time(FILTER_ORDER),
    location: text(),
    meeting_url: text(),
    creator_id: id(FILTER),
    promotion_id: id(FILTER),
    level: oneOf(COURSE_LEVELS, FILTER),
    category: text(FILTER),
    language: oneOf(COURSE_LANGUAGES, FILTER),
    // Ordered by: the home page lists featured courses first (shared/page-queries.ts).
    is_featured: flag(FILTER_ORDER),
    learner_count: integer(FILTER_ORDER),
    ...COURSE_CARD_FIGURES,
    create_time: only(allowedTo("view", "course"), time(FILTER_ORDER)),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["priority", "desc"]],
  scope: (query, actor) => visibleCourses(query, actor),
  refScope: (query, actor) => visibleCourses(query, actor),
  redact(rows, ctx) {
    // The meeting link of a remote course is for its students only.
    for (const row of rows) {
      if (!ctx.coursesWithAccess.has(row.id as number)) row.meeting_url = null;
    }
  },
  refs: {
    image: { resource: "image", from: "items", kind: "forward", columns: COURSE_IMAGE_COLUMNS },
    user: { resource: "user", from: "items", kind: "forward", columns: ["creator_id"] },
    // The instructor's photo beside their introduction on the course page.
    creator_image: {
      resource: "image",
      from: "user",
      kind: "forward",
      columns: ["avatar_image_id"],
    },
    promotion: { resource: "promotion", from: "items", kind: "forward", columns: ["promotion_id"] },
    chapter: {
      resource: "chapter",
      from: "items",
      kind: "reverse",
      columns: ["course_id"],
      orderBy: [
        ["sort_order", "asc"],
        ["id", "asc"],
      ],
    },
    lesson: {
      resource: "lesson",
      from: "items",
      kind: "reverse",
      columns: ["course_id"],
      orderBy: [
        ["sort_order", "asc"],
        ["id", "asc"],
      ],
    },
    video: { resource: "video", from: "lesson", kind: "forward", columns: ["video_id"] },
    audio: { resource: "audio", from: "lesson", kind: "forward", columns: ["audio_id"] },
    document: { resource: "document", from: "lesson", kind: "forward", columns: ["document_id"] },
    quiz: { resource: "quiz", from: "lesson", kind: "forward", columns: ["quiz_id"] },
    question_group: {
      resource: "question_group",
      from: "quiz",
      kind: "reverse",
      columns: ["quiz_id"],
      orderBy: [
        ["sort_order", "asc"],
        ["id", "asc"],
      ],
    },
    question: {
      resource: "question",
      from: "quiz",
      kind: "reverse",
      columns: ["quiz_id"],
      orderBy: [
        ["sort_order", "asc"],
        ["id", "asc"],
      ],
    },
    enrollment: {
      resource: "enrollment",
      from: "items",
      kind: "reverse",
      columns: ["course_id"],
      // Only the current user's own enrollment (docs/product/api.md); a visitor has none.
      scope: (query, actor) =>
        actor.user ? query.where("enrollment.user_id", "=", actor.user.id) : null,
    },
  },
};
