import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

type Who = "admin" | "manager" | "writer" | "trial";

describe.each(engines())("article categories on %s", (engine) => {
  let t: TestApp;
  const cookies = {} as Record<Who, { cookie: string }>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [name, role] of [
      ["admin", "ADMIN"],
      ["manager", "CONTENT_MANAGER"],
      ["writer", "CONTENT_WRITER"],
      ["trial", "ADMIN_TRIAL"],
    ] as const) {
      cookies[name] = await signIn(t, (await createUser(t.db, { role })).id);
    }
  });
  afterAll(() => t.close());

  const post = (route: string, payload: object, who: Who = "manager") =>
    t.app.inject({
      method: "POST",
      url: `/api/${route}?locale=en`,
      headers: cookies[who],
      payload,
    });
  const get = (url: string, who?: Who) =>
    t.app.inject({ method: "GET", url, ...(who ? { headers: cookies[who] } : {}) });
  const articleBody = (slug: string, category_id: number | null) => ({
    name: `Bài ${slug}`,
    slug,
    category_id,
  });

  it("adds, renames and deletes a category; articles choose one and are filtered by it", async () => {
    const created = await post("article_category/create", { name: "Kỹ năng", slug: "ky-nang" });
    expect(created.statusCode).toBe(200);
    const category = created.json().data.article_category as { id: number };
    expect(created.json().data.article_category).toMatchObject({
      name: "Kỹ năng",
      slug: "ky-nang",
    });

    // A writer files their draft under it.
    const draft = await post("article/create", articleBody("co-danh-muc", category.id), "writer");
    expect(draft.statusCode).toBe(200);
    const articleId = draft.json().data.article.id as number;
    await post("article/publish", { id: articleId });
    await createArticle(t.db, { slug: "khong-danh-muc", name: "Khác", visibility: "PUBLIC" });

    // A visitor lists the categories and filters the articles by one, reading its name.
    const categories = await get("/api/article_category/list");
    expect(categories.statusCode).toBe(200);
    expect(categories.json().data.items).toEqual([
      expect.objectContaining({ id: category.id, name: "Kỹ năng", slug: "ky-nang" }),
    ]);
    const filters = encodeURIComponent(JSON.stringify([["category_id", "=", category.id]]));
    const refNames = encodeURIComponent(JSON.stringify(["article_category"]));
    const filtered = await get(`/api/article/list?filters=${filters}&refNames=${refNames}`);
    expect(filtered.json().data.items.map((a: { slug: string }) => a.slug)).toEqual([
      "co-danh-muc",
    ]);
    expect(filtered.json().data.refs.article_category[category.id]).toMatchObject({
      name: "Kỹ năng",
    });

    const renamed = await post("article_category/update", {
      id: category.id,
      name: "Kỹ năng mềm",
      slug: "ky-nang-mem",
    });
    expect(renamed.json().data.article_category).toMatchObject({ name: "Kỹ năng mềm" });

    // Deleting it leaves the article without a category.
    expect((await post("article_category/delete", { id: category.id }, "admin")).statusCode).toBe(
      200,
    );
    const article = await get(`/api/article/get?id=${articleId}`);
    expect(article.json().data.items[0].category_id).toBeNull();
  });

  it("filters the article management list by category: a manager's every article, a writer's own and the published", async () => {
    const category = async (name: string, slug: string) =>
      (await post("article_category/create", { name, slug })).json().data.article_category as {
        id: number;
      };
    const study = await category("Học tập", "hoc-tap");
    const culture = await category("Văn hoá", "van-hoa");
    await post("article/create", { ...articleBody("a-nhap-cua-nguoi-viet", study.id) }, "writer");
    await post("article/create", { ...articleBody("b-nhap-cua-quan-ly", study.id) }, "manager");
    await createArticle(t.db, { slug: "c-da-dang", name: "C đã đăng", category_id: study.id });
    await createArticle(t.db, { slug: "d-van-hoa", name: "D văn hoá", category_id: culture.id });
    await createArticle(t.db, { slug: "e-khong-danh-muc", name: "E không danh mục" });

    // As the management screen asks: the id from its URL (`?category=…`), as text.
    const listed = async (who: Who, categoryId: number) => {
      const filters = encodeURIComponent(
        JSON.stringify([["category_id", "=", String(categoryId)]]),
      );
      const orders = encodeURIComponent(JSON.stringify([["name", "asc"]]));
      const answer = await get(`/api/article/list?filters=${filters}&orders=${orders}`, who);
      expect(answer.statusCode).toBe(200);
      return answer.json().data.items.map((a: { slug: string }) => a.slug);
    };
    expect(await listed("manager", study.id)).toEqual([
      "a-nhap-cua-nguoi-viet",
      "b-nhap-cua-quan-ly",
      "c-da-dang",
    ]);
    expect(await listed("writer", study.id)).toEqual(["a-nhap-cua-nguoi-viet", "c-da-dang"]);
    expect(await listed("manager", culture.id)).toEqual(["d-van-hoa"]);
  });

  it("answers bad input with field messages", async () => {
    await post("article_category/create", { name: "Tin tức", slug: "tin-tuc" });
    const taken = await post("article_category/create", { name: "Tin", slug: "tin-tuc" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details.issues).toEqual([
      { path: "slug", message: "This slug is already used by another category" },
    ]);
    const empty = await post("article_category/create", { name: " ", slug: "Không Hợp Lệ" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Required" },
        { path: "slug", message: "Only lower-case letters, digits and hyphens are allowed" },
      ]),
    );
    const missing = await post("article/create", articleBody("danh-muc-la", 999999));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.issues).toEqual([
      { path: "category_id", message: "This category does not exist" },
    ]);
    expect(
      (await post("article_category/update", { id: 999999, name: "x", slug: "x" })).statusCode,
    ).toBe(404);
  });

  it("lets only ADMIN and CONTENT_MANAGER change categories", async () => {
    const body = { name: "Cấm", slug: "cam" };
    expect((await post("article_category/create", body, "writer")).statusCode).toBe(403);
    expect((await post("article_category/create", body, "trial")).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/article_category/create",
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
