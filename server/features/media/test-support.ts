import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { buildPdf } from "../../seed/media/pdf.ts";
import { FFMPEG_PATH } from "../../storage/probe.ts";

/**
 * Test helpers of the media feature (used by its *.test.ts files only): multipart bodies built
 * by hand, so that a test controls every byte (a broken end, a file name with "../"), small real
 * media files, and a look at what is on disk.
 */

export const BOUNDARY = "----hocviet-test-boundary";

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; type?: string };
}

/** A multipart/form-data body; `truncate` cuts it after that many bytes (a client gone away). */
export function multipart(parts: Part[], truncate?: number) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.file.data,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ""}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const body = Buffer.concat(chunks);
  return {
    payload: truncate === undefined ? body : body.subarray(0, truncate),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The usual upload: kind, optional title, then the file. */
export function uploadBody(kind: string, filename: string, data: Buffer, title?: string) {
  const parts: Part[] = [{ name: "kind", value: kind }];
  if (title !== undefined) parts.push({ name: "title", value: title });
  parts.push({ name: "file", file: { filename, data } });
  return multipart(parts);
}

/** Every file under a folder (the media directory), relative, sorted. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export function tempDataDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `hv-${prefix}-`));
}

const run = promisify(execFile);

async function ffmpegOutput(args: string[], extension: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), "hv-clip-"));
  const out = path.join(dir, `clip${extension}`);
  try {
    await run(FFMPEG_PATH, ["-hide_banner", "-loglevel", "error", "-y", ...args, out], {
      timeout: 60_000,
    });
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real H.264/AAC MP4 of `seconds` at `size` ("320x180"). */
export function sampleVideo(seconds = 1, size = "320x180"): Promise<Buffer> {
  return ffmpegOutput(
    [
      ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=10:duration=${seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-shortest", "-movflags", "+faststart", "-threads", "1"],
    ],
    ".mp4",
  );
}

export function sampleAudio(seconds = 1): Promise<Buffer> {
  return ffmpegOutput(
    ["-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}`, "-c:a", "libmp3lame"],
    ".mp3",
  );
}

export function samplePdf(pages = 2): Buffer {
  return buildPdf({
    title: "Tai lieu",
    pages: Array.from({ length: pages }, (_, i) => ({ heading: `Trang ${i + 1}`, lines: ["x"] })),
  });
}

export function sampleJpeg(width = 800, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .toBuffer();
}

/** What an Office Open XML file starts with: enough for the signature check of a download. */
export function sampleDocx(): Buffer {
  return Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from("....[Content_Types].xml....word/document.xml....", "latin1"),
  ]);
}
