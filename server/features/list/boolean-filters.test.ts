import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createLesson, createUser } from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

/**
 * A flag (0/1 on both engines) is filtered by whichever spelling the caller has: JSON true/1
 * from code, "1"/"true" from a URL or a management screen's select (which keeps its values as
 * text). Each means the same rows, for every flag field of the list machinery.
 */
describe.each(engines())("boolean filters of the list API on %s", (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  let courseId: number;
  let previewIds: number[];
  let lockedIds: number[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, (await createUser(t.db, { role: "ADMIN" })).id);
    courseId = (await createCourse(t.db, { name: "Khoá có học thử" })).id;
    const lesson = (name: string, is_preview: 0 | 1, sort_order: number) =>
      createLesson(t.db, { course_id: courseId, name, type: "TEXT", is_preview, sort_order });
    previewIds = [(await lesson("Bài học thử", 1, 0)).id];
    lockedIds = [(await lesson("Bài khoá một", 0, 1)).id, (await lesson("Bài khoá hai", 0, 2)).id];
  });
  afterAll(() => t.close());

  const lessonIds = async (filter: [string, string, unknown]) => {
    const query = listQueryString({
      filters: [["course_id", "=", courseId], filter],
      orders: [["sort_order", "asc"]],
    });
    const res = await t.app.inject({
      url: `/api/lesson/list?${query}&locale=en`,
      headers: admin,
    });
    return res;
  };
  const ids = async (filter: [string, string, unknown]) => {
    const res = await lessonIds(filter);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as { id: number }[]).map((row) => row.id);
  };

  it.each([
    [true, "yes"],
    [1, "yes"],
    ["1", "yes"],
    ["true", "yes"],
    [false, "no"],
    [0, "no"],
    ["0", "no"],
    ["false", "no"],
  ] as const)("reads is_preview = %j as %s", async (value, meaning) => {
    expect(await ids(["is_preview", "=", value])).toEqual(
      meaning === "yes" ? previewIds : lockedIds,
    );
  });

  it("reads text spellings in != and IN too", async () => {
    expect(await ids(["is_preview", "!=", "1"])).toEqual(lockedIds);
    expect(await ids(["is_preview", "IN", ["0", "1"]])).toEqual([...previewIds, ...lockedIds]);
  });

  it("refuses anything else with the field's name, not a 500", async () => {
    for (const value of ["yes", "2", 2, "TRUE "]) {
      const res = await lessonIds(["is_preview", "=", value]);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().error.message).toContain("is_preview");
    }
  });

  it("filters every flag the same way: the course's featured flag", async () => {
    const featured = await createCourse(t.db, { name: "Khoá nổi bật", is_featured: 1 });
    const query = (value: unknown) =>
      listQueryString({
        filters: [
          ["is_featured", "=", value],
          ["id", "IN", [featured.id, courseId]],
        ],
      });
    for (const [value, expected] of [
      ["1", [featured.id]],
      [true, [featured.id]],
      ["0", [courseId]],
      [false, [courseId]],
    ] as const) {
      const res = await t.app.inject({ url: `/api/course/list?${query(value)}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items.map((row: { id: number }) => row.id)).toEqual(expected);
    }
  });
});
