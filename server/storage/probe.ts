import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

// The binaries ship inside npm packages (DESIGN.md): nothing to install on the machine.
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

/** Reads duration, streams and picture size with ffprobe; throws when ffprobe cannot read it. */
export async function probeMedia(file: string): Promise<ProbeResult> {
  const { stdout } = await run(
    FFPROBE_PATH,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
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

/**
 * Pages of a PDF, read simply: page objects are `/Type /Page` (the page tree nodes are
 * `/Type /Pages`). PDFs that hide their objects in compressed streams fall back to the largest
 * `/Count` of the page tree, and to null when neither is visible.
 */
export function pdfPageCount(data: Buffer): number | null {
  const text = data.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  if (pages > 0) return pages;
  const counts = [...text.matchAll(/\/Count\s+(\d+)/g)].map((m) => Number(m[1]));
  return counts.length > 0 ? Math.max(...counts) : null;
}
