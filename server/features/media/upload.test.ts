import { once } from "node:events";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createImage, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import {
  filesUnder,
  multipart,
  sampleAudio,
  sampleDocx,
  sampleJpeg,
  samplePdf,
  sampleVideo,
  tempDataDir,
  uploadBody,
} from "./test-support.ts";

const UPLOAD = "/api/media/upload?locale=en";
const MEDIA_TABLES = ["image", "video", "audio", "document"] as const;

describe.each(engines())("media upload on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let mediaDir: string;
  const cookies = {} as Record<"manager" | "writer" | "trial" | "client", { cookie: string }>;
  const fixtures = {} as Record<"jpeg" | "video" | "audio", Buffer>;

  beforeAll(async () => {
    dataDir = tempDataDir("upload");
    mediaDir = path.join(dataDir, "media");
    t = await createTestApp(engine, {
      env: { DATA_DIR: dataDir, MAX_UPLOAD_IMAGE_MB: "0.5", MAX_UPLOAD_DOCUMENT_MB: "1" },
    });
    for (const [name, role] of [
      ["manager", "CONTENT_MANAGER"],
      ["writer", "CONTENT_WRITER"],
      ["trial", "ADMIN_TRIAL"],
      ["client", "CLIENT"],
    ] as const) {
      cookies[name] = await signIn(t, (await createUser(t.db, { role })).id);
    }
    [fixtures.jpeg, fixtures.video, fixtures.audio] = await Promise.all([
      sampleJpeg(),
      sampleVideo(),
      sampleAudio(),
    ]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (body: ReturnType<typeof multipart>, who: keyof typeof cookies = "manager") =>
    t.app.inject({
      method: "POST",
      url: UPLOAD,
      headers: { ...body.headers, ...cookies[who] },
      payload: body.payload,
    });

  async function rowCounts() {
    const counts: Record<string, number> = {};
    for (const table of MEDIA_TABLES) {
      const rows = await t.db.selectFrom(table).select("id").execute();
      counts[table] = rows.length;
    }
    return counts;
  }

  /** Runs a refused upload and checks that it left no file and no row. */
  async function refused(body: ReturnType<typeof multipart>, status: number, message: string) {
    const files = filesUnder(mediaDir);
    const rows = await rowCounts();
    const response = await upload(body);
    expect(response.json()).toMatchObject({ error: { message } });
    expect(response.statusCode).toBe(status);
    expect(filesUnder(mediaDir)).toEqual(files);
    expect(await rowCounts()).toEqual(rows);
  }

  it("stores an image with its variants and answers the listed record", async () => {
    const response = await upload(uploadBody("image", "Ảnh bìa.jpg", fixtures.jpeg));
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item).toMatchObject({
      title: "Ảnh bìa",
      extension: ".jpg",
      mime_type: "image/jpeg",
      width: 800,
      height: 500,
      variants: { "0w": 800, "100w": 100, "320w": 320, "640w": 640 },
    });
    const row = await t.db
      .selectFrom("image")
      .selectAll()
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row.creator_id).not.toBeNull();
    const files = filesUnder(mediaDir).filter((f) => f.includes(row.basename));
    // The original, 100w, 320w and 640w, and the AVIF copies of all but 100w (decision 051).
    expect(files.filter((f) => f.endsWith(".jpg"))).toHaveLength(4);
    expect(files.filter((f) => f.endsWith(".avif"))).toHaveLength(3);
    expect(files).toHaveLength(7);
    const served = await t.app.inject(`/media/${row.path}${row.basename}-320w.jpg`);
    expect(served.statusCode).toBe(200);
    const copy = await t.app.inject(`/media/${row.path}${row.basename}-320w.avif`);
    expect([copy.statusCode, copy.headers["content-type"]]).toEqual([200, "image/avif"]);
  });

  it("lists uploads through the generic list API, searched by title with or without accents", async () => {
    const search = (term: string, who: keyof typeof cookies = "manager") =>
      t.app.inject({
        url: `/api/image/list?search=${encodeURIComponent(term)}`,
        headers: cookies[who],
      });
    await upload(uploadBody("image", "a.jpg", fixtures.jpeg, "Sơ đồ Lập trình"));
    const found = await search("so do LAP TRINH");
    expect(found.statusCode).toBe(200);
    expect(found.json().data.items.map((i: { title: string }) => i.title)).toEqual([
      "Sơ đồ Lập trình",
    ]);
    expect((await search("không có")).json().data.items).toEqual([]);
    // The media library is a staff screen.
    expect((await search("so do", "client")).statusCode).toBe(403);
  });

  it("stores a clean SVG, kept as vector_graphic too", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0a0"/></svg>',
    );
    const response = await upload(uploadBody("image", "logo.svg", svg, "Logo"));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: "Logo",
      extension: ".svg",
      mime_type: "image/svg+xml",
      width: 40,
      height: 20,
      variants: { "0w": 40 },
      vector_graphic:
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0a0"/></svg>',
    });
  });

  it("sanitizes vector_graphic again when it is read", async () => {
    const image = await createImage(t.db, {
      extension: ".svg",
      vector_graphic:
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="2"/></svg>',
    });
    const response = await t.app.inject({
      url: `/api/image/get?id=${image.id}`,
      headers: cookies.manager,
    });
    expect(response.json().data.items[0].vector_graphic).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>',
    );
  });

  it("stores a video and queues its HLS transcoding with it", async () => {
    const response = await upload(uploadBody("video", "bai-1.mp4", fixtures.video, "Bài 1"));
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item).toMatchObject({ extension: ".mp4", mime_type: "video/mp4", width: 320 });
    expect(item.hls_status).toBe("PENDING");
    expect(item.duration).toBeCloseTo(1, 0);
    const jobs = await t.db.selectFrom("job").select(["name", "payload"]).execute();
    expect(jobs.map((j) => [j.name, JSON.parse(j.payload)])).toContainEqual([
      "media.transcode-video",
      { videoId: item.id },
    ]);
  });

  it("stores an audio clip with its duration", async () => {
    const response = await upload(uploadBody("audio", "podcast.mp3", fixtures.audio));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: "podcast", mime_type: "audio/mpeg" });
  });

  it("stores a PDF with its page count and an office file for download", async () => {
    const pdf = await upload(uploadBody("document", "giao-trinh.pdf", samplePdf(3)));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data).toMatchObject({ mime_type: "application/pdf", page_count: 3 });
    const docx = await upload(uploadBody("document", "bai-tap.docx", sampleDocx()));
    expect(docx.statusCode).toBe(200);
    expect(docx.json().data).toMatchObject({ extension: ".docx", page_count: null });
  });

  it("refuses files whose bytes are not of the kind, whatever their name says", async () => {
    await refused(
      uploadBody("image", "photo.jpg", Buffer.from("plain text")),
      400,
      "Invalid type: application/octet-stream",
    );
    await refused(
      uploadBody("video", "lecture.mp4", samplePdf()),
      400,
      "Invalid type: application/pdf",
    );
    await refused(
      uploadBody("document", "slides.pdf", fixtures.jpeg),
      400,
      "Invalid type: image/jpeg",
    );
    await refused(uploadBody("audio", "song.mp3", fixtures.jpeg), 400, "Invalid type: image/jpeg");
  });

  it("refuses an image bomb from its header, without decoding it", async () => {
    const bomb = await pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(4096);
    const before = process.memoryUsage().rss;
    await refused(
      uploadBody("image", "bom.png", bomb),
      400,
      "This image is too large: at most 40 megapixels",
    );
    // 900 megapixels decoded would be gigabytes; refused from the header, memory stays flat.
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses a name with an extension the kind does not take", async () => {
    await refused(uploadBody("document", "notes.exe", samplePdf()), 400, "Invalid extension: .exe");
  });

  it("refuses a file over the kind's limit while it streams", async () => {
    const big = Buffer.concat([fixtures.jpeg, Buffer.alloc(600 * 1024)]);
    // Said as the limit, not as if it were the file's size.
    await refused(uploadBody("image", "big.jpg", big), 400, "Images up to 512 KB");
    const bigPdf = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024)]);
    await refused(uploadBody("document", "big.pdf", bigPdf), 400, "Files up to 1 MB");
  });

  it("refuses an SVG that carries a script", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
    );
    await refused(
      uploadBody("image", "x.svg", svg),
      400,
      "This SVG file is not accepted: it contains <script>",
    );
    const handler = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await refused(
      uploadBody("image", "y.svg", handler),
      400,
      "This SVG file is not accepted: it contains event handlers",
    );
  });

  it("refuses a file name with a path in it", async () => {
    await refused(uploadBody("image", "../../app.db.jpg", fixtures.jpeg), 400, "Invalid file name");
    await refused(uploadBody("image", "..\\evil.jpg", fixtures.jpeg), 400, "Invalid file name");
  });

  it("keeps nothing of a body that ends in the middle of the file", async () => {
    const body = multipart(
      [
        { name: "kind", value: "video" },
        { name: "file", file: { filename: "cut.mp4", data: fixtures.video } },
      ],
      400 + Math.floor(fixtures.video.length / 2),
    );
    await refused(body, 400, "Upload failed");
  });

  it("keeps nothing when the client hangs up during the upload", async () => {
    const rows = await rowCounts();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const body = uploadBody(
      "video",
      "long.mp4",
      Buffer.concat([fixtures.video, Buffer.alloc(4 << 20)]),
    );
    const socket = connect(Number(port), "127.0.0.1");
    await once(socket, "connect");
    socket.write(
      `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookies.manager.cookie}\r\n` +
        `Content-Type: ${body.headers["content-type"]}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, 1 << 20));
    const incoming = path.join(mediaDir, ".incoming");
    // The upload is being written to its temporary file…
    await vi.waitFor(() => expect(filesUnder(incoming)).toHaveLength(1), { timeout: 5000 });
    socket.destroy();
    // …which goes away with the connection, leaving no row either.
    await vi.waitFor(() => expect(filesUnder(incoming)).toEqual([]), { timeout: 5000 });
    expect(await rowCounts()).toEqual(rows);
  });

  it("asks for a kind and a file", async () => {
    await refused(
      multipart([{ name: "file", file: { filename: "a.jpg", data: fixtures.jpeg } }]),
      400,
      "Say which kind of file this is: image, video, audio or document",
    );
    await refused(multipart([{ name: "kind", value: "image" }]), 400, "No file was sent");
  });

  it("lets only content staff upload", async () => {
    const body = uploadBody("image", "a.jpg", fixtures.jpeg);
    const anonymous = await t.app.inject({ method: "POST", url: UPLOAD, ...body });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(body, "client")).statusCode).toBe(403);
    expect((await upload(body, "trial")).statusCode).toBe(403);
    expect((await upload(body, "writer")).statusCode).toBe(200);
  });
});

/** A real 16×16 PNG whose header then claims `width`×`height` (its CRC mended, so it parses). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 16, height: 16, channels: 3, background: "#ffffff" },
  })
    .png()
    .toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), data (13), CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
