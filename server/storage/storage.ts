import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  hasModernCopies,
  IMAGE_VARIANT_WIDTHS,
  MODERN_IMAGE_EXTENSION,
  modernCopyWidths,
  type StoredFile,
} from "../../shared/media.ts";
import { badRequest } from "../lib/app-error.ts";
import {
  decodeImage,
  encodeImage,
  imageFormatOf,
  MAX_IMAGE_PIXELS,
  MODERN_COPY_FORMAT,
  PLACEHOLDER_WIDTH,
  readImageHeader,
  withinPixelLimit,
} from "./image-format.ts";
import { filePath, hlsFolder, MEDIA_FOLDERS } from "./paths.ts";
import { pdfPageCount, probeMedia } from "./probe.ts";
import {
  type FileKind,
  headOf,
  imageRatio,
  invalidType,
  reserve,
  rowBase,
  type StoredAudioRow,
  type StoredDocumentRow,
  type StoredFileRows,
  type StoredImageRow,
  type StoredVideoRow,
  type StoreInput,
  sizeOf,
  sourceOf,
} from "./rows.ts";
import { sniffFormat } from "./sniff.ts";
import { isSvg, storeSvg } from "./svg.ts";

export { datedPath, filePath, MEDIA_FOLDERS, type MediaKind, newBasename } from "./paths.ts";
export type {
  FileKind,
  StoredAudioRow,
  StoredDocumentRow,
  StoredFileRows,
  StoredImageRow,
  StoredVideoRow,
  StoreInput,
} from "./rows.ts";

/**
 * Local media storage (docs/product/content.md): one fixed folder per kind under the media
 * directory, then year/month, then a random basename; the URL is `/media/` + path + basename
 * (+ `-{width}w`) + extension (shared/media.ts). The functions write the files and return the
 * row to insert; the caller inserts it (in its own transaction) and calls removeStoredFiles
 * when that insert does not happen.
 */

/**
 * Stores an image. Raster: the original re-encoded without metadata (EXIF, GPS, camera), a
 * blurred 100w placeholder, and the 320–1920w variants narrower than the original, all in the
 * original's format; for a JPEG or PNG also an AVIF copy of each variant and of an original no
 * wider than 1920 (`modernCopyWidths`, decision 051). SVG: sanitised (svg.ts). Throws a 400 AppError for anything else.
 */
export async function storeImage(input: StoreInput): Promise<StoredImageRow> {
  if (isSvg(headOf(input.data))) return storeSvg(input);
  const source = sourceOf(input.data);
  const meta = await readImageHeader(source).catch(() => null);
  const format = meta ? imageFormatOf(meta) : null;
  if (!meta || !format) throw invalidType(input.data);
  if (!withinPixelLimit(meta)) {
    throw badRequest("errors.media.imageTooLarge", { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
  }

  const file = await reserve(input.mediaDir, "image", format.extension, input.now);
  const written: string[] = [];
  const write = async (variantWidth: number, data: Buffer, extension = file.extension) => {
    const target = filePath(input.mediaDir, { ...file, extension }, variantWidth);
    await writeFile(target, data, { flag: "wx" });
    written.push(target);
  };
  try {
    // Decoded once (an animation keeps its frames by being read from its file per variant).
    // The original is written first: its encoder reports the upright size (EXIF orientation
    // applied), which decides the variants.
    const pixels = format.animated
      ? source
      : await decodeImage(source).catch(() => {
          throw badRequest("validation.invalidFileType"); // e.g. HEVC, which sharp cannot decode
        });
    const original = await encodeImage(pixels, format, {}).catch(() => {
      throw badRequest("validation.invalidFileType");
    });
    await write(0, original.data);
    const { width, height } = original;
    const variants: Record<string, number> = { "0w": width };
    const placeholder = await encodeImage(pixels, format, { width: PLACEHOLDER_WIDTH });
    await write(PLACEHOLDER_WIDTH, placeholder.data);
    variants[`${PLACEHOLDER_WIDTH}w`] = placeholder.width;
    const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
    // allSettled: no write may land after the clean-up below.
    const results = await Promise.allSettled(
      widths.map(async (w) => {
        const variant = await encodeImage(pixels, format, { width: w });
        await write(w, variant.data);
        variants[`${w}w`] = variant.width;
      }),
    );
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    const row: StoredImageRow = {
      ...rowBase(input, file, format.mimeType, original.data.length),
      width,
      height,
      ratio: imageRatio(width, height),
      variants: JSON.stringify(sortVariants(variants)),
      vector_graphic: null,
    };
    // The AVIF copies, one at a time: an AVIF encoder holds far more memory than a JPEG one.
    for (const w of modernCopyWidths(row)) {
      const copy = await encodeImage(pixels, MODERN_COPY_FORMAT, w ? { width: w } : {});
      await write(w, copy.data, MODERN_IMAGE_EXTENSION);
    }
    return row;
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw error;
  }
}

/**
 * Stores a video, audio or document file as it is (an upload's temporary file is moved into
 * place), after checking from its bytes (and, for media, with ffprobe) that it is what `kind`
 * accepts. Reads duration and picture size of media and the page count of PDFs.
 */
export async function storeFile<K extends FileKind>(
  input: StoreInput & { kind: K },
): Promise<StoredFileRows[K]> {
  const format = sniffFormat(headOf(input.data), input.kind);
  if (!format) throw invalidType(input.data);
  const file = await reserve(input.mediaDir, input.kind, format.extension, input.now);
  const target = filePath(input.mediaDir, file);
  if (Buffer.isBuffer(input.data)) await writeFile(target, input.data, { flag: "wx" });
  else await rename(input.data.tempPath, target);
  try {
    const base = rowBase(input, file, format.mimeType, sizeOf(input.data));
    if (input.kind === "document") {
      const pages = format.extension === ".pdf" ? await pdfPageCount(target) : null;
      return { ...base, page_count: pages } satisfies StoredDocumentRow as StoredFileRows[K];
    }
    const probe = await probeMedia(target).catch(() => null);
    const usable = input.kind === "video" ? probe?.hasVideo : probe?.hasAudio;
    if (!probe || !usable) throw badRequest("validation.invalidFileType");
    if (input.kind === "audio") {
      return { ...base, duration: probe.duration } satisfies StoredAudioRow as StoredFileRows[K];
    }
    const video: StoredVideoRow = {
      ...base,
      duration: probe.duration,
      width: probe.width,
      height: probe.height,
      hls_status: "NONE",
    };
    return video as StoredFileRows[K];
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/**
 * Absolute paths of every file a stored row owns: the file itself and, for an image, each
 * variant listed in its `variants` and their AVIF copies (which a row stored before decision 051
 * may not have yet).
 */
export function storedFilePaths(
  mediaDir: string,
  row: StoredFile & { variants?: string | null },
): string[] {
  const keys = row.variants ? Object.keys(JSON.parse(row.variants) as Record<string, number>) : [];
  const widths = keys.map((k) => Number.parseInt(k, 10)).filter((w) => w > 0);
  // Every copy the row may have (the original's depends on its width, which not every caller
  // selects): removing a missing file is fine.
  const copies = hasModernCopies(row)
    ? [0, ...IMAGE_VARIANT_WIDTHS.filter((w) => widths.includes(w))]
    : [];
  const avif = { ...row, extension: MODERN_IMAGE_EXTENSION };
  return [
    filePath(mediaDir, row),
    ...widths.map((w) => filePath(mediaDir, row, w)),
    ...copies.map((w) => filePath(mediaDir, avif, w)),
  ];
}

/**
 * Deletes the files of a stored row (missing ones are fine), and a video's HLS folder, never
 * outside the media dir.
 */
export async function removeStoredFiles(
  mediaDir: string,
  row: StoredFile & { variants?: string | null },
): Promise<void> {
  const root = path.resolve(mediaDir) + path.sep;
  const files = storedFilePaths(mediaDir, row).filter((f) => path.resolve(f).startsWith(root));
  await Promise.all(files.map((f) => rm(f, { force: true })));
  const hls = path.resolve(hlsFolder(mediaDir, row), "..");
  if (row.path.startsWith(`${MEDIA_FOLDERS.video}/`) && hls.startsWith(root)) {
    await rm(hls, { recursive: true, force: true });
  }
}

/** Keys in width order ("0w", "100w", "320w" …), which reads better in the stored JSON. */
function sortVariants(variants: Record<string, number>): Record<string, number> {
  const keys = Object.keys(variants).sort(
    (a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10),
  );
  return Object.fromEntries(keys.map((k) => [k, variants[k] ?? 0]));
}
