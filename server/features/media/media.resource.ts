import { sanitizeSvg } from "../../../shared/rich-content/svg.ts";
import { can } from "../../policies/index.ts";
import { FILTER, FILTER_ORDER, id, integer, json, number, text, time } from "../list/fields.ts";
import type { FieldSpec, ResourceSpec } from "../list/resource.ts";

type MediaKind = "image" | "video" | "audio" | "document";

const COMMON: Record<string, FieldSpec> = {
  id: id(),
  title: text(FILTER_ORDER),
  path: text(),
  basename: text(),
  extension: text(FILTER),
  mime_type: text(FILTER),
  size: integer(FILTER_ORDER),
  creator_id: id(FILTER),
  create_time: time(FILTER_ORDER),
};

const EXTRA: Record<MediaKind, Record<string, FieldSpec>> = {
  image: {
    width: integer(FILTER_ORDER),
    height: integer(FILTER_ORDER),
    ratio: number(),
    variants: json(),
    vector_graphic: text(),
    alt: text(),
  },
  video: {
    duration: number(FILTER_ORDER),
    width: integer(),
    height: integer(),
    hls_status: text(FILTER),
  },
  audio: { duration: number(FILTER_ORDER) },
  document: { page_count: integer() },
};

/**
 * The four media tables. Listing them is for the staff's media screens; other actors reach
 * media only as refs of what uses them, where a locked lesson's file is withheld.
 */
function mediaResource(kind: MediaKind): ResourceSpec {
  return {
    name: kind,
    policy: "media",
    searchable: true,
    fields: { ...COMMON, ...EXTRA[kind] },
    defaultOrder: [["create_time", "desc"]],
    // The uploader's name, for the media screens' "Uploaded by" (issue 16).
    refs: { user: { resource: "user", from: "items", kind: "forward", columns: ["creator_id"] } },
    scope: (query, actor) => (can(actor, "view", "media") ? query : null),
    redact(rows, ctx) {
      for (const row of rows) {
        // Sanitized on save and again on the way out (docs/product/content.md), so that a row
        // written before a sanitizer fix, or by hand, never reaches a page as it is.
        if (typeof row.vector_graphic === "string") {
          row.vector_graphic = sanitizeSvg(row.vector_graphic).svg;
        }
        if (!ctx.lockedMedia.has(`${kind}:${row.id}`)) continue;
        row.path = null;
        row.basename = null;
        row.extension = null;
      }
    },
  };
}

export const imageResource = mediaResource("image");
export const videoResource = mediaResource("video");
export const audioResource = mediaResource("audio");
export const documentResource = mediaResource("document");
