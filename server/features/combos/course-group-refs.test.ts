import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_GROUP_REFS } from "../../../shared/page-queries.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import {
  createCourse,
  createEnrollment,
  createImage,
  createPromotion,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import type { Database } from "../../db/schema.ts";

/**
 * A combo's and a promotion's page read their courses' cards in one call: the courses, and
 * through them (`from: "course"`) their images, creators and promotions — only for the courses
 * the reader may see.
 */

type Answer = {
  items: Array<Record<string, unknown>>;
  refs: Record<string, Record<string, Record<string, unknown>>>;
};

const keysOf = (refs: Answer["refs"], name: string) =>
  Object.keys(refs[name] ?? {})
    .map(Number)
    .sort((a, b) => a - b);
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

async function createCombo(db: Kysely<Database>, slug: string, courseIds: number[]) {
  const name = `Combo ${slug}`;
  const combo = await db
    .insertInto("combo")
    .values({
      slug,
      name,
      price: 900_000,
      visibility: "PUBLIC",
      search_text: normalizeSearch(name),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("combo_course")
    .values(
      courseIds.map((course_id, i) => ({ combo_id: Number(combo.id), course_id, sort_order: i })),
    )
    .execute();
  return Number(combo.id);
}

describe.each(engines())("course cards of a combo and a promotion on %s", (engine) => {
  let t: TestApp;
  const ids = {} as Record<
    | "promotion"
    | "otherPromotion"
    | "publicCourse"
    | "secondCourse"
    | "privateCourse"
    | "avatar"
    | "promoAvatar"
    | "secondAvatar"
    | "privateAvatar"
    | "sharingImage"
    | "creator"
    | "secondCreator"
    | "privateCreator"
    | "student",
    number
  >;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids.promotion = (await createPromotion(t.db, { slug: "he-ruc-ro" })).id;
    ids.otherPromotion = (await createPromotion(t.db)).id;
    ids.avatar = (await createImage(t.db)).id;
    ids.promoAvatar = (await createImage(t.db)).id;
    ids.secondAvatar = (await createImage(t.db)).id;
    ids.privateAvatar = (await createImage(t.db)).id;
    ids.sharingImage = (await createImage(t.db)).id;
    ids.creator = (await createUser(t.db, { role: "CONTENT_WRITER" })).id;
    ids.secondCreator = (await createUser(t.db, { role: "CONTENT_WRITER" })).id;
    ids.privateCreator = (await createUser(t.db, { role: "CONTENT_WRITER" })).id;
    ids.student = (await createUser(t.db)).id;

    ids.publicCourse = (
      await createCourse(t.db, {
        priority: 2,
        avatar_image_id: ids.avatar,
        promotional_avatar_image_id: ids.promoAvatar,
        sharing_image_id: ids.sharingImage,
        creator_id: ids.creator,
        promotion_id: ids.promotion,
      })
    ).id;
    ids.secondCourse = (
      await createCourse(t.db, {
        priority: 1,
        avatar_image_id: ids.secondAvatar,
        creator_id: ids.secondCreator,
        promotion_id: ids.promotion,
      })
    ).id;
    ids.privateCourse = (
      await createCourse(t.db, {
        visibility: "PRIVATE",
        avatar_image_id: ids.privateAvatar,
        creator_id: ids.privateCreator,
        promotion_id: ids.promotion,
      })
    ).id;
    // A course outside both groups, whose promotion must not show up.
    await createCourse(t.db, { promotion_id: ids.otherPromotion });
    await createCombo(t.db, "tron-bo", [ids.privateCourse, ids.publicCourse, ids.secondCourse]);
    await createEnrollment(t.db, { user_id: ids.student, course_id: ids.privateCourse });
  });
  afterAll(() => t.close());

  const refNames = encodeURIComponent(JSON.stringify(COURSE_GROUP_REFS));
  async function get(resource: string, slug: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      url: `/api/${resource}/get?slug=${slug}&refNames=${refNames}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Answer }).data;
  }

  it.each([
    ["combo", "tron-bo"],
    ["promotion", "he-ruc-ro"],
  ])("a %s's page carries its public courses' cards for a visitor", async (resource, slug) => {
    const { refs } = await get(resource, slug);
    expect(keysOf(refs, "course")).toEqual(sorted(ids.publicCourse, ids.secondCourse));
    // The card images only: avatar and promotional avatar, not the sharing image.
    expect(keysOf(refs, "course_image")).toEqual(
      sorted(ids.avatar, ids.promoAvatar, ids.secondAvatar),
    );
    expect(keysOf(refs, "course_user")).toEqual(sorted(ids.creator, ids.secondCreator));
    expect(keysOf(refs, "course_promotion")).toEqual([ids.promotion]);
    expect(refs.course_user?.[String(ids.creator)]).not.toHaveProperty("password_hash");
    expect(refs.course_image?.[String(ids.avatar)]).toMatchObject({ id: ids.avatar });
  });

  it("the combo keeps its courses' order, the private one left out", async () => {
    const { items } = await get("combo", "tron-bo");
    expect(items[0]?.course_ids).toEqual([ids.publicCourse, ids.secondCourse]);
  });

  it("a student who owns the private course sees its card too", async () => {
    const headers = await signIn(t, ids.student);
    for (const [resource, slug] of [
      ["combo", "tron-bo"],
      ["promotion", "he-ruc-ro"],
    ] as const) {
      const { refs } = await get(resource, slug, headers);
      expect(keysOf(refs, "course")).toContain(ids.privateCourse);
      expect(keysOf(refs, "course_image")).toContain(ids.privateAvatar);
      expect(keysOf(refs, "course_user")).toContain(ids.privateCreator);
    }
  });

  it("nested refs alone resolve their courses without listing them", async () => {
    const names = encodeURIComponent(JSON.stringify(["course_user"]));
    const res = await t.app.inject({ url: `/api/combo/get?slug=tron-bo&refNames=${names}` });
    const { refs } = (res.json() as { data: Answer }).data;
    expect(Object.keys(refs)).toEqual(["course_user"]);
    expect(keysOf(refs, "course_user")).toEqual(sorted(ids.creator, ids.secondCreator));
  });
});
