/**
 * The write contract of the back office's catalogue screens (courses, their curriculum,
 * promotions, combos), shared by the server's routes and the web's forms (`useSchemaForm`).
 * Messages are catalogue keys, worded by `translateIssue` in the reader's language.
 *
 * Every route answers `{data: {id}}` (`savedAnswer`); reorders answer the new order.
 */
import { z } from "zod";
import {
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  DEFAULT_COURSE_LANGUAGE,
  DELIVERIES,
  LESSON_TYPES,
  VISIBILITIES,
} from "../constants.ts";
import type { MessageKey } from "../i18n/index.ts";
import { richContentSchema } from "../rich-content/schema.ts";
import { isoDateTime, missingOr, positiveIntId, slug } from "./common.ts";

const key = (k: MessageKey) => k;
const required = { error: key("validation.required"), abort: true } as const;
const tooLong = { error: key("validation.tooLong") } as const;

export const MAX_PRICE = 10_000_000_000;

const name = z.string(required).trim().min(1, required).max(200, tooLong);
const text = (max: number) => z.string().max(max, tooLong).default("");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);
/** A reference that may be empty: an image, a media file, a quiz. */
const optionalId = positiveIntId.nullish().transform((v) => v ?? null);
const time = isoDateTime.nullish().transform((v) => v ?? null);
const money = z
  .int({ error: key("validation.invalidValue") })
  .min(0, { error: key("validation.tooSmall") })
  .max(MAX_PRICE, { error: key("validation.tooBig") });
/** Higher first in lists; 0 for a new course. */
const priorityValue = z
  .int(missingOr("validation.invalidValue"))
  .min(-1000, { error: key("validation.tooSmall") })
  .max(1000, { error: key("validation.tooBig") });
const priority = priorityValue.default(0);
const httpsUrl = z
  .url({ protocol: /^https?$/, error: key("validation.invalidUrl") })
  .max(2000, tooLong)
  .nullish()
  .transform((v) => v || null);

export const savedAnswer = z.object({ data: z.object({ id: z.number() }) });
export const idBody = z.object({ id: positiveIntId });

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, path: string, message: MessageKey) =>
  ctx.addIssue({ code: "custom", path: [path], message, input: undefined });

/** Onsite and remote courses and lessons have their dates; onsite a place, remote a link. */
function checkDelivery(
  value: {
    delivery: (typeof DELIVERIES)[number];
    start_time: string | null;
    end_time: string | null;
    location: string | null;
    meeting_url: string | null;
  },
  ctx: Ctx,
) {
  if (value.start_time && value.end_time && value.end_time <= value.start_time) {
    issue(ctx, "end_time", "validation.dateRangeOrder");
  }
  if (value.delivery === "ONLINE") return;
  if (!value.start_time) issue(ctx, "start_time", "validation.required");
  if (!value.end_time) issue(ctx, "end_time", "validation.required");
  if (value.delivery === "ONSITE" && !value.location) issue(ctx, "location", "validation.required");
  if (value.delivery === "REMOTE" && !value.meeting_url) {
    issue(ctx, "meeting_url", "validation.required");
  }
}

const deliveryFields = {
  delivery: z.enum(DELIVERIES).default("ONLINE"),
  start_time: time,
  end_time: time,
  location: optionalText(500),
  meeting_url: httpsUrl,
};

// ---- course ----

const courseFields = z.object({
  name,
  slug,
  description: text(2000),
  price: money,
  visibility: z.enum(VISIBILITIES).default("PRIVATE"),
  priority,
  avatar_image_id: optionalId,
  promotional_avatar_image_id: optionalId,
  sharing_avatar_image_id: optionalId,
  sharing_image_id: optionalId,
  promotional_image_id: optionalId,
  /** One per line. */
  objectives: text(5000),
  /** One per line. */
  requirements: text(5000),
  introduction: richContentSchema.nullish().transform((v) => v ?? null),
  ...deliveryFields,
  /** The instructor shown on the course page ("creator"); the author when left out. */
  creator_id: optionalId,
  promotion_id: optionalId,
  /** Shown on the cards and the course page; none when left out. */
  level: z
    .enum(COURSE_LEVELS, { error: key("validation.notAnOption") })
    .nullish()
    .transform((v) => v ?? null),
  /** A short key grouping courses: the course page shows others of the same category. */
  category: optionalText(60),
  /** The language the course is taught in: shown on its page, a filter of course discovery. */
  language: z
    .enum(COURSE_LANGUAGES, { error: key("validation.notAnOption") })
    .default(DEFAULT_COURSE_LANGUAGE),
  /** Listed first among the home page's featured courses, with a "Featured" badge. */
  is_featured: z.boolean().default(false),
});
export const courseInputSchema = courseFields.superRefine(checkDelivery);
export type CourseInput = z.input<typeof courseInputSchema>;
/**
 * Flat, so that the server's field issues land on the form's fields. An update carries the
 * whole form, as it does the name, slug and price: the fields with a create default have none
 * here, so a client that leaves one out is refused at the field instead of turning a public,
 * English, featured, pinned or on-site course back into the defaults (docs/decisions/050).
 */
export const courseUpdateSchema = courseFields
  .extend({
    id: positiveIntId,
    visibility: z.enum(VISIBILITIES, missingOr("validation.notAnOption")),
    priority: priorityValue,
    delivery: z.enum(DELIVERIES, missingOr("validation.notAnOption")),
    language: z.enum(COURSE_LANGUAGES, missingOr("validation.notAnOption")),
    is_featured: z.boolean(missingOr("validation.invalidValue")),
  })
  .superRefine(checkDelivery);

// ---- chapter ----

export const chapterCreateSchema = z.object({ courseId: positiveIntId, name });
export const chapterUpdateSchema = z.object({ id: positiveIntId, name });
export const chapterReorderSchema = z.object({
  courseId: positiveIntId,
  chapterIds: z.array(positiveIntId).max(500),
});

// ---- lesson ----

const lessonFields = z.object({
  name,
  type: z.enum(LESSON_TYPES),
  chapter_id: optionalId,
  video_id: optionalId,
  audio_id: optionalId,
  document_id: optionalId,
  quiz_id: optionalId,
  content: richContentSchema.nullish().transform((v) => v ?? null),
  is_preview: z.boolean().default(false),
  ...deliveryFields,
});

function checkLesson(lesson: z.output<typeof lessonFields>, ctx: Ctx) {
  // The media (or quiz) its kind needs: what completes it and what the player shows.
  const needs = {
    VIDEO: "video_id",
    AUDIO: "audio_id",
    DOCUMENT: "document_id",
    QUIZ: "quiz_id",
  };
  const field = needs[lesson.type as keyof typeof needs];
  if (field && !lesson[field as keyof typeof lesson]) issue(ctx, field, "validation.required");
  if (lesson.type === "TEXT" && !lesson.content?.blocks.some((b) => b.text.trim())) {
    issue(ctx, "content", "validation.required");
  }
  if (lesson.delivery === "ONSITE" && !lesson.location) {
    issue(ctx, "location", "validation.required");
  }
  if (lesson.delivery === "REMOTE" && !lesson.meeting_url) {
    issue(ctx, "meeting_url", "validation.required");
  }
  if (lesson.start_time && lesson.end_time && lesson.end_time <= lesson.start_time) {
    issue(ctx, "end_time", "validation.dateRangeOrder");
  }
}
export const lessonInputSchema = lessonFields.superRefine(checkLesson);
export type LessonInput = z.input<typeof lessonInputSchema>;
export const lessonCreateSchema = lessonFields
  .extend({ courseId: positiveIntId })
  .superRefine(checkLesson);
export const lessonUpdateSchema = lessonFields
  .extend({ id: positiveIntId })
  .superRefine(checkLesson);

/** The whole curriculum's lesson layout: each chapter (null: before any chapter) in order. */
export const lessonReorderSchema = z.object({
  courseId: positiveIntId,
  groups: z
    .array(
      z.object({
        chapterId: positiveIntId.nullable(),
        lessonIds: z.array(positiveIntId).max(2000),
      }),
    )
    .max(501),
});
export type LessonLayout = z.infer<typeof lessonReorderSchema>["groups"];

export const reorderAnswer = z.object({ data: z.object({ ids: z.array(z.number()) }) });

// ---- promotion ----

const promotionFields = z.object({
  name,
  slug,
  description: text(2000),
  discount_percentage: z
    .int({ error: key("validation.invalidValue") })
    .min(1, { error: key("validation.tooSmall") })
    .max(100, { error: key("validation.tooBig") }),
  start_time: isoDateTime,
  end_time: isoDateTime,
  visibility: z.enum(VISIBILITIES).default("PRIVATE"),
  priority,
  image_id: optionalId,
  /**
   * The courses covered. The link is `course.promotion_id` alone, so a course has one
   * promotion at most: listing a course here takes it from the promotion it had.
   */
  course_ids: z.array(positiveIntId).max(500).default([]),
});
const checkPeriod = (p: { start_time: string; end_time: string }, ctx: Ctx) => {
  if (p.end_time <= p.start_time) issue(ctx, "end_time", "validation.dateRangeOrder");
};
export const promotionInputSchema = promotionFields.superRefine(checkPeriod);
export type PromotionInput = z.input<typeof promotionInputSchema>;
/** Flat, so that the server's field issues land on the form's fields. */
export const promotionUpdateSchema = promotionFields
  .extend({ id: positiveIntId })
  .superRefine(checkPeriod);

// ---- combo ----

export const comboInputSchema = z.object({
  name,
  slug,
  description: text(2000),
  price: money,
  visibility: z.enum(VISIBILITIES).default("PRIVATE"),
  priority,
  image_id: optionalId,
  promotional_image_id: optionalId,
  /** In the order shown on the combo's page; at least two courses make a combo. */
  course_ids: z
    .array(positiveIntId)
    .min(2, { error: key("validation.comboCourses") })
    .max(50, { error: key("validation.tooBig") })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: key("validation.alreadySelected"),
    }),
});
export type ComboInput = z.input<typeof comboInputSchema>;
export const comboUpdateSchema = comboInputSchema.extend({ id: positiveIntId });
