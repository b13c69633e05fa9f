import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { FFMPEG_PATH } from "../../storage/probe.ts";
import { cardArt } from "../art/compose.ts";
import type { Palette } from "../art/palette.ts";

const run = promisify(execFile);

/** ffmpeg quietly, one thread: the seed runs beside the server on two cores. */
async function ffmpeg(args: string[]): Promise<void> {
  await run(FFMPEG_PATH, ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    timeout: 60_000,
  });
}

export interface VideoClip {
  heading: string;
  palette: Palette;
  seconds: number;
  /** Hz of the quiet tone on the sound track. */
  tone: number;
}

/**
 * A short 640×360 H.264/AAC MP4: a title slide (drawn like the other demo images, so text
 * rendering does not depend on ffmpeg's fonts), a progress bar growing along the bottom, and
 * a quiet tone. `faststart` puts the index first so browsers can play while downloading.
 */
export async function makeVideo(clip: VideoClip, workDir: string, name: string): Promise<Buffer> {
  const slide = path.join(workDir, `${name}.png`);
  const out = path.join(workDir, `${name}.mp4`);
  const svg = cardArt({
    title: clip.heading,
    palette: clip.palette,
    width: 640,
    height: 360,
    label: "VIDEO BÀI GIẢNG",
    footnote: "Video minh hoạ",
  });
  await writeFile(slide, await sharp(Buffer.from(svg)).png().toBuffer());
  const s = String(clip.seconds);
  await ffmpeg([
    ...["-loop", "1", "-framerate", "25", "-t", s, "-i", slide],
    ...["-f", "lavfi", "-i", `color=c=0xfacc15:s=640x6:r=25:d=${s}`],
    ...["-f", "lavfi", "-i", `sine=frequency=${clip.tone}:duration=${s}`],
    "-filter_complex",
    `[0:v][1:v]overlay=x='-W+W*t/${s}':y=H-6:eval=frame,format=yuv420p[v];[2:a]volume=0.2[a]`,
    ...["-map", "[v]", "-map", "[a]", "-t", s],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "28", "-threads", "1"],
    ...["-c:a", "aac", "-b:a", "64k", "-movflags", "+faststart", out],
  ]);
  return readFile(out);
}

export interface AudioClip {
  seconds: number;
  /** A soft major chord, in Hz. */
  chord: [number, number, number];
}

/** A short MP3 of a slowly pulsing chord, with fades so that it does not click. */
export async function makeAudio(clip: AudioClip, workDir: string, name: string): Promise<Buffer> {
  const out = path.join(workDir, `${name}.mp3`);
  const [a, b, c] = clip.chord;
  const s = clip.seconds;
  const expr = `0.22*sin(2*PI*${a}*t)*(0.65+0.35*sin(2*PI*0.5*t))+0.14*sin(2*PI*${b}*t)+0.12*sin(2*PI*${c}*t)`;
  await ffmpeg([
    ...["-f", "lavfi", "-i", `aevalsrc='${expr}':s=44100:d=${s}`],
    ...["-af", `afade=t=in:d=0.5,afade=t=out:st=${s - 1}:d=1`],
    ...["-c:a", "libmp3lame", "-b:a", "64k", out],
  ]);
  return readFile(out);
}
