import {
  assetUrl,
  type ImageLike,
  imageSrcSet,
  imageVariants,
  MODERN_IMAGE_TYPE,
  modernCopyUrl,
  modernCopyWidths,
  modernSrcSet,
} from "../../../shared/media.ts";
import type { ListResult, Row } from "../../features/list/resource.ts";
import type { ImagePreload, SharingImage } from "./types.ts";

/** The variant link previews use: wide enough for every network's large card. */
const SHARING_WIDTH = 1280;

/** A referenced image record whose file is readable (not redacted), else undefined. */
export function imageRef(
  answer: ListResult,
  id: unknown,
  refName = "image",
): (Row & ImageLike) | undefined {
  if (typeof id !== "number") return undefined;
  const row = answer.refs[refName]?.[String(id)];
  if (!row || typeof row.path !== "string" || typeof row.basename !== "string") return undefined;
  if (typeof row.extension !== "string") return undefined;
  return row as Row & ImageLike;
}

/**
 * The first of the candidate image ids that is a readable raster image, as an absolute URL of
 * its 1280w variant when it has one (link previews do not show SVG).
 */
export function sharingImage(
  answer: ListResult,
  ids: readonly unknown[],
  origin: string,
  alt: string,
): SharingImage | undefined {
  for (const id of ids) {
    const image = imageRef(answer, id);
    if (!image || image.extension.toLowerCase() === ".svg") continue;
    const hasVariant = `${SHARING_WIDTH}w` in imageVariants(image);
    const width = hasVariant ? SHARING_WIDTH : image.width;
    const height =
      hasVariant && image.width && image.height
        ? Math.round((SHARING_WIDTH * image.height) / image.width)
        : hasVariant
          ? null
          : image.height;
    return {
      url: `${origin}${assetUrl(image, hasVariant ? SHARING_WIDTH : undefined)}`,
      width,
      height,
      alt,
    };
  }
  return undefined;
}

/**
 * A `<link rel="preload" as="image">` for an image drawn by web/components/media/MediaImage:
 * the same `srcset` and `sizes`, so the browser fetches the very file the page will use. For an
 * image with AVIF copies that is the AVIF set, typed, as the page's `<source>` names it: a
 * browser without AVIF skips the preload and loads the `<img>`'s JPEG, fetching one file either
 * way (a preload of the JPEG set would be a second download beside the AVIF one).
 */
export function imagePreload(image: ImageLike, sizes: string, media?: string): ImagePreload {
  const modernSet = modernSrcSet(image);
  const widest = modernCopyWidths(image).at(-1);
  const common = { sizes, ...(media ? { media } : {}) };
  if (modernSet && widest !== undefined) {
    return {
      href: modernCopyUrl(image, widest),
      srcset: modernSet,
      type: MODERN_IMAGE_TYPE,
      ...common,
    };
  }
  return { href: assetUrl(image), srcset: imageSrcSet(image), ...common };
}
