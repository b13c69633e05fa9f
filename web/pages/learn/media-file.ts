import { MEDIA_BASE_PATH, type StoredFile } from "../../../shared/media.ts";

/**
 * The stored-file parts of a media URL the learning API sends (`/media/` + path + basename +
 * extension, the inverse of shared/media.ts `assetUrl`), so the shared players, which build
 * their URLs (and a video's HLS playlist) from those parts, play it. Null for any other URL.
 */
export function storedFileOf(url: string): StoredFile | null {
  if (!url.startsWith(MEDIA_BASE_PATH)) return null;
  const rest = url.slice(MEDIA_BASE_PATH.length);
  const slash = rest.lastIndexOf("/");
  const name = rest.slice(slash + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return null;
  return {
    path: rest.slice(0, slash + 1),
    basename: name.slice(0, dot),
    extension: name.slice(dot),
  };
}
