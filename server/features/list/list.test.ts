import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCourse,
  createImage,
  createPromotion,
  createUser,
} from "../../../tests/factories.ts";
import { QueryCounter } from "../../../tests/setup/query-counter.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

const list = (resource: string, params: Record<string, unknown>) => {
  const query = listQueryString(params);
  return `/api/${resource}/list?${query}`;
};

describe.each(engines())("generic list API on %s", (engine) => {
  let t: TestApp;
  const counter = new QueryCounter();

  beforeAll(async () => {
    t = await createTestApp(engine, { plugins: [counter] });
    const creator = await createUser(t.db, {
      full_name: "Nguyễn Văn Giảng",
      role: "CONTENT_MANAGER",
    });
    const promotion = await createPromotion(t.db, { discount_percentage: 30 });
    for (let i = 1; i <= 15; i++) {
      const image = await createImage(t.db);
      await createCourse(t.db, {
        name: `Khoá công khai ${i}`,
        priority: i,
        avatar_image_id: image.id,
        creator_id: creator.id,
        promotion_id: i % 2 === 0 ? promotion.id : null,
      });
    }
    await createCourse(t.db, { name: "Khoá riêng tư", visibility: "PRIVATE", priority: 100 });
    await createCourse(t.db, { name: "Khoá lưu trữ", visibility: "ARCHIVED", priority: 100 });
    for (const name of [
      "Giảm 50% học phí",
      "Giảm 50 học phí",
      "Mẹo a_b",
      "Mẹo axb",
      "Sách O'Reilly",
    ]) {
      await createCourse(t.db, { name, priority: -1 });
    }
    await createCourse(t.db, { name: "Lập trình Python cơ bản", priority: -2 });
    await createCourse(t.db, { name: "Lap trinh khong dau", priority: -2 });
  });
  afterAll(() => t.close());

  it("answers public courses with their refs and the total", async () => {
    const res = await t.app.inject(
      list("course", { limit: "12", refNames: ["image", "user", "promotion"] }),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items).toHaveLength(12);
    expect(data.total).toBe(22);
    expect(data.items.every((c: { visibility: string }) => c.visibility === "PUBLIC")).toBe(true);
    // Highest priority first; PRIVATE and ARCHIVED courses never reach a visitor.
    expect(data.items[0].name).toBe("Khoá công khai 15");
    const first = data.items[0];
    expect(data.refs.image[first.avatar_image_id]).toMatchObject({
      id: first.avatar_image_id,
      path: "images/2026/11/",
    });
    expect(data.refs.user[first.creator_id]).toEqual(
      expect.objectContaining({ full_name: "Nguyễn Văn Giảng" }),
    );
    expect(data.refs.user[first.creator_id]).not.toHaveProperty("email");
    expect(data.refs.user[first.creator_id]).not.toHaveProperty("password_hash");
    expect(Object.values(data.refs.promotion)).toHaveLength(1);
    expect(first).not.toHaveProperty("search_text");
  });

  it("pages with limit and offset", async () => {
    const page2 = (await t.app.inject(list("course", { limit: "12", offset: "12" }))).json().data;
    expect(page2.items).toHaveLength(10);
    expect(page2.total).toBe(22);
  });

  it.each([
    ["a private field", [["create_time", ">", "2020-01-01"]], "Unknown field: create_time"],
    ["an unknown field", [["nope", "=", 1]], "Unknown field: nope"],
    [
      "SQL in a field name",
      [["name; drop table course", "=", "x"]],
      "Unknown field: name; drop table course",
    ],
    [
      "a field that cannot be filtered",
      [["description", "=", "x"]],
      "Field description cannot be filtered",
    ],
    ["a bad operator", [["price", "~", 1]], "Operator ~ is not allowed"],
    ["LIKE on a number", [["price", "LIKE", "1"]], "Operator LIKE is not allowed"],
    ["a value of the wrong type", [["price", "=", "cheap"]], "Invalid value for field price"],
    [
      "a value outside an enum",
      [["visibility", "=", "SECRET"]],
      "Invalid value for field visibility",
    ],
  ])("answers 400 for %s", async (_label, filters, message) => {
    const res = await t.app.inject(list("course", { filters, locale: "en" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "VALIDATION", message } });
  });

  it("answers 400 for a bad order, ref, JSON or limit, in the request's language", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ orders: [["create_time", "desc"]] }, "Unknown field: create_time"],
      [{ orders: [["description", "asc"]] }, "Field description cannot be sorted"],
      [{ refNames: ["password"] }, "Unknown reference: password"],
      [{ filters: "[[" }, "Parameter filters is not valid JSON"],
      [{ limit: "0" }, "limit must be an integer from 1 to 100"],
    ];
    for (const [params, message] of cases) {
      const res = await t.app.inject(list("course", { ...params, locale: "en" }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const vi = await t.app.inject(list("course", { filters: [["nope", "=", 1]] }));
    expect(vi.json().error.message).not.toBe("Unknown field: nope");
    expect(vi.json().error.message).toContain("nope");
  });

  it("says why a parameter is malformed in the request's language, not in zod's English", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { filters: { price: 1 } },
        "Parameter filters is malformed: Invalid value",
        "Tham số filters sai định dạng: Giá trị không hợp lệ",
      ],
      [
        { orders: [["price", "up"]] },
        "Parameter orders is malformed: [0][1] Please choose one of the options",
        "Tham số orders sai định dạng: [0][1] Vui lòng chọn một trong các giá trị có sẵn",
      ],
      [
        { refNames: Array.from({ length: 21 }, (_, i) => `r${i}`) },
        "Parameter refNames is malformed: At most 20 items",
        "Tham số refNames sai định dạng: Tối đa 20 mục",
      ],
    ];
    for (const [params, en, vi] of cases) {
      const inEnglish = await t.app.inject(list("course", { ...params, locale: "en" }));
      expect(inEnglish.statusCode, en).toBe(400);
      expect(inEnglish.json()).toEqual({ error: { code: "VALIDATION", message: en } });
      const inVietnamese = await t.app.inject(list("course", params));
      expect(inVietnamese.json().error.message).toBe(vi);
    }
  });

  it("caps the limit at 100", async () => {
    const res = await t.app.inject(list("course", { limit: "5000" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBe(22);
  });

  it("searches LIKE values literally: % _ and quotes", async () => {
    const names = async (term: string) =>
      (await t.app.inject(list("course", { filters: [["name", "LIKE", term]] })))
        .json()
        .data.items.map((c: { name: string }) => c.name);
    expect(await names("50%")).toEqual(["Giảm 50% học phí"]);
    expect(await names("a_b")).toEqual(["Mẹo a_b"]);
    expect(await names("O'Reilly")).toEqual(["Sách O'Reilly"]);
  });

  it("searches accent-insensitively over the name and the id", async () => {
    const search = async (term: string) =>
      (await t.app.inject(list("course", { search: term, limit: "50" })))
        .json()
        .data.items.map((c: { name: string }) => c.name)
        .sort();
    expect(await search("lap trinh")).toEqual(["Lap trinh khong dau", "Lập trình Python cơ bản"]);
    expect(await search("LẬP TRÌNH")).toEqual(["Lap trinh khong dau", "Lập trình Python cơ bản"]);
    expect(await search("50%")).toEqual(["Giảm 50% học phí"]);
  });

  it("runs one statement for the page, one for the total and one per ref, for 1 or 100 items", async () => {
    const refNames = ["image", "user", "promotion"];
    // Courses that have every ref, so that no ref is skipped for lack of keys.
    const filters = [["promotion_id", "!=", null]];
    // The list engine alone: the response cache (its version read) is off here.
    t.app.publicCache.enabled = false;
    try {
      for (const limit of ["1", "100"]) {
        counter.reset();
        const res = await t.app.inject(list("course", { limit, refNames, filters }));
        expect(res.statusCode).toBe(200);
        expect(counter.count, `limit ${limit}`).toBe(2 + refNames.length);
      }
    } finally {
      t.app.publicCache.enabled = true;
    }
    // With the cache the data version is read too, on a connection of its own outside Kysely
    // on both engines (decisions 057, 069): a miss runs the list's statements, a hit none.
    const url = list("course", { limit: "7", refNames, filters });
    await t.app.inject(list("course", { limit: "3" })); // the cache has read the current version
    counter.reset();
    const hits = t.app.publicCache.hits;
    await t.app.inject(url);
    expect(counter.count).toBe(2 + refNames.length);
    counter.reset();
    await t.app.inject(url);
    expect(counter.count).toBe(0);
    expect(t.app.publicCache.hits).toBe(hits + 1);
  });

  it("reads one record by slug or id and answers 404 when there is none", async () => {
    const bySlug = await t.app.inject("/api/course/get?slug=khoa-hoc-does-not-exist");
    expect(bySlug.statusCode).toBe(404);
    expect(bySlug.json().error.code).toBe("NOT_FOUND");
    const first = (await t.app.inject(list("course", { limit: "1" }))).json().data.items[0];
    const byId = await t.app.inject(`/api/course/get?id=${first.id}`);
    expect(byId.json().data.items[0].slug).toBe(first.slug);
    expect(byId.json().data.total).toBe(1);
    const hidden = await t.app.inject(
      `/api/course/get?slug=${encodeURIComponent("khoa-hoc-private")}`,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it("reads one record without counting: the page statement and one per ref", async () => {
    const first = (await t.app.inject(list("course", { limit: "1" }))).json().data.items[0];
    const url = `/api/course/get?${listQueryString({ slug: first.slug, refNames: ["image", "user"] })}`;
    t.app.publicCache.enabled = false;
    try {
      counter.reset();
      const answer = await t.app.inject(url);
      expect(answer.json().data.total).toBe(1);
      expect(counter.count).toBe(1 + 2);
    } finally {
      t.app.publicCache.enabled = true;
    }
  });

  it("refuses lists a visitor may not read: 401, signing in may help", async () => {
    expect((await t.app.inject(list("user", {}))).statusCode).toBe(401);
    expect((await t.app.inject(list("enrollment", {}))).statusCode).toBe(401);
    expect((await t.app.inject("/api/nothing/list")).statusCode).toBe(404);
  });
});
