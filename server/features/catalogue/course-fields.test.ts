import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSES_LIST } from "../../../shared/page-queries.ts";
import { createCourse, createUser } from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

/**
 * Issue 17's last course fields: the teaching language and the featured flag, end to end
 * (write, read, the storefront's lists), and who may be named a course's instructor.
 */
describe.each(engines())("course language, featured flag and instructor on %s", (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    adminId = (await createUser(t.db, { role: "ADMIN" })).id;
    admin = await signIn(t, adminId);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, locale = "en") =>
    t.app.inject({
      method: "POST",
      url: `${path}?locale=${locale}`,
      headers: admin,
      payload: body as object,
    });

  const courseBody = (slug: string, extra: object = {}) => ({
    name: `Khoá ${slug}`,
    slug,
    price: 500_000,
    visibility: "PUBLIC",
    delivery: "ONLINE",
    ...extra,
  });

  /** What an update carries besides the test's own fields: the stored priority, language and flag. */
  const UPDATE_KEEPS = { priority: 0, language: "vi", is_featured: false };

  const stored = (id: number) =>
    t.db
      .selectFrom("course")
      .select(["language", "is_featured", "creator_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("saves the teaching language and the featured flag, reads them back, and logs the write", async () => {
    const created = await post(
      "/api/course/create",
      courseBody("tieng-anh-thuong-mai", { language: "en", is_featured: true }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(await stored(id)).toMatchObject({ language: "en", is_featured: 1 });

    const listed = await t.app.inject({
      url: `/api/course/list?${listQueryString({ filters: [["id", "=", id]] })}`,
    });
    expect(listed.json().data.items[0]).toMatchObject({ language: "en", is_featured: 1 });

    const updated = await post(
      "/api/course/update",
      courseBody("tieng-anh-thuong-mai", { id, priority: 0, language: "vi", is_featured: false }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await stored(id)).toMatchObject({ language: "vi", is_featured: 0 });

    const log = await t.db
      .selectFrom("activity_log")
      .select(["type", "user_id", "query_values", "changes"])
      .where("table_name", "=", "course")
      .where((eb) => eb.or([eb("insert_id", "=", id), eb("record_id", "=", id)]))
      .orderBy("id")
      .execute();
    const insert = log.find((row) => row.type === "INSERT");
    expect(insert).toMatchObject({ user_id: adminId });
    expect(JSON.parse(insert?.query_values ?? "[]")).toEqual(expect.arrayContaining(["en", 1]));
    const update = log.find((row) => row.type === "UPDATE");
    expect(update).toMatchObject({ user_id: adminId });
    expect(JSON.parse(update?.changes ?? "[]")).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ language: "en", is_featured: 1 }),
        after: expect.objectContaining({ language: "vi", is_featured: 0 }),
      }),
    ]);
  });

  it("defaults a course left without them to Vietnamese, not featured", async () => {
    const created = await post("/api/course/create", courseBody("mac-dinh-tieng-viet"));
    expect(created.statusCode, created.body).toBe(200);
    expect(await stored(created.json().data.id)).toMatchObject({ language: "vi", is_featured: 0 });
  });

  it("refuses an update that leaves out a field with a create default, and changes nothing", async () => {
    const kept = { priority: 7, language: "en", is_featured: true };
    const created = await post("/api/course/create", courseBody("tieng-anh-giu-nguyen", kept));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const full = { ...courseBody("tieng-anh-giu-nguyen"), id, ...kept };
    const defaulted = ["visibility", "priority", "delivery", "language", "is_featured"] as const;
    for (const left of defaulted) {
      const { [left]: _left, ...body } = full;
      const res = await post("/api/course/update", { ...body, price: 1 }, "vi");
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details.issues).toEqual([
        { path: left, message: "Trường này là bắt buộc" },
      ]);
    }
    expect(await stored(id)).toMatchObject({ language: "en", is_featured: 1 });
    expect(
      await t.db
        .selectFrom("course")
        .select(["visibility", "priority", "delivery"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ visibility: "PUBLIC", priority: 7, delivery: "ONLINE" });
    const price = await t.db
      .selectFrom("course")
      .select("price")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(price.price).toBe(500_000);
    // A wrong value still says which options there are.
    const wrong = await post("/api/course/update", { ...full, language: "fr" });
    expect(wrong.json().error.details.issues).toEqual([
      { path: "language", message: "Please choose one of the options" },
    ]);
  });

  it("refuses a language the form does not offer, at the field, in the reader's language", async () => {
    const vi = await post("/api/course/create", courseBody("tieng-phap", { language: "fr" }), "vi");
    expect(vi.statusCode).toBe(400);
    expect(vi.json().error.details.issues).toEqual([
      { path: "language", message: "Vui lòng chọn một trong các giá trị có sẵn" },
    ]);
    const en = await post("/api/course/create", courseBody("tieng-phap", { language: "fr" }));
    expect(en.json().error.details.issues).toEqual([
      { path: "language", message: "Please choose one of the options" },
    ]);
    const flag = await post("/api/course/create", courseBody("co-noi-bat", { is_featured: "yes" }));
    expect(flag.statusCode).toBe(400);
    expect(flag.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual([
      "is_featured",
    ]);
  });

  it("lists featured courses first on the home page, then by priority; a course write ends the cached answer", async () => {
    const category = "trang-chu";
    const high = await createCourse(t.db, { name: "Ưu tiên cao", priority: 50, category });
    const low = await createCourse(t.db, { name: "Ưu tiên thấp", priority: 1, category });
    const featured = await createCourse(t.db, {
      name: "Nổi bật",
      priority: 0,
      category,
      is_featured: 1,
    });
    // The home page's own query, narrowed to this test's courses.
    const home = async () => {
      const query = listQueryString({
        ...FEATURED_COURSES_LIST,
        filters: [...(FEATURED_COURSES_LIST.filters ?? []), ["category", "=", category]],
      });
      const res = await t.app.inject({ url: `/api/course/list?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items as { id: number; is_featured: number }[];
    };
    const first = await home();
    expect(first.map((c) => c.id)).toEqual([featured.id, high.id, low.id]);
    expect(first.map((c) => c.is_featured)).toEqual([1, 0, 0]);
    const before = t.app.publicCache.hits;
    await home(); // answered from the response cache
    const hits = t.app.publicCache.hits;
    expect(hits).toBe(before + 1);

    const slug = (
      await t.db
        .selectFrom("course")
        .select("slug")
        .where("id", "=", low.id)
        .executeTakeFirstOrThrow()
    ).slug;
    const marked = await post(
      "/api/course/update",
      courseBody(slug, { id: low.id, priority: 1, category, language: "vi", is_featured: true }),
    );
    expect(marked.statusCode, marked.body).toBe(200);
    // Two featured courses: the higher priority first; the write ended the cached answer.
    expect((await home()).map((c) => c.id)).toEqual([low.id, featured.id, high.id]);
    expect(t.app.publicCache.hits).toBe(hits);
  });

  it("filters course discovery by teaching language", async () => {
    const english = await createCourse(t.db, { name: "Business English", language: "en" });
    const vietnamese = await createCourse(t.db, { name: "Business Tiếng Việt" });
    const found = async (params: string) => {
      const res = await t.app.inject({ url: `/api/course/discover?q=business&${params}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as { id: number }[]).map((c) => c.id).sort();
    };
    expect(await found("language=en")).toEqual([english.id]);
    expect(await found("language=vi")).toEqual([vietnamese.id]);
    // Anything else is no filter, like every discovery parameter.
    expect(await found("language=xx")).toEqual([english.id, vietnamese.id].sort());
  });

  describe("instructors", () => {
    it("names staff who teach; a student named instructor is refused at the field", async () => {
      const writer = await createUser(t.db, { role: "CONTENT_WRITER", full_name: "Cô Hạnh" });
      const manager = await createUser(t.db, { role: "CONTENT_MANAGER" });
      const student = await createUser(t.db, { role: "CLIENT" });
      const trial = await createUser(t.db, { role: "ADMIN_TRIAL" });

      const byWriter = await post(
        "/api/course/create",
        courseBody("co-hanh", { creator_id: writer.id }),
      );
      expect(byWriter.statusCode, byWriter.body).toBe(200);
      const id = byWriter.json().data.id as number;
      expect((await stored(id)).creator_id).toBe(writer.id);

      for (const [user, locale, message] of [
        [
          student,
          "vi",
          "Giảng viên phải là nhân viên của trường (quản trị viên hoặc nhân viên nội dung), không phải học viên",
        ],
        [
          trial,
          "en",
          "The instructor must be one of the school's staff (an administrator or content staff), not a student",
        ],
      ] as const) {
        const created = await post(
          "/api/course/create",
          courseBody(`hoc-vien-day-${user.id}`, { creator_id: user.id }),
          locale,
        );
        expect(created.statusCode).toBe(400);
        expect(created.json().error.details.issues).toEqual([{ path: "creator_id", message }]);
      }
      const toStudent = await post(
        "/api/course/update",
        courseBody("co-hanh", { id, creator_id: student.id, ...UPDATE_KEEPS }),
      );
      expect(toStudent.statusCode).toBe(400);
      expect(toStudent.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual([
        "creator_id",
      ]);
      expect((await stored(id)).creator_id).toBe(writer.id);

      const toManager = await post(
        "/api/course/update",
        courseBody("co-hanh", { id, creator_id: manager.id, ...UPDATE_KEEPS }),
      );
      expect(toManager.statusCode, toManager.body).toBe(200);
      expect((await stored(id)).creator_id).toBe(manager.id);
      expect(
        await t.db
          .selectFrom("course")
          .select("id")
          .where("slug", "like", "hoc-vien-day-%")
          .execute(),
      ).toEqual([]);
    });

    it("still saves a course whose instructor has since left the staff, when the form keeps them", async () => {
      const former = await createUser(t.db, { role: "CONTENT_WRITER" });
      const created = await post(
        "/api/course/create",
        courseBody("giang-vien-cu", { creator_id: former.id }),
      );
      const id = created.json().data.id as number;
      await t.db.updateTable("user").set({ role: "CLIENT" }).where("id", "=", former.id).execute();
      const kept = await post(
        "/api/course/update",
        courseBody("giang-vien-cu", { id, creator_id: former.id, price: 600_000, ...UPDATE_KEEPS }),
      );
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await stored(id)).creator_id).toBe(former.id);
    });
  });
});
