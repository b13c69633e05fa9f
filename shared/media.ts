// Asset URLs of docs/product/content.md "Asset URLs": `/media/` + path + basename + extension,
// where `path` is the kind's folder and subfolders with a trailing slash ("images/2026/11/")
// and `extension` keeps its dot (".jpg"). A variant puts `-{width}w` before the extension.

import type { MediaKind } from "./constants.ts";

export const MEDIA_BASE_PATH = "/media/";

export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export interface StoredFile {
  path: string;
  basename: string;
  extension: string;
}

export interface ImageLike extends StoredFile {
  width: number | null;
  height: number | null;
  /** JSON text or parsed object: variant key ("0w", "100w", "320w"…) → width in pixels. */
  variants: string | Record<string, number> | null;
  /** The image's own alternative text (the media library's "Alternative text"); "" for none. */
  alt?: string | null;
}

/**
 * The `alt` of an image where it is shown: its own alternative text when it has one, otherwise
 * what the place that shows it says (a banner's caption, "" for a decorative picture).
 */
export function imageAlt(image: Pick<ImageLike, "alt"> | undefined, fallback: string): string {
  const own = image?.alt?.trim();
  return own ? own : fallback;
}

export function assetUrl(file: StoredFile, variantWidth?: number): string {
  const suffix = variantWidth === undefined || variantWidth === 0 ? "" : `-${variantWidth}w`;
  return `${MEDIA_BASE_PATH}${file.path}${file.basename}${suffix}${file.extension}`;
}

export function imageVariants(image: ImageLike): Record<string, number> {
  if (!image.variants) return {};
  if (typeof image.variants === "string") {
    try {
      return JSON.parse(image.variants) as Record<string, number>;
    } catch {
      return {};
    }
  }
  return image.variants;
}

/** The `srcset` of an image: every raster variant wider than the placeholder, original last. */
export function imageSrcSet(image: ImageLike): string {
  const variants = imageVariants(image);
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => `${w}w` in variants);
  const parts = widths.map((w) => `${assetUrl(image, w)} ${w}w`);
  if (image.width) parts.push(`${assetUrl(image)} ${image.width}w`);
  return parts.join(", ");
}

/**
 * AVIF copies (docs/decisions/051): a JPEG or PNG image has, beside each variant of its `srcset`,
 * the same picture in AVIF — same name, `.avif` extension. WebP and AVIF originals are modern
 * already, GIF may be animated, SVG has no variants. The original's own copy exists when it is
 * not wider than the widest variant; a wider original is drawn from the 1920w copy.
 */
export const MODERN_IMAGE_TYPE = "image/avif";
export const MODERN_IMAGE_EXTENSION = ".avif";
const HAS_MODERN_COPIES = new Set([".jpg", ".png"]);
const WIDEST_VARIANT = Math.max(...IMAGE_VARIANT_WIDTHS);

/** Whether the image's format is one that gets AVIF copies (JPEG, PNG). */
export function hasModernCopies(file: StoredFile): boolean {
  return HAS_MODERN_COPIES.has(file.extension);
}

/** The widths (0: the original) that have an AVIF copy, narrowest first; [] for none. */
export function modernCopyWidths(image: ImageLike): number[] {
  if (!hasModernCopies(image)) return [];
  const variants = imageVariants(image);
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => `${w}w` in variants);
  if (image.width && image.width <= WIDEST_VARIANT) widths.push(0);
  return widths;
}

/** The AVIF copy of a variant (0 or undefined: of the original). */
export function modernCopyUrl(file: StoredFile, variantWidth?: number): string {
  return assetUrl({ ...file, extension: MODERN_IMAGE_EXTENSION }, variantWidth);
}

/** The `srcset` of an image's AVIF copies, in imageSrcSet's order; "" when it has none. */
export function modernSrcSet(image: ImageLike): string {
  return modernCopyWidths(image)
    .map((w) => `${modernCopyUrl(image, w)} ${w === 0 ? image.width : w}w`)
    .join(", ");
}

/** URL of the tiny blurred placeholder, or null when the image has none (e.g. SVG). */
export function imagePlaceholderUrl(image: ImageLike): string | null {
  return "100w" in imageVariants(image) ? assetUrl(image, 100) : null;
}

/**
 * File name extensions each media kind accepts, for the file picker's `accept` and the upload's
 * "Invalid extension" check. The server reads the actual type from the bytes, never from this.
 */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaKind, readonly string[]>> = {
  image: [
    ".jpg",
    ".jpeg",
    ".png",
    ".webp",
    ".gif",
    ".avif",
    ".heic",
    ".heif",
    ".tif",
    ".tiff",
    ".svg",
  ],
  video: [".mp4", ".m4v", ".mov", ".webm"],
  audio: [".mp3", ".m4a", ".aac", ".wav", ".ogg", ".oga", ".opus", ".flac", ".webm"],
  document: [".pdf", ".docx", ".pptx", ".xlsx"],
};

/** The master playlist of a video's HLS renditions (docs/product/content.md). */
export function hlsUrl(video: StoredFile): string {
  return `${MEDIA_BASE_PATH}${video.path}${video.basename}/hls/index.m3u8`;
}
