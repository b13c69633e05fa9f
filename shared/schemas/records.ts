/**
 * The records the web app reads from the generic list API, one schema per resource, with the
 * fields its screens use (snake_case, times as UTC ISO strings). The server builds each
 * resource's full row schema from its field declarations (server/features/list/row-schema.ts);
 * `server/features/list/shared-records.test.ts` checks every field here against those
 * declarations (same name, same kind, same enum values), so the two cannot drift. The web's
 * row types are inferred from these schemas (web/api/records.ts), never written by hand.
 */
import { z } from "zod";
import {
  ACTOR_KINDS,
  BANNER_PLACES,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  DELIVERIES,
  LESSON_TYPES,
  ORDER_STATUSES,
  QUESTION_TYPES,
  ROLES,
  USER_STATUSES,
  VISIBILITIES,
} from "../constants.ts";
import type { AnswerKey, Piece } from "../quiz/question-types.ts";
import type { RichContent } from "../rich-content/schema.ts";
import { rowSchema } from "./list.ts";

const time = z.string();
const optionalId = z.number().nullable();
/** A JSON column, parsed by the list API before it is sent. */
const json = <T>() => z.custom<T>();
/** A JSON column some readers still receive as text (older answers, first-paint data). */
const jsonText = <T>() => z.custom<T | string>();
/** Flags are 0/1 on both engines; a write's answer may carry a boolean. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);
/** Not a column: the list API's `course` ref attaches a combo's or promotion's course ids. */
export const ATTACHED_BY_REFS = ["course_ids"] as const;
const courseIds = z.array(z.number()).optional();

export const courseRecordSchema = rowSchema.extend({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  visibility: z.enum(VISIBILITIES),
  priority: z.number(),
  avatar_image_id: optionalId,
  promotional_avatar_image_id: optionalId,
  sharing_avatar_image_id: optionalId,
  sharing_image_id: optionalId,
  promotional_image_id: optionalId,
  objectives: z.string(),
  requirements: z.string(),
  introduction: jsonText<RichContent>().nullable(),
  delivery: z.enum(DELIVERIES),
  start_time: time.nullable(),
  end_time: time.nullable(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
  creator_id: optionalId,
  promotion_id: optionalId,
  update_time: time,
  level: z.enum(COURSE_LEVELS).nullable().optional(),
  category: z.string().nullable().optional(),
  /** Absent when not asked for (`fields=`), like the card figures. */
  language: z.enum(COURSE_LANGUAGES).optional(),
  is_featured: flag.optional(),
  /** Card figures: computed by the list API, absent when not asked for (`fields=`). */
  lesson_count: z.number().nullable().optional(),
  duration_seconds: z.number().nullable().optional(),
  /** ACTIVE and COMPLETED enrollments, a column kept by triggers. */
  learner_count: z.number().nullable().optional(),
});

export const imageRecordSchema = rowSchema.extend({
  title: z.string().nullable(),
  path: z.string(),
  basename: z.string(),
  extension: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  variants: jsonText<Record<string, number>>().nullable(),
  /** Said by screen readers; the title stands in when empty. */
  alt: z.string().nullable().optional(),
});

export const promotionRecordSchema = rowSchema.extend({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  discount_percentage: z.number(),
  start_time: time,
  end_time: time,
  visibility: z.enum(VISIBILITIES),
  priority: z.number(),
  image_id: optionalId,
  /** Filled by the promotion screen from the courses that point to the promotion. */
  course_ids: courseIds,
});

/** A user as refs carry them: the name everywhere, the public profile's fields for staff. */
export const userRecordSchema = rowSchema.extend({
  full_name: z.string().nullable(),
  title: z.string().nullable().optional(),
  introduction: z.string().nullable().optional(),
  avatar_image_id: optionalId.optional(),
});

/** A user as user management lists them (e-mail and phone masked for ADMIN_TRIAL). */
export const managedUserRecordSchema = userRecordSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  avatar_image_id: optionalId,
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  create_time: time,
});

/** A student as the enrollment list's `user` ref carries them (e-mail masked for ADMIN_TRIAL). */
export const studentRecordSchema = userRecordSchema.extend({
  email: z.string().optional(),
});

/** An article category: /articles filters by it, an article names its own. */
export const articleCategoryRecordSchema = rowSchema.extend({
  slug: z.string(),
  name: z.string(),
  update_time: time.optional(),
});

export const articleRecordSchema = rowSchema.extend({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Only the article page and the editor ask for the body. */
  content: jsonText<RichContent>().nullable().optional(),
  avatar_image_id: optionalId,
  banner_image_id: optionalId,
  creator_id: optionalId,
  visibility: z.enum(VISIBILITIES),
  priority: z.number(),
  submitted_time: time.nullable(),
  update_time: time,
  /** Its category (the `article_category` ref where the page asks for it). */
  category_id: optionalId.optional(),
});

/**
 * Any stored file (image, video, audio, document); the kind's own fields are optional. `path`
 * and `basename` are null when the reader may not have the file (a locked lesson's video).
 */
export const mediaRecordSchema = rowSchema.extend({
  title: z.string().nullable(),
  path: z.string().nullable(),
  basename: z.string().nullable(),
  extension: z.string(),
  mime_type: z.string(),
  size: z.number(),
  creator_id: optionalId,
  create_time: time,
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  variants: jsonText<Record<string, number>>().nullable().optional(),
  alt: z.string().nullable().optional(),
  duration: z.number().nullable().optional(),
  hls_status: z.string().nullable().optional(),
  page_count: z.number().nullable().optional(),
});

export const comboRecordSchema = rowSchema.extend({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  visibility: z.enum(VISIBILITIES),
  priority: z.number(),
  image_id: optionalId,
  promotional_image_id: optionalId,
  /** In the combo's order. */
  course_ids: courseIds,
  update_time: time,
});

export const bannerRecordSchema = rowSchema.extend({
  caption: z.string(),
  image_id: z.number(),
  place: z.enum(BANNER_PLACES),
  linked_url: z.string().nullable(),
  sort_order: z.number(),
  /** Shown from and until (either may be open); visitors only get banners showing now. */
  starts_at: time.nullable().optional(),
  ends_at: time.nullable().optional(),
});

export const orderItemRecordSchema = rowSchema.extend({
  order_id: z.number(),
  course_id: z.number(),
  fee: z.number(),
});

/** An order as the staff's VAT invoice panel reads it. */
export const invoiceOrderRecordSchema = rowSchema.extend({
  reference_code: z.string(),
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  invoice_company: z.string().nullable(),
  invoice_tax_code: z.string().nullable(),
  invoice_address: z.string().nullable(),
  invoice_email: z.string().nullable(),
  invoice_request_time: time.nullable(),
  invoice_handled_time: time.nullable(),
});

/**
 * A favourite in the library: the liked course's id and when (the course comes as a ref). It
 * has no id of its own: the web keys it by its course.
 */
export const favoriteRecordSchema = z.looseObject({
  course_id: z.number(),
  create_time: time,
});

export const chapterRecordSchema = rowSchema.extend({
  course_id: z.number(),
  name: z.string(),
  sort_order: z.number(),
  update_time: time,
});

/** Visitors get no text content, files or quiz of a lesson they may not open. */
export const lessonRecordSchema = rowSchema.extend({
  course_id: z.number(),
  chapter_id: optionalId,
  name: z.string(),
  type: z.enum(LESSON_TYPES),
  video_id: optionalId,
  audio_id: optionalId,
  document_id: optionalId,
  quiz_id: optionalId,
  content: z.unknown(),
  delivery: z.enum(DELIVERIES),
  location: z.string().nullable(),
  start_time: time.nullable(),
  end_time: time.nullable(),
  is_preview: flag,
  sort_order: z.number(),
});

export const quizRecordSchema = rowSchema.extend({
  name: z.string(),
  update_time: time,
});

export const questionGroupRecordSchema = rowSchema.extend({
  quiz_id: z.number(),
  description: z.string(),
  sort_order: z.number(),
});

/** The answer values and explanation reach only the quiz's managers. */
export const questionRecordSchema = rowSchema.extend({
  quiz_id: z.number(),
  group_id: optionalId,
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  content: z.string().nullable(),
  sort_order: z.number(),
  score: z.number(),
  pieces: json<Piece[]>(),
  answer_values: json<AnswerKey>().optional(),
  answer_explanation: z.string().nullable().optional(),
  accepts_unaccented: flag,
});

/** A question as the quiz editor reads it: its managers always receive the answers. */
export const managedQuestionRecordSchema = questionRecordSchema.extend({
  answer_values: json<AnswerKey>(),
  answer_explanation: z.string().nullable(),
});

/** One written row in an activity-log entry: its values before and after (secrets left out). */
export const rowChangeSchema = z.object({
  id: z.number(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

/** An activity-log entry (e-mail addresses masked for ADMIN_TRIAL, in the values too). */
export const activityRecordSchema = rowSchema.extend({
  user_id: optionalId,
  user_email: z.string().nullable(),
  actor_kind: z.enum(ACTOR_KINDS),
  type: z.enum(["INSERT", "UPDATE", "DELETE"]),
  table_name: z.string(),
  ip: z.string().nullable(),
  affected_rows: z.number(),
  record_id: z.number().nullable(),
  changes: json<z.infer<typeof rowChangeSchema>[] | null>(),
  log_time: time,
});
