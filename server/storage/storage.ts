import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_VARIANT_WIDTHS, type StoredFile } from "../../shared/media.ts";
import { normalizeSearch } from "../../shared/search.ts";
import { badRequest } from "../lib/app-error.ts";
import { encodeImage, imageFormatOf, openImage, PLACEHOLDER_WIDTH } from "./image-format.ts";
import { datedPath, filePath, type MediaKind, newBasename } from "./paths.ts";
import { pdfPageCount, probeMedia } from "./probe.ts";
import { sniffFormat } from "./sniff.ts";

export { datedPath, filePath, MEDIA_FOLDERS, type MediaKind, newBasename } from "./paths.ts";

/**
 * Local media storage (DECISIONS.md "Content"): one fixed folder per kind under the media
 * directory, then year/month, then a random basename; the URL is `/media/` + path + basename
 * (+ `-{width}w`) + extension (shared/media.ts). The functions write the files and return the
 * row to insert; the caller inserts it (in its own transaction) and calls removeStoredFiles
 * when that insert does not happen.
 */

interface StoreInput {
  mediaDir: string;
  data: Buffer;
  /** Shown in the media library and searched; never used for the file name. */
  title: string;
  creatorId: number | null;
  /** Chooses the year/month folder and create_time (default now). */
  now?: Date;
}

interface MediaRowBase {
  title: string;
  path: string;
  basename: string;
  extension: string;
  mime_type: string;
  size: number;
  creator_id: number | null;
  create_time: string;
  search_text: string;
}

export interface StoredImageRow extends MediaRowBase {
  width: number;
  height: number;
  ratio: number;
  /** JSON: {"0w": original width, "100w": placeholder width, "320w": 320, …}. */
  variants: string;
  vector_graphic: null;
}

export interface StoredVideoRow extends MediaRowBase {
  duration: number | null;
  width: number | null;
  height: number | null;
  hls_status: "NONE";
}

export interface StoredAudioRow extends MediaRowBase {
  duration: number | null;
}

export interface StoredDocumentRow extends MediaRowBase {
  page_count: number | null;
}

export interface StoredFileRows {
  video: StoredVideoRow;
  audio: StoredAudioRow;
  document: StoredDocumentRow;
}

export type FileKind = keyof StoredFileRows;

/**
 * Stores a raster image: the original re-encoded without metadata (EXIF, GPS, camera), a
 * blurred 100w placeholder, and the 320–1920w variants narrower than the original, all in the
 * original's format. Throws a 400 AppError for data that is not a supported image.
 */
export async function storeImage(input: StoreInput): Promise<StoredImageRow> {
  const meta = await openImage(input.data)
    .metadata()
    .catch(() => null);
  const format = meta ? imageFormatOf(meta) : null;
  if (!meta || !format) throw badRequest("validation.invalidFileType");

  const file = await reserve(input.mediaDir, "image", format.extension, input.now);
  const written: string[] = [];
  const write = async (variantWidth: number, data: Buffer) => {
    const target = filePath(input.mediaDir, file, variantWidth);
    await writeFile(target, data, { flag: "wx" });
    written.push(target);
  };
  try {
    // The original is written first: its encoder reports the upright size (EXIF orientation
    // applied), which decides the variants.
    const original = await encodeImage(input.data, format, {}).catch(() => {
      throw badRequest("validation.invalidFileType"); // e.g. HEVC, which sharp cannot decode
    });
    await write(0, original.data);
    const { width, height } = original;
    const variants: Record<string, number> = { "0w": width };
    const placeholder = await encodeImage(input.data, format, { width: PLACEHOLDER_WIDTH });
    await write(PLACEHOLDER_WIDTH, placeholder.data);
    variants[`${PLACEHOLDER_WIDTH}w`] = placeholder.width;
    const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
    // allSettled: no write may land after the clean-up below.
    const results = await Promise.allSettled(
      widths.map(async (w) => {
        const variant = await encodeImage(input.data, format, { width: w });
        await write(w, variant.data);
        variants[`${w}w`] = variant.width;
      }),
    );
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    return {
      ...rowBase(input, file, format.mimeType, original.data.length),
      width,
      height,
      ratio: Math.round((width / height) * 10_000) / 10_000,
      variants: JSON.stringify(sortVariants(variants)),
      vector_graphic: null,
    };
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw error;
  }
}

/**
 * Stores a video, audio or document file as it is, after checking from its bytes (and, for
 * media, with ffprobe) that it is what `kind` accepts. Reads duration and picture size of
 * media and the page count of PDFs.
 */
export async function storeFile<K extends FileKind>(
  input: StoreInput & { kind: K },
): Promise<StoredFileRows[K]> {
  const format = sniffFormat(input.data, input.kind);
  if (!format) throw badRequest("validation.invalidFileType");
  const file = await reserve(input.mediaDir, input.kind, format.extension, input.now);
  const target = filePath(input.mediaDir, file);
  await writeFile(target, input.data, { flag: "wx" });
  try {
    const base = rowBase(input, file, format.mimeType, input.data.length);
    if (input.kind === "document") {
      const pages = format.extension === ".pdf" ? pdfPageCount(input.data) : null;
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
 * variant listed in its `variants`.
 */
export function storedFilePaths(
  mediaDir: string,
  row: StoredFile & { variants?: string | null },
): string[] {
  const keys = row.variants ? Object.keys(JSON.parse(row.variants) as Record<string, number>) : [];
  const widths = keys.map((k) => Number.parseInt(k, 10)).filter((w) => w > 0);
  return [filePath(mediaDir, row), ...widths.map((w) => filePath(mediaDir, row, w))];
}

/** Deletes the files of a stored row (missing ones are fine), never outside the media dir. */
export async function removeStoredFiles(
  mediaDir: string,
  row: StoredFile & { variants?: string | null },
): Promise<void> {
  const root = path.resolve(mediaDir) + path.sep;
  const files = storedFilePaths(mediaDir, row).filter((f) => path.resolve(f).startsWith(root));
  await Promise.all(files.map((f) => rm(f, { force: true })));
}

function rowBase(
  input: StoreInput,
  file: StoredFile,
  mimeType: string,
  size: number,
): MediaRowBase {
  return {
    title: input.title,
    ...file,
    mime_type: mimeType,
    size,
    creator_id: input.creatorId,
    create_time: (input.now ?? new Date()).toISOString(),
    search_text: normalizeSearch(input.title),
  };
}

/** A fresh basename in the dated folder (created if needed). Writes use "wx", so a collision
 * of two random names fails loudly instead of overwriting. */
async function reserve(
  mediaDir: string,
  kind: MediaKind,
  extension: string,
  now?: Date,
): Promise<StoredFile> {
  const folder = datedPath(kind, now);
  await mkdir(path.join(mediaDir, folder), { recursive: true });
  return { path: folder, basename: newBasename(), extension };
}

/** Keys in width order ("0w", "100w", "320w" …), which reads better in the stored JSON. */
function sortVariants(variants: Record<string, number>): Record<string, number> {
  const keys = Object.keys(variants).sort(
    (a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10),
  );
  return Object.fromEntries(keys.map((k) => [k, variants[k] ?? 0]));
}
