import { z } from "zod";
import { RICH_CONTENT_MAX_DEPTH } from "../constants.ts";

/**
 * The stored shape of rich content (docs/product/content.md "Rich content"): Draft.js raw content,
 * i.e. blocks with inline style ranges and entity ranges into an entity map. Offsets and lengths
 * count UTF-16 code units of the block's text (JavaScript string indices), as the seed writes
 * them. Every write is parsed by `richContentSchema`; unknown keys are dropped.
 */

export const BLOCK_TYPES = [
  "unstyled",
  "header-two",
  "header-three",
  "header-four",
  "header-five",
  "blockquote",
  "unordered-list-item",
  "ordered-list-item",
  "code-block",
  "atomic",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const INLINE_STYLES = ["BOLD", "ITALIC", "UNDERLINE", "CODE"] as const;
export type InlineStyle = (typeof INLINE_STYLES)[number];

export const ENTITY_TYPES = ["LINK", "IMAGE", "VIDEO", "AUDIO", "IFRAME"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const MUTABILITIES = ["MUTABLE", "IMMUTABLE", "SEGMENTED"] as const;

/** Bounds that keep one document reasonable to store and render. */
export const RICH_CONTENT_LIMITS = {
  blocks: 5000,
  blockText: 20_000,
  rangesPerBlock: 500,
  entities: 2000,
  url: 2048,
  title: 500,
  dimension: 10_000,
} as const;

const url = z.string().trim().min(1).max(RICH_CONTENT_LIMITS.url);
const title = z.string().max(RICH_CONTENT_LIMITS.title);
const dimension = z.number().int().positive().max(RICH_CONTENT_LIMITS.dimension);
const mediaId = z.number().int().positive();
const mutability = z.enum(MUTABILITIES);

const linkEntity = z.object({
  type: z.literal("LINK"),
  mutability,
  data: z.object({
    url,
    title: title.optional(),
    target: z.enum(["_blank", "_self"]).optional(),
    rel: z.string().max(100).optional(),
  }),
});

/** `src` is the asset URL; the id (when the file is from the media library) says which record. */
const imageEntity = z.object({
  type: z.literal("IMAGE"),
  mutability,
  data: z.object({
    src: url,
    title: title.optional(),
    alt: title.optional(),
    width: dimension.optional(),
    height: dimension.optional(),
    image_id: mediaId.optional(),
  }),
});

const videoEntity = z.object({
  type: z.literal("VIDEO"),
  mutability,
  data: z.object({
    src: url,
    title: title.optional(),
    width: dimension.optional(),
    height: dimension.optional(),
    video_id: mediaId.optional(),
  }),
});

const audioEntity = z.object({
  type: z.literal("AUDIO"),
  mutability,
  data: z.object({ src: url, title: title.optional(), audio_id: mediaId.optional() }),
});

const iframeEntity = z.object({
  type: z.literal("IFRAME"),
  mutability,
  data: z.object({
    src: url,
    title: title.optional(),
    width: dimension.optional(),
    height: dimension.optional(),
  }),
});

export const entitySchema = z.discriminatedUnion("type", [
  linkEntity,
  imageEntity,
  videoEntity,
  audioEntity,
  iframeEntity,
]);
export type RichEntity = z.infer<typeof entitySchema>;

const offset = z.number().int().min(0).max(RICH_CONTENT_LIMITS.blockText);

export const blockSchema = z
  .object({
    key: z.string().min(1).max(64),
    type: z.enum(BLOCK_TYPES),
    text: z.string().max(RICH_CONTENT_LIMITS.blockText),
    depth: z.number().int().min(0).max(RICH_CONTENT_MAX_DEPTH).default(0),
    inlineStyleRanges: z
      .array(z.object({ offset, length: offset, style: z.enum(INLINE_STYLES) }))
      .max(RICH_CONTENT_LIMITS.rangesPerBlock)
      .default([]),
    entityRanges: z
      .array(z.object({ offset, length: offset, key: z.number().int().min(0) }))
      .max(RICH_CONTENT_LIMITS.rangesPerBlock)
      .default([]),
    data: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((block, ctx) => {
    const ranges = [...block.inlineStyleRanges, ...block.entityRanges];
    if (ranges.some((r) => r.offset + r.length > block.text.length)) {
      ctx.addIssue({ code: "custom", message: "a range reaches past the end of the text" });
    }
  });
export type RichBlock = z.infer<typeof blockSchema>;

export const richContentSchema = z
  .object({
    blocks: z.array(blockSchema).max(RICH_CONTENT_LIMITS.blocks),
    entityMap: z
      .record(z.string().regex(/^\d{1,6}$/), entitySchema)
      .refine((map) => Object.keys(map).length <= RICH_CONTENT_LIMITS.entities, "too many entities")
      .default({}),
  })
  .superRefine((content, ctx) => {
    content.blocks.forEach((block, index) => {
      for (const range of block.entityRanges) {
        if (!Object.hasOwn(content.entityMap, String(range.key))) {
          ctx.addIssue({
            code: "custom",
            path: ["blocks", index, "entityRanges"],
            message: `entity ${range.key} is not in the entity map`,
          });
        }
      }
    });
  });
export type RichContent = z.infer<typeof richContentSchema>;

export const EMPTY_RICH_CONTENT: RichContent = { blocks: [], entityMap: {} };

/**
 * Reads stored rich content (JSON text or an already parsed value) for display: null when it is
 * absent or not in the stored shape, so a page shows nothing rather than failing.
 */
export function readRichContent(value: unknown): RichContent | null {
  if (value === null || value === undefined || value === "") return null;
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = richContentSchema.safeParse(parsed);
  return result.success ? result.data : null;
}
