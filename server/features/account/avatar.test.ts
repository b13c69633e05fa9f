import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import {
  filesUnder,
  multipart,
  sampleJpeg,
  samplePdf,
  tempDataDir,
} from "../media/test-support.ts";

const AVATAR = "/api/account/avatar?locale=en";

describe.each(engines())("a student's avatar on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    dataDir = tempDataDir("avatar");
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
    jpeg = await sampleJpeg(600, 600);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (file: { filename: string; data: Buffer }, cookie?: { cookie: string }) => {
    const body = multipart([{ name: "file", file }]);
    return t.app.inject({
      method: "POST",
      url: AVATAR,
      headers: { ...body.headers, ...(cookie ?? {}) },
      payload: body.payload,
    });
  };

  it("stores the image with its variants and makes it the account's avatar", async () => {
    const student = await createUser(t.db, { role: "CLIENT" });
    const cookie = await signIn(t, student.id);
    const res = await send({ filename: "me.jpg", data: jpeg }, cookie);
    expect(res.statusCode).toBe(200);
    const { account } = res.json().data;
    const imageId = account.avatarImage.id;
    expect(account.user.avatar_image_id).toBe(imageId);
    const row = await t.db
      .selectFrom("image")
      .select(["creator_id", "width", "path", "basename"])
      .where("id", "=", imageId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ creator_id: student.id, width: 600 });
    const files = filesUnder(path.join(dataDir, "media"));
    expect(files).toContain(`${row.path}${row.basename}.jpg`);
    expect(files).toContain(`${row.path}${row.basename}-100w.jpg`);
  });

  it("deletes the replaced avatar's row and files, but keeps one that is used elsewhere", async () => {
    const student = await createUser(t.db, { role: "CLIENT" });
    const cookie = await signIn(t, student.id);
    const imageOf = (id: number) =>
      t.db
        .selectFrom("image")
        .select(["id", "path", "basename"])
        .where("id", "=", id)
        .executeTakeFirst();
    const media = path.join(dataDir, "media");
    const upload = async () => {
      const res = await send({ filename: "me.jpg", data: jpeg }, cookie);
      expect(res.statusCode).toBe(200);
      return res.json().data.account.avatarImage.id as number;
    };

    const first = await upload();
    const firstRow = await imageOf(first);
    const second = await upload();
    expect(await imageOf(first)).toBeUndefined();
    expect(filesUnder(media).some((f) => f.includes(firstRow!.basename))).toBe(false);

    // A picture that went on to be used (here as a course image) stays when it is replaced.
    await createCourse(t.db, { avatar_image_id: second });
    await upload();
    expect(await imageOf(second)).toBeDefined();
  });

  it("refuses an upload past the account's storage quota, before storing anything", async () => {
    const small = await createTestApp(engine, {
      env: { DATA_DIR: tempDataDir("quota"), MEDIA_QUOTA_PER_USER_MB: "0.002" },
    });
    try {
      const student = await createUser(small.db, { role: "CLIENT" });
      const cookie = await signIn(small, student.id);
      const body = multipart([{ name: "file", file: { filename: "me.jpg", data: jpeg } }]);
      const res = await small.app.inject({
        method: "POST",
        url: AVATAR,
        headers: { ...body.headers, ...cookie },
        payload: body.payload,
      });
      expect(jpeg.length).toBeGreaterThan(0.002 * 1024 ** 2);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        "Your storage is full (2.05 KB): delete files you no longer use first",
      );
      const stored = await small.db.selectFrom("image").select("id").execute();
      expect(stored).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it("refuses a file that is not an image and keeps the old avatar", async () => {
    const student = await createUser(t.db, { role: "CLIENT" });
    const cookie = await signIn(t, student.id);
    const res = await send({ filename: "me.jpg", data: samplePdf() }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Invalid type/);
    const user = await t.db
      .selectFrom("user")
      .select("avatar_image_id")
      .where("id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(user.avatar_image_id).toBeNull();
  });

  it("refuses an image over the limit by its Content-Length, at once, in plain words", async () => {
    const student = await createUser(t.db, { role: "CLIENT" });
    const cookie = await signIn(t, student.id);
    const body = multipart([
      { name: "file", file: { filename: "big.jpg", data: Buffer.alloc(21 * 1024 * 1024) } },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/avatar?locale=vi",
      headers: { ...body.headers, ...cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe("Ảnh tối đa 20 MB");
    expect(res.headers.connection).toBe("close");
    expect(filesUnder(path.join(dataDir, "media", "incoming"))).toEqual([]);
  });

  it("is for signed-in people only", async () => {
    const res = await send({ filename: "me.jpg", data: jpeg });
    expect(res.statusCode).toBe(401);
  });
});
