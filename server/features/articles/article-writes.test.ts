import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImage, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

type Who = "writer" | "otherWriter" | "manager" | "admin" | "trial";

const content = {
  blocks: [
    {
      key: "a1",
      type: "header-two",
      text: "Mở đầu",
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
    },
    {
      key: "a2",
      type: "unordered-list-item",
      text: "Một ý",
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 3, key: 0 }],
    },
  ],
  entityMap: { "0": { type: "LINK", mutability: "MUTABLE", data: { url: "https://example.com" } } },
};

describe.each(engines())("article writes on %s", (engine) => {
  let t: TestApp;
  let imageId: number;
  const ids = {} as Record<Who, number>;
  const cookies = {} as Record<Who, { cookie: string }>;
  let slugs = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [name, role] of [
      ["writer", "CONTENT_WRITER"],
      ["otherWriter", "CONTENT_WRITER"],
      ["manager", "CONTENT_MANAGER"],
      ["admin", "ADMIN"],
      ["trial", "ADMIN_TRIAL"],
    ] as const) {
      ids[name] = (await createUser(t.db, { role })).id;
      cookies[name] = await signIn(t, ids[name]);
    }
    imageId = (await createImage(t.db)).id;
  });
  afterAll(() => t.close());

  const post = (route: string, who: Who, payload: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/article/${route}?locale=en`,
      headers: cookies[who],
      payload,
    });
  const fields = () => ({
    name: "Học tiếng Việt mỗi ngày",
    slug: `hoc-tieng-viet-${++slugs}`,
    description: "Mẹo nhỏ",
    content,
    avatar_image_id: imageId,
  });
  const draftBy = async (who: Who) => {
    const response = await post("create", who, fields());
    expect(response.statusCode).toBe(200);
    return response.json().data.article as { id: number; slug: string };
  };

  it("lets a writer create and save a draft, stored as sent and logged", async () => {
    const draft = await draftBy("writer");
    const saved = await post("update", "writer", { ...fields(), id: draft.id, name: "Đã sửa" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.article).toMatchObject({ visibility: "PRIVATE", name: "Đã sửa" });
    const row = await t.db
      .selectFrom("article")
      .selectAll()
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.content))).toMatchObject(content);
    expect(Number(row.creator_id)).toBe(ids.writer);
    const logged = await t.db
      .selectFrom("activity_log")
      .select(["type", "user_id"])
      .where("table_name", "=", "article")
      .where("user_id", "=", ids.writer)
      .execute();
    expect(logged.map((l) => l.type)).toEqual(expect.arrayContaining(["INSERT", "UPDATE"]));
  });

  it("lets a writer submit their draft but never publish it", async () => {
    const draft = await draftBy("writer");
    expect((await post("publish", "writer", { id: draft.id })).statusCode).toBe(403);
    const submitted = await post("submit", "writer", { id: draft.id });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.article.submitted_time).not.toBeNull();
    // Submitting twice is refused: it is already waiting.
    expect((await post("submit", "writer", { id: draft.id })).statusCode).toBe(403);
  });

  it("lets a manager publish, after which the writer no longer edits it", async () => {
    const draft = await draftBy("writer");
    await post("submit", "writer", { id: draft.id });
    const published = await post("publish", "manager", { id: draft.id });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.article).toMatchObject({
      visibility: "PUBLIC",
      submitted_time: null,
    });
    const edit = await post("update", "writer", { ...fields(), id: draft.id });
    expect(edit.statusCode).toBe(403);
    expect((await post("delete", "writer", { id: draft.id })).statusCode).toBe(403);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/article/list?filters=${encodeURIComponent(JSON.stringify([["id", "=", draft.id]]))}`,
    });
    expect(list.json().data.items).toHaveLength(1);
  });

  it("keeps a writer out of another writer's draft; an admin edits and deletes it", async () => {
    const draft = await draftBy("writer");
    expect((await post("update", "otherWriter", { ...fields(), id: draft.id })).statusCode).toBe(
      403,
    );
    expect((await post("delete", "otherWriter", { id: draft.id })).statusCode).toBe(403);
    expect((await post("update", "admin", { ...fields(), id: draft.id })).statusCode).toBe(200);
    expect((await post("delete", "admin", { id: draft.id })).statusCode).toBe(200);
    expect((await post("delete", "admin", { id: draft.id })).statusCode).toBe(404);
  });

  it("refuses every write of the trial admin", async () => {
    const draft = await draftBy("manager");
    expect((await post("create", "trial", fields())).statusCode).toBe(403);
    expect((await post("update", "trial", { ...fields(), id: draft.id })).statusCode).toBe(403);
    expect((await post("publish", "trial", { id: draft.id })).statusCode).toBe(403);
    expect((await post("delete", "trial", { id: draft.id })).statusCode).toBe(403);
  });

  it("answers bad input with field messages", async () => {
    const bad = await post("create", "writer", { name: "", slug: "Có Dấu", avatar_image_id: 0 });
    expect(bad.statusCode).toBe(400);
    const issues = bad.json().error.details.issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Required" },
        { path: "slug", message: "Only lower-case letters, digits and hyphens are allowed" },
        { path: "avatar_image_id", message: "Invalid id" },
      ]),
    );
    const taken = await draftBy("writer");
    const again = await post("create", "writer", { ...fields(), slug: taken.slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.issues).toEqual([
      { path: "slug", message: "This slug is already used by another article" },
    ]);
    const noImage = await post("create", "writer", { ...fields(), banner_image_id: 999999 });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.details.issues).toEqual([
      { path: "banner_image_id", message: "This image does not exist" },
    ]);
    const badContent = await post("create", "writer", {
      ...fields(),
      content: { blocks: [{ type: "nope" }], entityMap: {} },
    });
    expect(badContent.statusCode).toBe(400);
  });
});
