import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImage, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

describe.each(engines())("media update on %s", (engine) => {
  let t: TestApp;
  const cookies = {} as Record<"writer" | "trial", { cookie: string }>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookies.writer = await signIn(t, (await createUser(t.db, { role: "CONTENT_WRITER" })).id);
    cookies.trial = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
  });
  afterAll(() => t.close());

  const update = (payload: object, who: keyof typeof cookies = "writer") =>
    t.app.inject({
      method: "POST",
      url: "/api/media/update?locale=en",
      headers: cookies[who],
      payload,
    });

  it("renames a file, which the search then finds by its new title", async () => {
    const image = await createImage(t.db, { title: "Cũ" });
    const response = await update({ kind: "image", id: image.id, title: "  Bản đồ Hà Nội " });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: image.id, title: "Bản đồ Hà Nội" });
    const found = await t.app.inject({
      method: "GET",
      url: "/api/image/list?search=ban%20do",
      headers: cookies.writer,
    });
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toContain(image.id);
  });

  it("answers 404, 400 with the field, and 403 for the trial admin", async () => {
    const image = await createImage(t.db);
    expect((await update({ kind: "image", id: 999999, title: "x" })).statusCode).toBe(404);
    const bad = await update({ kind: "image", id: image.id, title: "x".repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual([
      { path: "title", message: "Must contain at most 200 characters" },
    ]);
    expect((await update({ kind: "image", id: image.id, title: "x" }, "trial")).statusCode).toBe(
      403,
    );
  });
});

// Issue 16: an image's alternative text.
describe.each(engines())("image alt text on %s", (engine) => {
  let t: TestApp;
  let manager: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await signIn(t, (await createUser(t.db, { role: "CONTENT_MANAGER" })).id);
  });
  afterAll(() => t.close());

  const update = (payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/media/update?locale=en",
      headers: manager,
      payload,
    });
  const altOf = async (id: number) => {
    const got = await t.app.inject({
      method: "GET",
      url: `/api/image/get?id=${id}`,
      headers: manager,
    });
    return got.json().data.items[0].alt as string;
  };

  it("saves an image's alt text, which the image's readers receive", async () => {
    const image = await createImage(t.db, { title: "Ảnh" });
    expect(await altOf(image.id)).toBe("");
    const saved = await update({
      kind: "image",
      id: image.id,
      title: "Ảnh",
      alt: "  Học viên ôn bài trong thư viện ",
    });
    expect(saved.statusCode).toBe(200);
    expect(await altOf(image.id)).toBe("Học viên ôn bài trong thư viện");
    // A title change without alt keeps it.
    await update({ kind: "image", id: image.id, title: "Ảnh mới" });
    expect(await altOf(image.id)).toBe("Học viên ôn bài trong thư viện");
    const tooLong = await update({ kind: "image", id: image.id, title: "x", alt: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.issues).toEqual([
      { path: "alt", message: "Must contain at most 500 characters" },
    ]);
  });
});
