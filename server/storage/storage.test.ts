import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { assetUrl, MEDIA_BASE_PATH, modernCopyUrl } from "../../shared/media.ts";
import { AppError } from "../lib/app-error.ts";
import { buildPdf } from "../seed/media/pdf.ts";
import { FFMPEG_PATH } from "./probe.ts";
import { removeStoredFiles, type StoredImageRow, storeFile, storeImage } from "./storage.ts";

const mediaDir = mkdtempSync(path.join(tmpdir(), "hv-storage-"));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const NOW = new Date("2026-11-22T07:00:00.000Z");

/** Where an asset URL of shared/media.ts points on disk. */
const urlToFile = (url: string) => path.join(mediaDir, url.slice(MEDIA_BASE_PATH.length));

function allFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A photo-like JPEG carrying camera metadata, the kind of upload EXIF leaks come from. */
function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`;
  const image = sharp(Buffer.from(svg)).withExif({
    IFD0: { Make: "DemoCam", Model: "X100", Artist: "Secret Person" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "21/1 1/1 0/1" },
  });
  return (orientation ? image.withMetadata({ orientation }) : image)
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe("storeImage", () => {
  let row: StoredImageRow;

  it("stores the original and its variants, and returns the row to insert", async () => {
    const input = await photo(1600, 900);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    row = await storeImage({
      mediaDir,
      data: input,
      title: "Ảnh bìa Lập trình",
      creatorId: 7,
      now: NOW,
    });

    expect(row).toMatchObject({
      title: "Ảnh bìa Lập trình",
      path: "images/2026/11/",
      extension: ".jpg",
      mime_type: "image/jpeg",
      width: 1600,
      height: 900,
      ratio: 1.7778,
      creator_id: 7,
      create_time: NOW.toISOString(),
      search_text: "anh bia lap trinh",
      vector_graphic: null,
    });
    expect(row.basename).toMatch(/^[a-z0-9]{12}$/);
    expect(JSON.parse(row.variants)).toEqual({
      "0w": 1600,
      "100w": 100,
      "320w": 320,
      "640w": 640,
      "960w": 960,
      "1280w": 1280,
    });
    expect(row.size).toBe(statSync(urlToFile(assetUrl(row))).size);
  });

  it("writes a file for every variant URL, of that width, without metadata", async () => {
    const variants = JSON.parse(row.variants) as Record<string, number>;
    for (const [key, width] of Object.entries(variants)) {
      const url = assetUrl(row, Number.parseInt(key, 10));
      expect(url).toMatch(
        key === "0w" ? /^\/media\/images\/2026\/11\/[a-z0-9]{12}\.jpg$/ : /-\d+w\.jpg$/,
      );
      const meta = await sharp(urlToFile(url)).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    // 1920 is not made: the original is narrower.
    expect(existsSync(urlToFile(assetUrl(row, 1920)))).toBe(false);
  });

  it("writes an AVIF copy of the original and every variant but the placeholder (051)", async () => {
    for (const width of [0, 320, 640, 960, 1280]) {
      const url = modernCopyUrl(row, width);
      expect(url).toMatch(width ? new RegExp(`-${width}w\\.avif$`) : /\/[a-z0-9]{12}\.avif$/);
      const meta = await sharp(urlToFile(url)).metadata();
      expect([meta.format, meta.compression, meta.width]).toEqual(["heif", "av1", width || 1600]);
      expect(meta.exif).toBeUndefined();
      expect(statSync(urlToFile(url)).size).toBeLessThan(
        statSync(urlToFile(assetUrl(row, width))).size,
      );
    }
    expect(existsSync(urlToFile(modernCopyUrl(row, 100)))).toBe(false);
  });

  it("turns EXIF-rotated photos upright before measuring them", async () => {
    // Orientation 6: stored landscape, shown portrait.
    const upright = await storeImage({
      mediaDir,
      data: await photo(1200, 800, 6),
      title: "Chân dung",
      creatorId: null,
    });
    expect([upright.width, upright.height]).toEqual([800, 1200]);
    expect(Object.keys(JSON.parse(upright.variants))).toEqual(["0w", "100w", "320w", "640w"]);
    const meta = await sharp(urlToFile(assetUrl(upright))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([800, 1200, undefined]);
  });

  it("keeps PNG as PNG and makes no variant wider than a small original", async () => {
    const png = await sharp({
      create: {
        width: 240,
        height: 160,
        channels: 4,
        background: { r: 0, g: 128, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const small = await storeImage({ mediaDir, data: png, title: "Logo", creatorId: null });
    expect(small).toMatchObject({
      extension: ".png",
      mime_type: "image/png",
      width: 240,
      height: 160,
    });
    expect(JSON.parse(small.variants)).toEqual({ "0w": 240, "100w": 100 });
    expect((await sharp(urlToFile(assetUrl(small, 100))).metadata()).format).toBe("png");
    // Its AVIF copy keeps the transparency.
    const copy = await sharp(urlToFile(modernCopyUrl(small))).metadata();
    expect([copy.compression, copy.width, copy.hasAlpha]).toEqual(["av1", 240, true]);
  });

  it("makes no AVIF copy of a GIF or a WebP", async () => {
    const still = sharp({ create: { width: 400, height: 200, channels: 3, background: "#08f" } });
    for (const data of [await still.clone().gif().toBuffer(), await still.webp().toBuffer()]) {
      const stored = await storeImage({ mediaDir, data, title: "x", creatorId: null });
      const files = allFiles(path.join(mediaDir, stored.path)).filter((f) =>
        path.basename(f).startsWith(stored.basename),
      );
      expect(files.some((f) => f.endsWith(".avif"))).toBe(false);
    }
  });

  it("refuses data that is not an image, writing nothing", async () => {
    const before = allFiles(mediaDir).length;
    await expect(
      storeImage({ mediaDir, data: Buffer.from("not an image"), title: "x", creatorId: null }),
    ).rejects.toBeInstanceOf(AppError);
    expect(allFiles(mediaDir).length).toBe(before);
  });

  it("removes every file of a row", async () => {
    const files = Object.keys(JSON.parse(row.variants)).map((k) =>
      urlToFile(assetUrl(row, Number.parseInt(k, 10))),
    );
    files.push(urlToFile(modernCopyUrl(row)), urlToFile(modernCopyUrl(row, 1280)));
    expect(files.every((f) => existsSync(f))).toBe(true);
    await removeStoredFiles(mediaDir, row);
    expect(files.some((f) => existsSync(f))).toBe(false);
  });
});

describe("storeFile", () => {
  const run = promisify(execFile);

  async function ffmpegClip(args: string[], extension: string): Promise<Buffer> {
    const out = path.join(mediaDir, `clip-${Date.now()}${extension}`);
    await run(FFMPEG_PATH, ["-hide_banner", "-loglevel", "error", "-y", ...args, out]);
    const data = readFileSync(out);
    rmSync(out);
    return data;
  }

  it("stores a video with its duration and size", async () => {
    const data = await ffmpegClip(
      [
        ...["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=10:duration=2"],
        ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
        ...[
          "-c:v",
          "libx264",
          "-preset",
          "ultrafast",
          "-pix_fmt",
          "yuv420p",
          "-c:a",
          "aac",
          "-shortest",
        ],
      ],
      ".mp4",
    );
    const video = await storeFile({
      mediaDir,
      kind: "video",
      data,
      title: "Bài giảng",
      creatorId: 1,
      now: NOW,
    });
    expect(video).toMatchObject({
      path: "videos/2026/11/",
      extension: ".mp4",
      mime_type: "video/mp4",
      width: 320,
      height: 180,
      hls_status: "NONE",
      size: data.length,
      search_text: "bai giang",
    });
    expect(video.duration).toBeCloseTo(2, 0);
    expect(existsSync(urlToFile(assetUrl(video)))).toBe(true);
  });

  it("stores an MP3 with its duration", async () => {
    const data = await ffmpegClip(
      ["-f", "lavfi", "-i", "sine=frequency=330:duration=3", "-c:a", "libmp3lame", "-b:a", "48k"],
      ".mp3",
    );
    const audio = await storeFile({
      mediaDir,
      kind: "audio",
      data,
      title: "Podcast",
      creatorId: null,
    });
    expect(audio).toMatchObject({ extension: ".mp3", mime_type: "audio/mpeg" });
    expect(audio.path).toMatch(/^audios\/\d{4}\/\d{2}\/$/);
    expect(audio.duration).toBeCloseTo(3, 0);
  });

  it("stores a PDF with its page count", async () => {
    const data = buildPdf({
      title: "Test",
      pages: [
        { heading: "One", lines: ["a"] },
        { heading: "Two", lines: ["b"] },
      ],
    });
    const document = await storeFile({
      mediaDir,
      kind: "document",
      data,
      title: "Tài liệu",
      creatorId: null,
    });
    expect(document).toMatchObject({
      extension: ".pdf",
      mime_type: "application/pdf",
      page_count: 2,
    });
    expect(document.path).toMatch(/^documents\//);
  });

  it("refuses a file of another kind, leaving nothing behind", async () => {
    const pdf = buildPdf({ title: "x", pages: [{ heading: "x", lines: [] }] });
    const before = allFiles(mediaDir).length;
    await expect(
      storeFile({ mediaDir, kind: "video", data: pdf, title: "x", creatorId: null }),
    ).rejects.toBeInstanceOf(AppError);
    // An MP4 container without a video stream is not a video.
    const silent = await ffmpegClip(
      ["-f", "lavfi", "-i", "sine=duration=1", "-c:a", "aac", "-f", "mp4"],
      ".mp4",
    );
    await expect(
      storeFile({ mediaDir, kind: "video", data: silent, title: "x", creatorId: null }),
    ).rejects.toBeInstanceOf(AppError);
    expect(allFiles(mediaDir).length).toBe(before);
  });
});
