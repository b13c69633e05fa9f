import type { MediaKind } from "../../../shared/constants.ts";
import { apiUpload, type UploadOptions } from "../../api/client.ts";

/**
 * Uploads one file to the media library (`POST /api/media/upload`). The server reads the form
 * as a stream, so `kind` and `title` must come before the file: this builds it in that order.
 * Resolves with the stored record as the list API shows it.
 */
export function uploadMediaFile<T = Record<string, unknown>>(
  kind: MediaKind,
  file: File,
  options: UploadOptions & { title?: string } = {},
): Promise<T> {
  const form = new FormData();
  form.append("kind", kind);
  if (options.title?.trim()) form.append("title", options.title.trim());
  form.append("file", file, file.name);
  return apiUpload<T>("/api/media/upload", form, options);
}
