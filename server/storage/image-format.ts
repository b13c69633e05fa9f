import type { Metadata } from "sharp";
import { loadSharp } from "./load-sharp.ts";

/** Width of the blurred placeholder, the "100w" variant shown until the image loads. */
export const PLACEHOLDER_WIDTH = 100;

export interface ImageFormat {
  id: "jpeg" | "png" | "webp" | "gif" | "avif";
  /** With the dot. */
  extension: string;
  mimeType: string;
  animated: boolean;
}

const FORMATS = {
  jpeg: { extension: ".jpg", mimeType: "image/jpeg" },
  png: { extension: ".png", mimeType: "image/png" },
  webp: { extension: ".webp", mimeType: "image/webp" },
  gif: { extension: ".gif", mimeType: "image/gif" },
  avif: { extension: ".avif", mimeType: "image/avif" },
} as const;

/** The format of the modern copies of JPEG and PNG variants (shared/media.ts, decision 051). */
export const MODERN_COPY_FORMAT: ImageFormat = { id: "avif", ...FORMATS.avif, animated: false };

/**
 * The most pixels an uploaded picture may have (all frames of an animation together). A PNG of
 * a few KB can declare 30000×30000 pixels, gigabytes once decoded: such "image bombs" are
 * refused from their header, before anything is decoded. 40 MP is above any phone's camera.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** `source` is the bytes or the path of a file (an upload is read from its temporary file). */
export async function openImage(data: Buffer | string, animated = false) {
  const sharp = await loadSharp();
  return sharp(data, { animated, failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS });
}

/**
 * The header alone (format, size, frames): nothing is decoded, so it is read without the pixel
 * limit, and an oversized picture can be refused with its own message.
 */
export async function readImageHeader(data: Buffer | string): Promise<Metadata> {
  const sharp = await loadSharp();
  return sharp(data, { failOn: "error", limitInputPixels: false }).metadata();
}

/** Whether the header's size (every frame) is within MAX_IMAGE_PIXELS. */
export function withinPixelLimit(meta: Metadata): boolean {
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  return (meta.width ?? 0) * frameHeight * (meta.pages ?? 1) <= MAX_IMAGE_PIXELS;
}

/**
 * The format stored for an input: the input's own where browsers show it, else JPEG (PNG when
 * it has transparency) for TIFF, HEIC and the like. SVG is not a raster format: it is stored
 * by svg.ts, sanitised, without variants.
 */
export function imageFormatOf(meta: Metadata): ImageFormat | null {
  const animated = (meta.pages ?? 1) > 1;
  const make = (id: ImageFormat["id"], isAnimated = false): ImageFormat => ({
    id,
    ...FORMATS[id],
    animated: isAnimated,
  });
  switch (meta.format) {
    case "jpeg":
    case "png":
      return make(meta.format);
    case "webp":
    case "gif":
      return make(meta.format, animated);
    case "heif":
      return meta.compression === "av1" ? make("avif") : make(meta.hasAlpha ? "png" : "jpeg");
    case "tiff":
    case "jp2":
    case "jxl":
      return make(meta.hasAlpha ? "png" : "jpeg");
    default:
      return null;
  }
}

/**
 * A still picture decoded once, upright (EXIF orientation applied), as raw sRGB pixels. Its
 * original and every variant are encoded from these pixels, so an upload is decoded once rather
 * than once per variant (at most 40 MP × 4 channels = 160 MB, within the pixel limit).
 */
export interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export async function decodeImage(data: Buffer | string): Promise<DecodedImage> {
  const { data: pixels, info } = await (await openImage(data))
    .autoOrient()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels, width: info.width, height: info.height, channels: info.channels };
}

function isDecoded(input: Buffer | string | DecodedImage): input is DecodedImage {
  return typeof input === "object" && "pixels" in input;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Encodes `data` (decoded pixels, or the bytes or path of a file, which animations need) in
 * `format`, upright (EXIF orientation applied) and without metadata (sharp writes none unless
 * asked), optionally resized to `width`. The placeholder is blurred and
 * strongly compressed: it is shown stretched for a moment only.
 */
export async function encodeImage(
  data: Buffer | string | DecodedImage,
  format: ImageFormat,
  { width }: { width?: number },
): Promise<EncodedImage> {
  const placeholder = width === PLACEHOLDER_WIDTH;
  // A placeholder of an animation is its first frame.
  let image = isDecoded(data)
    ? (await loadSharp())(data.pixels, {
        raw: { width: data.width, height: data.height, channels: data.channels },
      })
    : (await openImage(data, format.animated && !placeholder)).autoOrient();
  if (width) image = image.resize({ width, withoutEnlargement: true });
  if (placeholder) image = image.blur(1.5);
  switch (format.id) {
    case "jpeg":
      // Progressive with optimised Huffman tables; mozjpeg's trellis saves ~20 % more bytes
      // but costs 5-8× the time, too much for a seed of ~100 images on two cores.
      image = image.jpeg({ quality: placeholder ? 45 : 80, progressive: !placeholder });
      break;
    case "png":
      image = image.png({ compressionLevel: 9, adaptiveFiltering: true, palette: placeholder });
      break;
    case "webp":
      image = image.webp({ quality: placeholder ? 45 : 80, effort: 4 });
      break;
    case "gif":
      image = image.gif();
      break;
    case "avif":
      // Effort 0: on the seed's 960w pictures effort 2 saved another 14 % of the bytes but took
      // 5× as long; 0 encodes as fast as WebP at effort 4, in fewer bytes (decision 051).
      image = image.avif({ quality: placeholder ? 35 : 55, effort: 0 });
      break;
  }
  const { data: out, info } = await image.toBuffer({ resolveWithObject: true });
  return { data: out, width: info.width, height: info.pageHeight ?? info.height };
}
