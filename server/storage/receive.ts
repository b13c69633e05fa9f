import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Uploads arrive here first: streamed into a temporary file inside the media directory, so
 * that storing them is a rename on the same filesystem and never a copy, and so that a crash
 * leaves at worst a `.part` file that `sweepIncoming` removes later. Only the first bytes stay
 * in memory, to read the type from.
 */

/** Folder of the media directory that holds uploads still arriving; never served. */
export const INCOMING_FOLDER = ".incoming";
/** Enough for every signature check (OOXML lists its parts in the first entries). */
export const HEAD_BYTES = 64 * 1024;

export interface ReceivedFile {
  tempPath: string;
  size: number;
  /** The first HEAD_BYTES bytes. */
  head: Buffer;
}

/** The stream went past `maxBytes`; nothing was kept. */
export class UploadTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/**
 * Writes `source` to a new temporary file, counting bytes as they pass; past `maxBytes` the
 * stream is stopped with an UploadTooLargeError. On any failure (too large, the client went
 * away, the disk is full) the temporary file is removed before the error is thrown.
 */
export async function receiveUpload(
  source: Readable,
  { mediaDir, maxBytes }: { mediaDir: string; maxBytes: number },
): Promise<ReceivedFile> {
  const folder = path.join(mediaDir, INCOMING_FOLDER);
  await mkdir(folder, { recursive: true });
  const tempPath = path.join(folder, `${randomBytes(12).toString("hex")}.part`);
  let size = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new UploadTooLargeError(maxBytes));
        return;
      }
      if (headLength < HEAD_BYTES) {
        // A copy: keeping a slice would keep the whole chunk alive.
        const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
        head.push(part);
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(tempPath, { flags: "wx" }));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size, head: Buffer.concat(head) };
}

/** Removes temporary files older than `maxAgeMs`: uploads a crash or a kill left behind. */
export async function sweepIncoming(mediaDir: string, maxAgeMs: number, now = Date.now()) {
  const folder = path.join(mediaDir, INCOMING_FOLDER);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) await rm(file, { force: true });
  }
}
