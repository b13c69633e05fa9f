/**
 * The request and answer bodies of the content team's writes: media details, articles and
 * banners. The server validates with them; the web app's forms reuse them (useSchemaForm).
 */
import { z } from "zod";
import { BANNER_PLACES, MEDIA_KINDS, VISIBILITIES } from "../constants.ts";
import { richContentSchema } from "../rich-content/schema.ts";
import { safeUrl } from "../rich-content/urls.ts";
import { isoDateTime, positiveIntId, slug } from "./common.ts";

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 1000;

const requiredText = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.tooLong" });

const optionalText = (max: number) =>
  z.string({ error: "validation.invalidValue" }).trim().max(max, { error: "validation.tooLong" });

/** A link a visitor may follow: http(s), mailto, tel or a path of the site; empty for none. */
const optionalLink = z
  .string({ error: "validation.invalidUrl" })
  .trim()
  .max(2000, { error: "validation.tooLong" })
  .refine((url) => url === "" || safeUrl(url, "link") !== null, { error: "validation.invalidUrl" })
  .transform((url) => (url === "" ? null : url));

const optionalImageId = positiveIntId.nullable().default(null);

// --- media -------------------------------------------------------------------------------

export const ALT_MAX_LENGTH = 500;

export const mediaUpdateBody = z.object({
  kind: z.enum(MEDIA_KINDS, { error: "validation.notAnOption" }),
  id: positiveIntId,
  title: optionalText(TITLE_MAX_LENGTH),
  /** An image's alternative text (its <img alt>); ignored for the other kinds. */
  alt: optionalText(ALT_MAX_LENGTH).optional(),
});
export type MediaUpdateBody = z.infer<typeof mediaUpdateBody>;

// --- articles ----------------------------------------------------------------------------

/** What the article form edits. Publishing is its own action, so visibility is not here. */
export const articleFields = z.object({
  name: requiredText(TITLE_MAX_LENGTH),
  slug,
  description: optionalText(DESCRIPTION_MAX_LENGTH).default(""),
  content: richContentSchema.nullable().default(null),
  avatar_image_id: optionalImageId,
  banner_image_id: optionalImageId,
  priority: z.int({ error: "validation.invalidValue" }).min(0).max(1_000_000).default(0),
  /** Its category (issue 16); none when null. */
  category_id: positiveIntId.nullable().default(null),
});
export type ArticleFields = z.infer<typeof articleFields>;

export const articleCreateBody = articleFields;
export const articleUpdateBody = articleFields.extend({ id: positiveIntId });
export const articleIdBody = z.object({ id: positiveIntId });

/** Where an article stands, as every article write answers. */
export const articleAnswer = z.object({
  data: z.object({
    article: z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      visibility: z.enum(VISIBILITIES),
      submitted_time: z.string().nullable(),
      update_time: z.string(),
    }),
  }),
});

// --- banners -----------------------------------------------------------------------------

/** An optional instant (UTC ISO); the form types it in GMT+07:00. */
const optionalInstant = isoDateTime.nullable().default(null);

export const bannerFields = z.object({
  caption: optionalText(TITLE_MAX_LENGTH).default(""),
  image_id: positiveIntId,
  place: z.enum(BANNER_PLACES, { error: "validation.notAnOption" }),
  linked_url: optionalLink.nullable().default(null),
  /** Shown on the storefront from then on (none: from now). */
  starts_at: optionalInstant,
  /** Shown until then (none: for ever). */
  ends_at: optionalInstant,
});
export type BannerFields = z.infer<typeof bannerFields>;

/** A banner's end, when it has one, comes after its start. */
export function checkBannerDates(
  value: { starts_at: string | null; ends_at: string | null },
  ctx: z.core.$RefinementCtx,
) {
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at) {
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: "validation.dateRangeOrder" });
  }
}

export const bannerCreateBody = bannerFields.superRefine(checkBannerDates);
export const bannerUpdateBody = bannerFields
  .extend({ id: positiveIntId })
  .superRefine(checkBannerDates);
export const bannerIdBody = z.object({ id: positiveIntId });
/** The banners of one place in their new order: every banner of the place, each once. */
export const bannerReorderBody = z.object({
  place: z.enum(BANNER_PLACES, { error: "validation.notAnOption" }),
  ids: z.array(positiveIntId).min(1, { error: "validation.required" }).max(500),
});

export const bannerAnswer = z.object({
  data: z.object({
    banner: z.object({
      id: z.number(),
      caption: z.string(),
      image_id: z.number(),
      place: z.enum(BANNER_PLACES),
      linked_url: z.string().nullable(),
      sort_order: z.number(),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
    }),
  }),
});

export const idAnswer = z.object({ data: z.object({ id: z.number() }) });

// --- article categories (issue 16) ------------------------------------------------------

export const articleCategoryFields = z.object({
  name: requiredText(TITLE_MAX_LENGTH),
  slug,
});
export type ArticleCategoryFields = z.infer<typeof articleCategoryFields>;

export const articleCategoryCreateBody = articleCategoryFields;
export const articleCategoryUpdateBody = articleCategoryFields.extend({ id: positiveIntId });
export const articleCategoryIdBody = z.object({ id: positiveIntId });

export const articleCategoryAnswer = z.object({
  data: z.object({
    article_category: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  }),
});
