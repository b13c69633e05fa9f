import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it, vi } from "vitest";
import { renditionsFor } from "./hls.ts";
import { pdfPageCount } from "./probe.ts";
import {
  HEAD_BYTES,
  INCOMING_FOLDER,
  receiveUpload,
  sweepIncoming,
  UploadTooLargeError,
} from "./receive.ts";

const dir = mkdtempSync(path.join(tmpdir(), "hv-streaming-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHUNK = 1 << 20; // what pdfPageCount reads at a time

describe("pdfPageCount over a file read in chunks", () => {
  it("counts page objects that straddle a chunk boundary exactly once", async () => {
    const filler = (n: number) => "x".repeat(n);
    // Page 1 in the first chunk, page 2 cut by the boundary, "/Type /Pages" ending right at the
    // boundary with its "s" in the next chunk (must not count), page 3 near the end.
    const text =
      `%PDF-1.4 /Type /Page ${filler(CHUNK - 40)}/Type /Pa` +
      `ge ${filler(CHUNK - 14)}/Type /Page` +
      `s ${filler(500)}/Type\n/Page>>`;
    const file = path.join(dir, "boundaries.pdf");
    writeFileSync(file, text, "latin1");
    expect(Buffer.byteLength(text, "latin1")).toBeGreaterThan(2 * CHUNK);
    expect(await pdfPageCount(file)).toBe(3);
    expect(await pdfPageCount(Buffer.from(text, "latin1"))).toBe(3);
  });

  it("falls back to the page tree's count, then to null", async () => {
    expect(await pdfPageCount(Buffer.from("%PDF-1.5 /Count 4 /Count 12"))).toBe(12);
    expect(await pdfPageCount(Buffer.from("%PDF-1.5 nothing"))).toBeNull();
  });
});

describe("receiveUpload", () => {
  const incoming = path.join(dir, INCOMING_FOLDER);

  it("streams into a temporary file and keeps only the first bytes in memory", async () => {
    const data = Buffer.alloc(HEAD_BYTES * 3, 7);
    data.write("%PDF-", 0, "latin1");
    const received = await receiveUpload(
      Readable.from([data.subarray(0, 1000), data.subarray(1000)]),
      {
        mediaDir: dir,
        maxBytes: data.length,
      },
    );
    expect(received.size).toBe(data.length);
    expect(received.head).toEqual(data.subarray(0, HEAD_BYTES));
    expect(path.dirname(received.tempPath)).toBe(incoming);
    rmSync(received.tempPath);
  });

  it("stops past the limit and removes what it wrote", async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1000));
    await expect(
      receiveUpload(Readable.from(chunks), { mediaDir: dir, maxBytes: 4500 }),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(readdirSync(incoming)).toEqual([]);
  });

  it("removes what it wrote when the source fails", async () => {
    const source = new Readable({ read() {} });
    const receiving = receiveUpload(source, { mediaDir: dir, maxBytes: 1e6 });
    source.push(Buffer.alloc(100));
    await vi.waitFor(() => expect(readdirSync(incoming)).toHaveLength(1));
    source.destroy(new Error("client went away"));
    await expect(receiving).rejects.toThrow("client went away");
    expect(readdirSync(incoming)).toEqual([]);
  });

  it("sweeps only leftovers older than the given age", async () => {
    writeFileSync(path.join(incoming, "old.part"), "x");
    writeFileSync(path.join(incoming, "new.part"), "x");
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    utimesSync(path.join(incoming, "old.part"), dayAgo, dayAgo);
    await sweepIncoming(dir, 24 * 3600 * 1000);
    expect(readdirSync(incoming)).toEqual(["new.part"]);
  });
});

describe("renditionsFor", () => {
  it("never upscales, and gives a small source one rendition at its own height", () => {
    const names = (h: number) => renditionsFor(h).map((r) => r.name);
    expect(names(1080)).toEqual(["360p", "720p"]);
    expect(names(720)).toEqual(["360p", "720p"]);
    expect(names(480)).toEqual(["360p"]);
    expect(names(241)).toEqual(["240p"]);
  });
});
