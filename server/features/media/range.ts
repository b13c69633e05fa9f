import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyReply } from "fastify";
import { notFound } from "../../lib/app-error.ts";

/**
 * Sends a file with HTTP Range support (RFC 9110 §14): one byte range gives 206 with exactly
 * those bytes, a range past the end 416, several ranges or none the whole file (a server may
 * ignore Range). Players seek in video and audio this way, and pdf.js reads large PDFs so.
 */

export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

/** The single byte range a Range header asks for in a file of `size` bytes. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null; // another unit, or several ranges: answered with the whole file
  const [, first = "", last = ""] = m;
  if (first === "" && last === "") return null;
  if (first === "") {
    // "-500": the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** `inline` or `attachment; filename…`; left out when undefined. */
  disposition?: string;
  range: string | undefined;
  ifRange: string | undefined;
}

export async function sendFile(reply: FastifyReply, file: string, options: SendFileOptions) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  reply.headers({
    "content-type": options.contentType,
    "cache-control": options.cacheControl,
    "accept-ranges": "bytes",
    etag,
    "last-modified": info.mtime.toUTCString(),
    "x-content-type-options": "nosniff",
  });
  if (options.disposition) reply.header("content-disposition", options.disposition);
  // If-Range: the range only applies to the version the client already has part of.
  const sameVersion = options.ifRange === undefined || options.ifRange === etag;
  const range = sameVersion ? parseRange(options.range, info.size) : null;
  if (range === "unsatisfiable") {
    return reply
      .status(416)
      .header("content-range", `bytes */${info.size}`)
      .header("content-length", 0)
      .send();
  }
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
      .header("content-length", range.end - range.start + 1);
    return reply.send(createReadStream(file, { start: range.start, end: range.end }));
  }
  reply.header("content-length", info.size);
  return reply.send(createReadStream(file));
}
