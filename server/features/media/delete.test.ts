import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetUrl } from "../../../shared/media.ts";
import {
  createArticle,
  createCourse,
  createDocument,
  createImage,
  createLesson,
  createUser,
  createVideo,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { filesUnder, sampleJpeg, tempDataDir, uploadBody } from "./test-support.ts";

const DELETE = "/api/media/delete?locale=en";

describe.each(engines())("media delete on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let mediaDir: string;
  let jpeg: Buffer;
  const users = {} as Record<"manager" | "writer" | "otherWriter" | "trial", number>;
  const cookies = {} as Record<keyof typeof users, { cookie: string }>;

  beforeAll(async () => {
    dataDir = tempDataDir("delete");
    mediaDir = path.join(dataDir, "media");
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
    for (const [name, role] of [
      ["manager", "CONTENT_MANAGER"],
      ["writer", "CONTENT_WRITER"],
      ["otherWriter", "CONTENT_WRITER"],
      ["trial", "ADMIN_TRIAL"],
    ] as const) {
      users[name] = (await createUser(t.db, { role })).id;
      cookies[name] = await signIn(t, users[name]);
    }
    jpeg = await sampleJpeg(700, 400);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const remove = (kind: string, id: number, who: keyof typeof cookies = "manager") =>
    t.app.inject({ method: "POST", url: DELETE, headers: cookies[who], payload: { kind, id } });

  async function uploadImage(who: keyof typeof cookies): Promise<{ id: number; basename: string }> {
    const body = uploadBody("image", "anh.jpg", jpeg);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/media/upload",
      headers: { ...body.headers, ...cookies[who] },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  it("deletes an unused upload with every file it had", async () => {
    const image = await uploadImage("manager");
    // Four JPEG files and three AVIF copies (decision 051): all go.
    expect(filesUnder(mediaDir).filter((f) => f.includes(image.basename))).toHaveLength(7);
    const response = await remove("image", image.id);
    expect(response.statusCode).toBe(200);
    expect(filesUnder(mediaDir).filter((f) => f.includes(image.basename))).toEqual([]);
    const row = await t.db.selectFrom("image").select("id").where("id", "=", image.id).execute();
    expect(row).toEqual([]);
  });

  it("refuses an image still in use and says where", async () => {
    const image = await createImage(t.db);
    await createCourse(t.db, { name: "Lập trình Web", avatar_image_id: image.id });
    await createArticle(t.db, { name: "Tin mới", banner_image_id: image.id });
    const response = await remove("image", image.id);
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toMatch(/^This file is still in use: /);
    expect(error.message).toContain("course “Lập trình Web”");
    expect(error.message).toContain("article “Tin mới”");
    expect(error.details.usages).toHaveLength(2);
    expect(
      await t.db.selectFrom("image").select("id").where("id", "=", image.id).execute(),
    ).toHaveLength(1);
  });

  it("refuses a lesson's video and a document embedded in an article", async () => {
    const course = await createCourse(t.db);
    const video = await createVideo(t.db);
    await createLesson(t.db, {
      course_id: course.id,
      name: "Bài 1",
      type: "VIDEO",
      video_id: video.id,
    });
    const usedVideo = await remove("video", video.id);
    expect(usedVideo.statusCode).toBe(409);
    expect(usedVideo.json().error.message).toBe("This file is still in use: lesson “Bài 1”");

    const pdf = await createDocument(t.db);
    const content = JSON.stringify({
      blocks: [],
      entityMap: { "0": { type: "LINK", mutability: "MUTABLE", data: { url: assetUrl(pdf) } } },
    });
    await createArticle(t.db, { name: "Tài liệu tham khảo", content });
    const usedPdf = await remove("document", pdf.id);
    expect(usedPdf.statusCode).toBe(409);
    expect(usedPdf.json().error.message).toBe(
      "This file is still in use: article “Tài liệu tham khảo”",
    );
  });

  it("lets a writer delete only their own uploads, and the trial admin nothing", async () => {
    const own = await uploadImage("writer");
    const others = await uploadImage("otherWriter");
    expect((await remove("image", others.id, "writer")).statusCode).toBe(403);
    expect((await remove("image", own.id, "trial")).statusCode).toBe(403);
    expect((await remove("image", own.id, "writer")).statusCode).toBe(200);
    expect((await remove("image", others.id, "manager")).statusCode).toBe(200);
  });

  it("answers 404 for a record that does not exist", async () => {
    expect((await remove("audio", 999_999)).statusCode).toBe(404);
  });

  it("removes a video's HLS folder with it", async () => {
    const video = await createVideo(t.db, { hls_status: "READY" });
    const folder = path.join(mediaDir, video.path, video.basename, "hls", "360p");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "seg-00000.ts"), "x");
    expect((await remove("video", video.id)).statusCode).toBe(200);
    expect(existsSync(path.join(mediaDir, video.path, video.basename))).toBe(false);
  });
});
