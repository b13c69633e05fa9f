import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetUrl, hlsUrl, modernCopyUrl, type StoredFile } from "../../../shared/media.ts";
import {
  createArticle,
  createCourse,
  createDocument,
  createEnrollment,
  createImage,
  createLesson,
  createUser,
  createVideo,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { tempDataDir } from "./test-support.ts";

/** 10 000 bytes that differ from their neighbours, so that a wrong range shows. */
const BYTES = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7) % 251));
const SEGMENT = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 253));

type Who =
  | "anonymous"
  | "stranger"
  | "awaiting"
  | "cancelled"
  | "unverified"
  | "enrolled"
  | "completed"
  | "staff"
  | "trial";

describe.each(engines())("serving media on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let mediaDir: string;
  const cookies = {} as Record<Who, { cookie?: string }>;
  const urls = {} as Record<string, string>;

  function writeFile(relative: string, data: Buffer) {
    const file = path.join(mediaDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  }

  /** The MP4 and a READY HLS folder of a video row, on disk. */
  function writeVideo(video: StoredFile) {
    writeFile(`${video.path}${video.basename}${video.extension}`, BYTES);
    const hls = `${video.path}${video.basename}/hls/`;
    writeFile(`${hls}index.m3u8`, Buffer.from("#EXTM3U\n360p/index.m3u8\n"));
    writeFile(`${hls}360p/index.m3u8`, Buffer.from("#EXTM3U\nseg-00000.ts\n"));
    writeFile(`${hls}360p/seg-00000.ts`, SEGMENT);
  }

  beforeAll(async () => {
    dataDir = tempDataDir("serve");
    mediaDir = path.join(dataDir, "media");
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
    const course = await createCourse(t.db, { visibility: "PUBLIC" });
    const locked = await createVideo(t.db, { hls_status: "READY" });
    const preview = await createVideo(t.db, { hls_status: "READY" });
    await createLesson(t.db, { course_id: course.id, type: "VIDEO", video_id: locked.id });
    await createLesson(t.db, {
      course_id: course.id,
      type: "VIDEO",
      video_id: preview.id,
      is_preview: 1,
    });
    writeVideo(locked);
    writeVideo(preview);
    urls.file = assetUrl(locked);
    urls.playlist = hlsUrl(locked);
    urls.segment = `${hlsUrl(locked).replace("index.m3u8", "")}360p/seg-00000.ts`;
    urls.previewFile = assetUrl(preview);
    urls.previewPlaylist = hlsUrl(preview);
    urls.previewSegment = `${hlsUrl(preview).replace("index.m3u8", "")}360p/seg-00000.ts`;

    const pdf = await createDocument(t.db, { title: "Giáo trình Lập trình" });
    await createLesson(t.db, { course_id: course.id, type: "DOCUMENT", document_id: pdf.id });
    writeFile(`${pdf.path}${pdf.basename}.pdf`, BYTES);
    urls.pdf = assetUrl(pdf);

    cookies.anonymous = {};
    for (const [who, role, status] of [
      ["stranger", "CLIENT", null],
      ["awaiting", "CLIENT", "AWAITING_PAYMENT"],
      ["cancelled", "CLIENT", "CANCELLED"],
      // An ACTIVE enrollment of an account whose e-mail is not verified yet (PENDING).
      ["unverified", "CLIENT", "ACTIVE"],
      ["enrolled", "CLIENT", "ACTIVE"],
      ["completed", "CLIENT", "COMPLETED"],
      ["staff", "CONTENT_WRITER", null],
      ["trial", "ADMIN_TRIAL", null],
    ] as const) {
      const user = await createUser(t.db, {
        role,
        status: who === "unverified" ? "PENDING" : "ACTIVE",
      });
      if (status) await createEnrollment(t.db, { user_id: user.id, course_id: course.id, status });
      cookies[who] = await signIn(t, user.id);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, who: Who = "anonymous", headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...cookies[who] } });

  describe("the lesson-media access matrix", () => {
    const lockedCases: [Who, number][] = [
      ["anonymous", 403],
      ["stranger", 403],
      ["awaiting", 403],
      ["cancelled", 403],
      ["unverified", 403],
      ["enrolled", 200],
      ["completed", 200],
      ["staff", 200],
      ["trial", 200],
    ];
    it.each(
      ["file", "playlist", "segment"].flatMap((resource) =>
        lockedCases.map(([who, status]) => [resource, who, status] as const),
      ),
    )("a locked lesson's %s: %s gets %i", async (resource, who, status) => {
      const response = await get(urls[resource] ?? "", who);
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json().error.code).toBe("FORBIDDEN");
    });

    it.each(["file", "playlist", "segment"])(
      "an enrolled student gets 206 for a range of the %s",
      async (resource) => {
        const response = await get(urls[resource] ?? "", "enrolled", { range: "bytes=2-9" });
        expect(response.statusCode).toBe(206);
        const whole = resource === "segment" ? SEGMENT : resource === "file" ? BYTES : null;
        if (whole) expect(response.rawPayload).toEqual(whole.subarray(2, 10));
      },
    );

    it.each(["previewFile", "previewPlaylist", "previewSegment"])(
      "a preview lesson's %s is open to anyone",
      async (resource) => {
        for (const who of ["anonymous", "stranger", "enrolled", "staff"] as const) {
          expect((await get(urls[resource] ?? "", who)).statusCode).toBe(200);
        }
      },
    );

    it("applies to documents too", async () => {
      expect((await get(urls.pdf ?? "")).statusCode).toBe(403);
      expect((await get(urls.pdf ?? "", "enrolled")).statusCode).toBe(200);
    });
  });

  describe("Range requests", () => {
    it("answers one range with 206 and exactly those bytes", async () => {
      const response = await get(urls.file ?? "", "staff", { range: "bytes=100-1099" });
      expect(response.statusCode).toBe(206);
      expect(response.headers["content-range"]).toBe("bytes 100-1099/10000");
      expect(response.headers["content-length"]).toBe("1000");
      expect(response.rawPayload).toEqual(BYTES.subarray(100, 1100));
    });

    it("reads open-ended and suffix ranges", async () => {
      const open = await get(urls.file ?? "", "staff", { range: "bytes=9990-" });
      expect(open.headers["content-range"]).toBe("bytes 9990-9999/10000");
      expect(open.rawPayload).toEqual(BYTES.subarray(9990));
      const suffix = await get(urls.file ?? "", "staff", { range: "bytes=-5" });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload).toEqual(BYTES.subarray(9995));
    });

    it("answers 416 past the end and the whole file for several ranges", async () => {
      const past = await get(urls.file ?? "", "staff", { range: "bytes=10000-" });
      expect(past.statusCode).toBe(416);
      expect(past.headers["content-range"]).toBe("bytes */10000");
      const several = await get(urls.file ?? "", "staff", { range: "bytes=0-1,5-6" });
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload).toEqual(BYTES);
    });

    it("answers HEAD with the length and no body", async () => {
      const response = await t.app.inject({
        method: "HEAD",
        url: urls.file ?? "",
        headers: cookies.staff,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-length"]).toBe("10000");
      expect(response.rawPayload.length).toBe(0);
    });

    it("ignores the range when If-Range names another version", async () => {
      const first = await get(urls.file ?? "", "staff");
      const etag = String(first.headers.etag);
      const same = await get(urls.file ?? "", "staff", { range: "bytes=0-9", "if-range": etag });
      expect(same.statusCode).toBe(206);
      const other = await get(urls.file ?? "", "staff", { range: "bytes=0-9", "if-range": '"x"' });
      expect(other.statusCode).toBe(200);
    });
  });

  describe("headers", () => {
    it("never lets a lesson file be cached, sniffed or run as a page", async () => {
      const response = await get(urls.file ?? "", "enrolled");
      expect(response.headers).toMatchObject({
        "content-type": "video/mp4",
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "accept-ranges": "bytes",
      });
      expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      expect(response.headers["content-security-policy"]).toMatch(/sandbox/);
      const playlist = await get(urls.playlist ?? "", "enrolled");
      expect(playlist.headers["content-type"]).toBe("application/vnd.apple.mpegurl");
      expect(playlist.headers["cache-control"]).toBe("private, no-store");
    });

    it("names a PDF by its title, inline, and offers office files as downloads", async () => {
      const pdf = await get(urls.pdf ?? "", "staff");
      expect(pdf.headers["content-disposition"]).toBe(
        `inline; filename="Giao trinh Lap trinh.pdf"; filename*=UTF-8''${encodeURIComponent("Giáo trình Lập trình.pdf")}`,
      );
      const docx = await createDocument(t.db, {
        extension: ".docx",
        mime_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      });
      writeFile(`${docx.path}${docx.basename}.docx`, BYTES);
      const download = await get(assetUrl(docx), "staff");
      expect(download.headers["content-disposition"]).toMatch(/^attachment; filename=/);
    });

    it("serves images to anyone, cached for a year", async () => {
      const image = await createImage(t.db);
      writeFile(`${image.path}${image.basename}-320w.jpg`, BYTES);
      const response = await get(assetUrl(image, 320));
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        "content-type": "image/jpeg",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
      expect(response.headers["content-security-policy"]).toMatch(/sandbox/);
      expect((await get(assetUrl(image, 640))).statusCode).toBe(404);
    });
  });

  describe("AVIF copies of images stored before decision 051", () => {
    async function jpegVariant(image: StoredFile, width: number) {
      const jpeg = await sharp({
        create: { width, height: width / 2, channels: 3, background: "#1d4ed8" },
      })
        .jpeg()
        .toBuffer();
      writeFile(`${image.path}${image.basename}-${width}w.jpg`, jpeg);
    }

    it("makes the missing copy on the first request, typed and cached like other images", async () => {
      const image = await createImage(t.db);
      await jpegVariant(image, 320);
      const [first, second] = await Promise.all([
        get(modernCopyUrl(image, 320)),
        get(modernCopyUrl(image, 320)),
      ]);
      expect(first.statusCode).toBe(200);
      expect(first.headers).toMatchObject({
        "content-type": "image/avif",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.format, meta.compression, meta.width]).toEqual(["heif", "av1", 320]);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const folder = readdirSync(path.join(mediaDir, image.path));
      expect(folder.filter((f) => f.startsWith(`${image.basename}-320w.avif`))).toEqual([
        `${image.basename}-320w.avif`,
      ]);
      expect((await get(modernCopyUrl(image, 320))).rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it("answers 404, not 500, for what is no copy of a stored variant", async () => {
      const image = await createImage(t.db);
      await jpegVariant(image, 320);
      const gif = await createImage(t.db, { extension: ".gif", mime_type: "image/gif" });
      writeFile(`${gif.path}${gif.basename}-320w.gif`, BYTES);
      const broken = await createImage(t.db);
      writeFile(`${broken.path}${broken.basename}-320w.jpg`, BYTES);
      for (const url of [
        modernCopyUrl(image, 640), // not one of its variants
        modernCopyUrl(image, 100), // the placeholder has none
        modernCopyUrl(image), // its original's file is missing
        modernCopyUrl({ ...image, basename: "nothing" }, 320),
        modernCopyUrl(gif, 320),
        modernCopyUrl(broken, 320), // not a picture
      ]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
      expect(
        readdirSync(path.join(mediaDir, image.path)).filter((f) => f.endsWith(".part")),
      ).toEqual([]);
    });
  });

  describe("what is not served", () => {
    it.each([
      "/media/images/..%2F..%2Fapp.db",
      "/media/images/2026/../../app.db",
      "/media/.incoming/abc.part",
      "/media/videos/2026/11/nothing.mp4",
      "/media/images/2026/11/UPPER.jpg",
    ])("%s is not found", async (url) => {
      expect((await get(url, "staff")).statusCode).toBe(404);
    });

    it("has no HLS before the transcode is ready", async () => {
      const video = await createVideo(t.db, { hls_status: "PROCESSING" });
      writeVideo(video);
      expect((await get(hlsUrl(video), "staff")).statusCode).toBe(404);
      // The MP4 plays meanwhile, with Range.
      expect((await get(assetUrl(video), "staff", { range: "bytes=0-1" })).statusCode).toBe(206);
    });
  });

  describe("media no lesson uses", () => {
    it("is for staff only when nothing uses it", async () => {
      const video = await createVideo(t.db);
      writeVideo(video);
      expect((await get(assetUrl(video), "enrolled")).statusCode).toBe(403);
      expect((await get(assetUrl(video), "staff")).statusCode).toBe(200);
    });

    it("follows the visibility of the article or course that embeds it", async () => {
      const inArticle = await createVideo(t.db);
      const inPrivateCourse = await createVideo(t.db);
      writeVideo(inArticle);
      writeVideo(inPrivateCourse);
      const embed = (url: string) =>
        JSON.stringify({
          blocks: [
            {
              key: "a",
              type: "atomic",
              text: " ",
              depth: 0,
              inlineStyleRanges: [],
              entityRanges: [{ offset: 0, length: 1, key: 0 }],
              data: {},
            },
          ],
          entityMap: { "0": { type: "VIDEO", mutability: "IMMUTABLE", data: { src: url } } },
        });
      await createArticle(t.db, { visibility: "PUBLIC", content: embed(assetUrl(inArticle)) });
      const hidden = await createCourse(t.db, {
        visibility: "PRIVATE",
        introduction: embed(assetUrl(inPrivateCourse)),
      });
      expect((await get(assetUrl(inArticle))).statusCode).toBe(200);
      expect((await get(assetUrl(inPrivateCourse))).statusCode).toBe(403);
      const student = await createUser(t.db);
      await createEnrollment(t.db, { user_id: student.id, course_id: hidden.id });
      const cookie = await signIn(t, student.id);
      const enrolled = await t.app.inject({ url: assetUrl(inPrivateCourse), headers: cookie });
      expect(enrolled.statusCode).toBe(200);
    });
  });
});
