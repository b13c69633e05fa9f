import type { MediaKind } from "../../../shared/constants.ts";

/**
 * Reads an asset URL (docs/product/content.md "Asset URLs") back into what it names. Only the
 * shapes the storage writes are recognised: a kind's folder, lower-case subfolders, a basename
 * and either an extension (with an optional `-{width}w` variant) or, for a video, a file of its
 * HLS folder. Anything else (`..`, the `.incoming` folder, odd characters) is not a media URL.
 */

export interface MediaTarget {
  kind: MediaKind;
  /** As stored: "videos/2026/11/". */
  path: string;
  basename: string;
  /** With the dot; null for an HLS file. */
  extension: string | null;
  /** The `-{width}w` of an image variant. */
  variantWidth: number | null;
  /** Inside `{basename}/hls/`: "index.m3u8", "360p/index.m3u8", "360p/seg-00001.ts". */
  hlsFile: string | null;
}

const FOLDER_KINDS: Readonly<Record<string, MediaKind>> = {
  images: "image",
  videos: "video",
  audios: "audio",
  documents: "document",
};

const SUBFOLDERS = String.raw`((?:[a-z0-9_-]{1,40}\/){0,6})`;
const BASENAME = "([a-z0-9]{1,40})";
/** Checked first: a rendition folder would otherwise read as subfolders of a stored file. */
const HLS_URL = new RegExp(
  String.raw`^(videos)\/${SUBFOLDERS}${BASENAME}\/hls\/((?:\d{2,4}p\/)?(?:index\.m3u8|seg-\d{5}\.ts))$`,
);
const FILE_URL = new RegExp(
  String.raw`^(images|videos|audios|documents)\/${SUBFOLDERS}${BASENAME}(?:-(\d{1,5})w)?(\.[a-z0-9]{1,8})$`,
);

/** `relative` is the URL path after `/media/`, as the router decoded it. */
export function parseMediaPath(relative: string): MediaTarget | null {
  const hls = HLS_URL.exec(relative);
  if (hls) {
    const [, , sub = "", basename = "", hlsFile = ""] = hls;
    return {
      kind: "video",
      path: `videos/${sub}`,
      basename,
      extension: null,
      variantWidth: null,
      hlsFile,
    };
  }
  const m = FILE_URL.exec(relative);
  const kind = m ? FOLDER_KINDS[m[1] ?? ""] : undefined;
  if (!m || !kind) return null;
  const [, folder = "", sub = "", basename = "", width, extension = ""] = m;
  if (width !== undefined && kind !== "image") return null;
  return {
    kind,
    path: `${folder}/${sub}`,
    basename,
    extension,
    variantWidth: width === undefined ? null : Number(width),
    hlsFile: null,
  };
}

/** Content types of the HLS files (the stored files carry their own in `mime_type`). */
export function hlsContentType(file: string): string {
  return file.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t";
}
