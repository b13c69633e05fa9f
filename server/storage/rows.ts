import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { StoredFile } from "../../shared/media.ts";
import { normalizeSearch } from "../../shared/search.ts";
import { badRequest } from "../lib/app-error.ts";
import { datedPath, type MediaKind, newBasename } from "./paths.ts";
import type { ReceivedFile } from "./receive.ts";
import { describeType } from "./sniff.ts";

/** What the store functions take and the rows they return (storage.ts, svg.ts). */

export interface StoreInput {
  mediaDir: string;
  /** The bytes, or an upload received into a temporary file (moved, never copied). */
  data: Buffer | ReceivedFile;
  /** Shown in the media library and searched; never used for the file name. */
  title: string;
  creatorId: number | null;
  /** Chooses the year/month folder and create_time (default now). */
  now?: Date;
}

export interface MediaRowBase {
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
  /** The sanitised SVG markup of a vector image; null for raster images. */
  vector_graphic: string | null;
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

/** The first bytes of the input, where signatures are read. */
export const headOf = (data: StoreInput["data"]): Buffer =>
  Buffer.isBuffer(data) ? data : data.head;
export const sizeOf = (data: StoreInput["data"]): number =>
  Buffer.isBuffer(data) ? data.length : data.size;
/** What sharp, ffprobe and the PDF reader open: the bytes or the temporary file's path. */
export const sourceOf = (data: StoreInput["data"]): Buffer | string =>
  Buffer.isBuffer(data) ? data : data.tempPath;

/** "Invalid type: ::type", naming what the bytes actually are. */
export const invalidType = (data: StoreInput["data"]) =>
  badRequest("validation.invalidType", { type: describeType(headOf(data)) });

export function imageRatio(width: number, height: number): number {
  return Math.round((width / height) * 10_000) / 10_000;
}

export function rowBase(
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
export async function reserve(
  mediaDir: string,
  kind: MediaKind,
  extension: string,
  now?: Date,
): Promise<StoredFile> {
  const folder = datedPath(kind, now);
  await mkdir(path.join(mediaDir, folder), { recursive: true });
  return { path: folder, basename: newBasename(), extension };
}
