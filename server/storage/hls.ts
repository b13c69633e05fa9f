import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";
import { FFMPEG_PATH, READ_LOCAL_FILES_ONLY } from "./probe.ts";

/**
 * HLS renditions of a video (docs/product/content.md), made by ffmpeg from the stored MP4:
 * `{basename}/hls/index.m3u8` (the master playlist) and one folder per rendition with its
 * playlist and six-second segments. Everything is written into a temporary folder beside `hls`
 * and renamed at the end, so a player never sees half a transcode.
 */

export interface Rendition {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

const LADDER: readonly Rendition[] = [
  { name: "360p", height: 360, videoKbps: 800, audioKbps: 96 },
  { name: "720p", height: 720, videoKbps: 2800, audioKbps: 128 },
];

const SEGMENT_SECONDS = 6;

/** The renditions not taller than the source; a source below 360p gets one at its own height. */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const fitting = LADDER.filter((r) => r.height <= sourceHeight);
  if (fitting.length > 0) return fitting;
  const height = Math.max(2, Math.floor(sourceHeight / 2) * 2);
  return [{ ...(LADDER[0] as Rendition), name: `${height}p`, height }];
}

export interface TranscodeInput {
  /** The stored MP4. */
  input: string;
  /** The `hls` folder to create (replaced when it exists). */
  outputFolder: string;
  width: number;
  height: number;
  hasAudio: boolean;
  /** ffmpeg's thread count: transcoding must never starve the web server (docs/conventions.md "Jobs"). */
  threads: number;
  signal?: AbortSignal;
}

export async function transcodeToHls(options: TranscodeInput): Promise<Rendition[]> {
  const renditions = renditionsFor(options.height);
  const work = `${options.outputFolder}.tmp-${randomBytes(4).toString("hex")}`;
  await mkdir(work, { recursive: true });
  try {
    for (const rendition of renditions) {
      await mkdir(path.join(work, rendition.name));
      await runFfmpeg(ffmpegArguments(options, rendition, work), options.signal);
    }
    await writeFile(path.join(work, "index.m3u8"), masterPlaylist(options, renditions));
    await rm(options.outputFolder, { recursive: true, force: true });
    await rename(work, options.outputFolder);
    return renditions;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

function ffmpegArguments(options: TranscodeInput, rendition: Rendition, work: string): string[] {
  const folder = path.join(work, rendition.name);
  const kbps = rendition.videoKbps;
  return [
    ...["-nostdin", "-hide_banner", "-loglevel", "error", "-y"],
    ...["-threads", String(options.threads), ...READ_LOCAL_FILES_ONLY, "-i", options.input],
    ...["-map", "0:v:0", "-map", "0:a:0?"],
    ...["-vf", `scale=-2:${rendition.height}`, "-pix_fmt", "yuv420p"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "main", "-level", "3.1"],
    ...["-b:v", `${kbps}k`, "-maxrate", `${Math.round(kbps * 1.1)}k`, "-bufsize", `${kbps * 2}k`],
    // Key frames on the segment grid, so that every rendition cuts at the same instants and a
    // player can switch between them at any segment.
    ...["-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, "-sc_threshold", "0"],
    ...["-c:a", "aac", "-b:a", `${rendition.audioKbps}k`, "-ac", "2"],
    ...["-threads", String(options.threads)],
    ...["-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod"],
    ...["-hls_segment_filename", path.join(folder, "seg-%05d.ts")],
    path.join(folder, "index.m3u8"),
  ];
}

function masterPlaylist(options: TranscodeInput, renditions: Rendition[]): string {
  const codecs = options.hasAudio ? "avc1.4d401f,mp4a.40.2" : "avc1.4d401f";
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3"];
  for (const r of renditions) {
    const width = Math.round((options.width * r.height) / options.height / 2) * 2;
    const bandwidth = (r.videoKbps * 1.1 + (options.hasAudio ? r.audioKbps : 0)) * 1000;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(bandwidth)},RESOLUTION=${width}x${r.height},CODECS="${codecs}"`,
      `${r.name}/index.m3u8`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Runs ffmpeg at the lowest CPU priority; rejects with its last error lines. */
function runFfmpeg(args: string[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, args, { stdio: ["ignore", "ignore", "pipe"], signal });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Not permitted on some systems: the thread limit still applies.
      }
    }
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`));
    });
  });
}
