import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COURSE_CARD_FIELDS,
  COURSE_CARD_REFS,
  COURSE_CARD_WITH_FIGURES_FIELDS,
} from "../../../shared/page-queries.ts";
import {
  createChapter,
  createCourse,
  createImage,
  createLesson,
  createPromotion,
  createUser,
  createVideo,
} from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";

const list = (resource: string, params: Record<string, unknown>) =>
  `/api/${resource}/list?${listQueryString(params)}`;

describe.each(engines())("list API fields= on %s", (engine) => {
  let t: TestApp;
  let sharingImageId: number;
  let avatarImageId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const creator = await createUser(t.db, { full_name: "Trần Thị Bình", role: "CONTENT_MANAGER" });
    const promotion = await createPromotion(t.db, { discount_percentage: 20 });
    avatarImageId = (await createImage(t.db)).id;
    sharingImageId = (await createImage(t.db)).id;
    const course = await createCourse(t.db, {
      name: "Thiết kế đồ họa",
      slug: "thiet-ke-do-hoa",
      description: "Mô tả rất dài ".repeat(50),
      objectives: "Mục tiêu",
      avatar_image_id: avatarImageId,
      sharing_image_id: sharingImageId,
      creator_id: creator.id,
      promotion_id: promotion.id,
    });
    const chapter = await createChapter(t.db, { course_id: course.id, name: "Chương 1" });
    const video = await createVideo(t.db);
    await createLesson(t.db, {
      course_id: course.id,
      chapter_id: chapter.id,
      name: "Bài khoá",
      video_id: video.id,
      content: JSON.stringify({ type: "doc", content: [] }),
      is_preview: 0,
    });
  });
  afterAll(() => t.close());

  it("answers only the card's fields, and reads only the images a card shows", async () => {
    const res = await t.app.inject(
      list("course", { refNames: COURSE_CARD_REFS, fields: COURSE_CARD_FIELDS }),
    );
    expect(res.statusCode).toBe(200);
    const { items, refs } = res.json().data;
    expect(items).toHaveLength(1);
    const [course] = items;
    expect(course.name).toBe("Thiết kế đồ họa");
    for (const absent of ["description", "objectives", "requirements", "introduction"]) {
      expect(course).not.toHaveProperty(absent);
    }
    // The image ref reads the avatar only, not the sharing image the card never shows.
    expect(Object.keys(refs.image)).toEqual([String(avatarImageId)]);
    expect(Object.keys(refs.image[avatarImageId]).sort()).toEqual(
      ["id", "path", "basename", "extension", "width", "height", "variants"].sort(),
    );
    expect(refs.user[course.creator_id]).toEqual({
      id: course.creator_id,
      full_name: "Trần Thị Bình",
    });
    expect(Object.keys(refs.promotion[course.promotion_id]).sort()).toEqual(
      ["id", "discount_percentage", "start_time", "end_time", "visibility"].sort(),
    );
    // The lean answer is several times smaller than the full one.
    const full = await t.app.inject(list("course", { refNames: COURSE_CARD_REFS }));
    expect(full.json().data.items[0].description).toContain("Mô tả rất dài");
    expect(Object.keys(full.json().data.refs.image)).toHaveLength(2);
    expect(res.body.length * 3).toBeLessThan(full.body.length);
  });

  it("answers a card's computed figures when they are asked for, and still no description", async () => {
    const res = await t.app.inject(
      list("course", { refNames: COURSE_CARD_REFS, fields: COURSE_CARD_WITH_FIGURES_FIELDS }),
    );
    expect(res.statusCode).toBe(200);
    const [course] = res.json().data.items;
    expect(course).toMatchObject({ lesson_count: 1, learner_count: 0 });
    // The lesson's video runs 125.5 s.
    expect(course.duration_seconds).toBeGreaterThanOrEqual(125);
    expect(course).toHaveProperty("level");
    expect(course).not.toHaveProperty("description");
    expect(course).not.toHaveProperty("objectives");
  });

  it("keeps a locked lesson redacted when its redaction fields are not asked for", async () => {
    const course = (await t.app.inject(list("course", {}))).json().data.items[0];
    const res = await t.app.inject(
      `/api/course/get?${listQueryString({ slug: course.slug, refNames: ["lesson", "video"] })}`,
    );
    const video = Object.values(res.json().data.refs.video)[0] as { path: string | null };
    expect(video.path).toBeNull();
    const lean = await t.app.inject(
      list("course", {
        filters: [["id", "=", course.id]],
        refNames: ["lesson", "video"],
        fields: ["name", "lesson.name", "lesson.content", "video.path"],
      }),
    );
    expect(lean.statusCode).toBe(200);
    const data = lean.json().data;
    const lesson = Object.values(data.refs.lesson)[0] as Record<string, unknown>;
    expect(lesson.name).toBe("Bài khoá");
    expect(lesson.content).toBeNull();
    expect(lesson).not.toHaveProperty("is_preview");
    expect((Object.values(data.refs.video)[0] as { path: unknown }).path).toBeNull();
  });

  it("answers 400 with the field's name for a field it does not know, in the request's language", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fields: ["name", "nope"] }, "Unknown field: nope"],
      [{ fields: ["search_text"] }, "Unknown field: search_text"],
      [{ fields: ["create_time"] }, "Unknown field: create_time"],
      [
        { refNames: ["user"], fields: ["user.email_verified_time"] },
        "Unknown field: user.email_verified_time",
      ],
      [{ refNames: ["user"], fields: ["user.password_hash"] }, "Unknown field: user.password_hash"],
      [{ fields: ["secret.name"] }, "Unknown reference: secret"],
      [
        { fields: ["image.path"] },
        "Field image.path belongs to reference image, which refNames does not ask for",
      ],
      [{ fields: "name" }, "Parameter fields is not valid JSON"],
    ];
    for (const [params, message] of cases) {
      const res = await t.app.inject(list("course", { ...params, locale: "en" }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const vi = await t.app.inject(list("course", { fields: ["nope"] }));
    expect(vi.statusCode).toBe(400);
    expect(vi.json().error.message).toBe("Trường không xác định: nope");
  });

  it("works out each actor's columns for themself, though it remembers a request's shape", async () => {
    // The same shape asked by a visitor, an admin and a visitor again: what the admin may
    // read is never remembered for the visitor, nor the other way round.
    const asked = list("course", { fields: ["name", "create_time"], locale: "en" });
    const admin = await createUser(t.db, { role: "ADMIN" });
    const adminHeaders = await signIn(t, admin.id);
    for (const [headers, status] of [
      [{}, 400],
      [adminHeaders, 200],
      [{}, 400],
      [adminHeaders, 200],
    ] as const) {
      const res = await t.app.inject({ url: asked, headers });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 200) expect(res.json().data.items[0]).toHaveProperty("create_time");
    }
    // A refused shape is not remembered, nor mistaken for a good one written alike.
    const good = await t.app.inject(list("course", { fields: ["name", "price"] }));
    expect(good.statusCode).toBe(200);
    const alike = await t.app.inject(list("course", { fields: ["name,price"], locale: "en" }));
    expect(alike.statusCode).toBe(400);
    expect(alike.json().error.message).toBe("Unknown field: name,price");
  });

  it("writes the same list answer in production, where it is not checked against its schema", async () => {
    const config = loadConfig(
      { NODE_ENV: "production", DATA_DIR: ".tmp/test-data", JOBS: "0" },
      process.cwd(),
      { dotenv: false },
    );
    const production = await buildApp({ config, db: t.db, webDir: ".tmp/no-web-build" });
    try {
      for (const url of [
        list("course", { refNames: COURSE_CARD_REFS, fields: COURSE_CARD_FIELDS }),
        list("course", { refNames: ["chapter", "lesson", "user"] }),
        `/api/course/get?slug=thiet-ke-do-hoa&refNames=${encodeURIComponent('["image","user"]')}`,
      ]) {
        const checked = await t.app.inject(url);
        const written = await production.inject(url);
        expect(checked.statusCode, url).toBe(200);
        expect(written.statusCode, url).toBe(200);
        expect(written.body, url).toBe(checked.body);
        expect(written.headers["content-type"]).toBe(checked.headers["content-type"]);
      }
    } finally {
      await production.close();
    }
  });
});
