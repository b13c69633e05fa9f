import { randomInt } from "node:crypto";
import path from "node:path";
import type { StoredFile } from "../../shared/media.ts";

/** Media kinds that the storage writes; each has one fixed folder under the media directory. */
export type MediaKind = "image" | "video" | "audio" | "document";

export const MEDIA_FOLDERS: Record<MediaKind, string> = {
  image: "images",
  video: "videos",
  audio: "audios",
  document: "documents",
};

const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";
export const BASENAME_LENGTH = 12;

/**
 * A random basename (12 lower-case base36 characters, ~62 bits). Never derived from the
 * uploader's file name, so a name can neither traverse folders nor leak what was uploaded.
 */
export function newBasename(): string {
  let name = "";
  for (let i = 0; i < BASENAME_LENGTH; i++) name += BASE36[randomInt(36)];
  return name;
}

/**
 * The stored `path` of a new file: the kind's folder, then year and month (UTC) so that no
 * folder grows without bound: "images/2026/11/" (trailing slash, as shared/media.ts expects).
 */
export function datedPath(kind: MediaKind, when: Date = new Date()): string {
  const year = String(when.getUTCFullYear());
  const month = String(when.getUTCMonth() + 1).padStart(2, "0");
  return `${MEDIA_FOLDERS[kind]}/${year}/${month}/`;
}

/** Where a stored file (or one of its image variants) lives on disk. */
export function filePath(mediaDir: string, file: StoredFile, variantWidth?: number): string {
  const suffix = variantWidth ? `-${variantWidth}w` : "";
  return path.join(mediaDir, file.path, `${file.basename}${suffix}${file.extension}`);
}

/**
 * The folder of a video's HLS renditions: beside the MP4, in a folder named after its basename
 * (docs/product/content.md: `/media/videos/…/{basename}/hls/index.m3u8`).
 */
export function hlsFolder(mediaDir: string, file: StoredFile): string {
  return path.join(mediaDir, file.path, file.basename, "hls");
}
