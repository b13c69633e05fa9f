import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";

// The binaries ship inside npm packages (docs/conventions.md "Stack"): nothing to install on the machine.
const require = createRequire(import.meta.url);
export const FFMPEG_PATH: string = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
export const FFPROBE_PATH: string = (require("@ffprobe-installer/ffprobe") as { path: string })
  .path;

const run = promisify(execFile);

export interface ProbeResult {
  /** Seconds, or null when the container does not say. */
  duration: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  width: number | null;
  height: number | null;
}

interface FfprobeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/**
 * An uploaded file is a playlist or a container that can name other inputs (an HLS playlist of
 * `http://` segments, a `concat:` list, a `subfile`…): ffmpeg would fetch them, from the
 * server's network. Uploads may only read themselves, from the local disk.
 */
export const READ_LOCAL_FILES_ONLY = ["-protocol_whitelist", "file,pipe"] as const;

/** Reads duration, streams and picture size with ffprobe; throws when ffprobe cannot read it. */
export async function probeMedia(file: string): Promise<ProbeResult> {
  const { stdout } = await run(
    FFPROBE_PATH,
    [
      ...READ_LOCAL_FILES_ONLY,
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_format",
      "-show_streams",
      file,
    ],
    { maxBuffer: 4 * 1024 * 1024, timeout: 60_000 },
  );
  const info = JSON.parse(stdout) as FfprobeJson;
  const streams = info.streams ?? [];
  // Cover art in an MP3 shows up as a one-frame video stream: it does not make a video.
  const picture = streams.find(
    (s) => s.codec_type === "video" && s.width && s.height && s.disposition?.attached_pic !== 1,
  );
  const seconds = Number(info.format?.duration ?? picture?.duration ?? Number.NaN);
  return {
    duration: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null,
    hasVideo: picture !== undefined,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
    width: picture?.width ?? null,
    height: picture?.height ?? null,
  };
}

const PAGE = /\/Type\s{0,8}\/Page(?![A-Za-z])/g;
const COUNT = /\/Count\s{1,8}(\d{1,7})/g;
/** Longer than any match above (and its one character of look-ahead). */
const OVERLAP = 32;

/**
 * Pages of a PDF, read simply: page objects are `/Type /Page` (the page tree nodes are
 * `/Type /Pages`). PDFs that hide their objects in compressed streams fall back to the largest
 * `/Count` of the page tree, and to null when neither is visible. The file is read in chunks,
 * so a large upload is never held in memory whole; a match is counted in the chunk where it
 * starts, once it is complete.
 */
export async function pdfPageCount(source: Buffer | string): Promise<number | null> {
  const chunks: AsyncIterable<Buffer> | Iterable<Buffer> =
    typeof source === "string" ? createReadStream(source, { highWaterMark: 1 << 20 }) : [source];
  let pages = 0;
  let maxCount = -1;
  let carry = "";
  /** Absolute offset of carry's first character, and where counting resumes. */
  let base = 0;
  let countedUpTo = 0;
  const scan = (text: string, final: boolean) => {
    const limit = final ? text.length : text.length - OVERLAP;
    for (const m of text.matchAll(PAGE)) {
      const at = base + m.index;
      if (at >= countedUpTo && m.index < limit) pages++;
    }
    for (const m of text.matchAll(COUNT)) {
      const at = base + m.index;
      if (at >= countedUpTo && m.index < limit) maxCount = Math.max(maxCount, Number(m[1]));
    }
    countedUpTo = base + Math.max(limit, 0);
  };
  for await (const chunk of chunks) {
    const text = carry + chunk.toString("latin1");
    scan(text, false);
    const keep = Math.min(OVERLAP, text.length);
    base += text.length - keep;
    carry = text.slice(text.length - keep);
  }
  scan(carry, true);
  if (pages > 0) return pages;
  return maxCount >= 0 ? maxCount : null;
}
