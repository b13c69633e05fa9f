import type { Locale } from "./constants.ts";
import { formatFileSize } from "./format.ts";
import { t } from "./i18n/index.ts";

/**
 * What an avatar upload accepts, checked in the browser before a byte is sent and again by the
 * server (which reads the type from the bytes). Messages are plain words — "Ảnh tối đa 20 MB",
 * "Chỉ nhận ảnh JPG, PNG, WebP, GIF" — never a MIME type.
 */
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** The server's default image limit (MAX_UPLOAD_IMAGE_MB), in bytes. */
export const DEFAULT_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Room for the multipart envelope (boundaries, headers, a title field) on top of the file: a
 * request whose Content-Length exceeds limit + this cannot hold a file within the limit.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** "Ảnh tối đa 20 MB": the limit, said as a limit (not as the file's size). */
export function imageTooLargeMessage(locale: Locale, maxBytes: number): string {
  return t(locale, "validation.imageMaxSize", { size: formatFileSize(maxBytes, locale) });
}

/** Why this picked file cannot be an avatar, or null when it can be sent. */
export function avatarFileProblem(
  file: { size: number; type: string },
  maxBytes: number,
  locale: Locale,
): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return t(locale, "validation.imageTypes");
  }
  if (file.size > maxBytes) return imageTooLargeMessage(locale, maxBytes);
  return null;
}
