import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNER_PLACES, LESSON_TYPES, QUESTION_TYPES, ROLES } from "../../shared/constants.ts";
import { assetUrl, imageVariants, MEDIA_BASE_PATH } from "../../shared/media.ts";
import { engines, openTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { TABLE_NAMES } from "../db/schema.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { PAGE_ARTICLES } from "./content/articles-pages.ts";
import type { RichContent } from "./rich.ts";
import { hasContent, type SeedReport, seedDemo } from "./seed.ts";

const NOW = new Date("2026-11-22T07:00:00.000Z");
const HOUR = 60 * 60 * 1000;
// Generating ~90 images and a few clips takes ~10 s on two cores; leave room on a busy CI.
const SEED_TIMEOUT = 120_000;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe.each(engines())("seedDemo on %s", (kind) => {
  let test: TestDb;
  let mediaDir: string;
  let report: SeedReport | null;

  beforeAll(async () => {
    test = await openTestDb(kind);
    mediaDir = mkdtempSync(path.join(tmpdir(), `hv-seed-${kind}-`));
    report = await seedDemo(test.db, { mediaDir, now: NOW });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await test?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const db = () => test.db;
  const fileOf = (url: string) => path.join(mediaDir, url.slice(MEDIA_BASE_PATH.length));

  it("reports the accounts, one password and the counts", async () => {
    expect(report).not.toBeNull();
    const { accounts, password, counts } = report!;
    expect(accounts.map((a) => a.role).sort()).toEqual(
      expect.arrayContaining([
        "ADMIN",
        "ADMIN_TRIAL",
        "CONTENT_MANAGER",
        "CONTENT_WRITER",
        "CLIENT",
      ]),
    );
    expect(accounts.filter((a) => a.role === "CLIENT").length).toBeGreaterThanOrEqual(4);
    for (const table of ["course", "article", "image", "lesson", "question", "banner"]) {
      const { n } = await db()
        .selectFrom(table as "course")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n), table).toBe(counts[table]);
    }
    const user = await db()
      .selectFrom("user")
      .select(["password_hash", "status", "email_verified_time", "search_text"])
      .where("email", "=", "quanly@demo.hocviet.vn")
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: "ACTIVE", search_text: "le hoang phuc" });
    expect(user.email_verified_time).not.toBeNull();
    expect(await verifyPassword(user.password_hash, password)).toBe(true);
    expect(ROLES).toContain(accounts[0]?.role);
  });

  it("has at least 16 courses, with every visibility and delivery", async () => {
    const courses = await db().selectFrom("course").selectAll().execute();
    expect(courses.length).toBeGreaterThanOrEqual(16);
    expect(courses.filter((c) => c.name.startsWith("Lập trình")).length).toBeGreaterThanOrEqual(3);
    expect(courses.filter((c) => c.price === 0).length).toBeGreaterThanOrEqual(1);
    expect(new Set(courses.map((c) => c.visibility))).toEqual(
      new Set(["PUBLIC", "PRIVATE", "ARCHIVED"]),
    );
    const onsite = courses.find((c) => c.delivery === "ONSITE");
    const remote = courses.find((c) => c.delivery === "REMOTE");
    expect(onsite?.location).toBeTruthy();
    expect(remote?.meeting_url).toMatch(/^https:\/\//);
    for (const c of [onsite!, remote!]) {
      expect(c.start_time! > NOW.toISOString()).toBe(true);
      expect(c.end_time! > c.start_time!).toBe(true);
    }
    for (const c of courses) {
      expect(c.objectives.split("\n").length).toBeGreaterThanOrEqual(1);
      expect(c.avatar_image_id).not.toBeNull();
      expect(c.sharing_image_id).not.toBeNull();
      expect(c.creator_id).not.toBeNull();
      expect(c.update_time < NOW.toISOString()).toBe(true);
      const intro = JSON.parse(c.introduction!) as RichContent;
      expect(intro.blocks.length).toBeGreaterThan(3);
      for (const block of intro.blocks) {
        expect(block).toEqual({
          key: expect.any(String),
          type: expect.any(String),
          text: expect.any(String),
          depth: 0,
          inlineStyleRanges: expect.any(Array),
          entityRanges: expect.any(Array),
          data: {},
        });
        for (const range of [...block.inlineStyleRanges, ...block.entityRanges]) {
          expect(range.offset + range.length).toBeLessThanOrEqual(block.text.length);
        }
      }
      expect(Object.values(intro.entityMap).some((e) => e.type === "LINK")).toBe(true);
    }
  });

  it("features three public courses of different categories, first on the home page", async () => {
    const featured = await db()
      .selectFrom("course")
      .select(["slug", "visibility", "category", "is_featured"])
      .where("is_featured", "=", 1)
      .execute();
    expect(featured.map((c) => c.slug).sort()).toEqual([
      "excel-van-phong-tu-co-ban-den-nang-cao",
      "lap-trinh-python-co-ban",
      "tieng-anh-giao-tiep-cong-so",
    ]);
    expect(featured.every((c) => c.visibility === "PUBLIC")).toBe(true);
    expect(new Set(featured.map((c) => c.category)).size).toBe(featured.length);
    // The home page's order (decision 042): the featured ones, then the rest by priority.
    const home = await db()
      .selectFrom("course")
      .select("is_featured")
      .where("visibility", "=", "PUBLIC")
      .orderBy("is_featured", "desc")
      .orderBy("priority", "desc")
      .orderBy("id", "desc")
      .limit(4)
      .execute();
    expect(home.map((c) => Number(c.is_featured))).toEqual([1, 1, 1, 0]);
  });

  it("runs two promotions, one ending within 48 hours, each with courses", async () => {
    const promotions = await db().selectFrom("promotion").selectAll().orderBy("end_time").execute();
    expect(promotions).toHaveLength(2);
    const [soon, later] = promotions;
    const hoursLeft = (p: typeof soon) => (Date.parse(p!.end_time) - NOW.getTime()) / HOUR;
    expect(hoursLeft(soon)).toBeGreaterThan(0);
    expect(hoursLeft(soon)).toBeLessThan(48);
    expect(hoursLeft(later)).toBeGreaterThan(14 * 24);
    for (const p of promotions) {
      expect(p.visibility).toBe("PUBLIC");
      expect(p.start_time < NOW.toISOString()).toBe(true);
      const covered = await db()
        .selectFrom("course")
        .select(["price", "promotional_avatar_image_id"])
        .where("promotion_id", "=", p.id)
        .execute();
      expect(covered.length).toBeGreaterThanOrEqual(2);
      for (const c of covered) {
        expect(c.price).toBeGreaterThan(0);
        expect(c.promotional_avatar_image_id).not.toBeNull();
      }
    }
  });

  it("sells two combos cheaper than their courses", async () => {
    const combos = await db().selectFrom("combo").selectAll().execute();
    expect(combos).toHaveLength(2);
    for (const combo of combos) {
      const courses = await db()
        .selectFrom("combo_course")
        .innerJoin("course", "course.id", "combo_course.course_id")
        .select(["course.price", "combo_course.sort_order"])
        .where("combo_id", "=", combo.id)
        .orderBy("combo_course.sort_order")
        .execute();
      expect(courses.length).toBeGreaterThanOrEqual(3);
      expect(courses.map((c) => c.sort_order)).toEqual(courses.map((_, i) => i + 1));
      expect(combo.price).toBeLessThan(courses.reduce((sum, c) => sum + c.price, 0));
      expect(combo.image_id).not.toBeNull();
      expect(combo.promotional_image_id).not.toBeNull();
    }
  });

  it("gives every course chapters and ordered lessons of every type and delivery", async () => {
    const lessons = await db().selectFrom("lesson").selectAll().execute();
    const chapters = await db().selectFrom("chapter").selectAll().execute();
    expect(new Set(lessons.map((l) => l.type))).toEqual(new Set(LESSON_TYPES));
    expect(new Set(lessons.map((l) => l.delivery))).toEqual(
      new Set(["ONLINE", "ONSITE", "REMOTE"]),
    );
    expect(lessons.some((l) => l.chapter_id === null)).toBe(true);
    const courseIds = new Set(lessons.map((l) => l.course_id));
    for (const courseId of courseIds) {
      const own = chapters.filter((c) => c.course_id === courseId);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      for (const chapter of own) {
        const count = lessons.filter((l) => l.chapter_id === chapter.id).length;
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(5);
      }
      expect(
        lessons.filter((l) => l.course_id === courseId && l.is_preview === 1).length,
      ).toBeGreaterThanOrEqual(1);
    }
    for (const l of lessons) {
      const media = {
        VIDEO: l.video_id,
        AUDIO: l.audio_id,
        DOCUMENT: l.document_id,
        QUIZ: l.quiz_id,
        TEXT: l.content,
      };
      expect(media[l.type], `${l.type} lesson ${l.name}`).not.toBeNull();
      if (l.delivery === "ONSITE") expect(l.location && l.start_time && l.end_time).toBeTruthy();
      if (l.delivery === "REMOTE") expect(l.meeting_url && l.start_time && l.end_time).toBeTruthy();
    }
    const previewQuiz = lessons.find((l) => l.type === "QUIZ" && l.is_preview === 1);
    expect(previewQuiz).toBeDefined();
  });

  it("has quizzes with all four question types in the documented JSON shapes", async () => {
    const quizzes = await db().selectFrom("quiz").select("id").execute();
    expect(quizzes.length).toBeGreaterThanOrEqual(4);
    const questions = await db().selectFrom("question").selectAll().execute();
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    for (const q of questions) {
      expect(q.group_id).not.toBeNull();
      expect(q.answer_explanation).toBeTruthy();
      const pieces = JSON.parse(q.pieces) as { value: string; text: string }[];
      const values = pieces.map((p) => p.value);
      const answer = JSON.parse(q.answer_values) as string | string[];
      if (q.type === "RADIO_BUTTONS") {
        expect(values).toContain(answer);
        continue;
      }
      expect(Array.isArray(answer)).toBe(true);
      for (const v of answer as string[]) expect(values).toContain(v);
      if (q.type === "TEXT_COMPLETION") {
        expect(q.content?.match(/\{\{blank\}\}/g)?.length).toBe(answer.length);
      }
      if (q.type === "WORD_ARRANGEMENT") {
        expect([...(answer as string[])].sort()).toEqual([...values].sort());
        expect(answer).not.toEqual(values); // the first order must not already be the answer
      }
    }
    const groups = await db().selectFrom("question_group").select("description").execute();
    expect(groups.every((g) => g.description.length > 0)).toBe(true);
  });

  it("publishes the four fixed articles, ten more, and banners for every place", async () => {
    const articles = await db().selectFrom("article").selectAll().execute();
    const slugs = articles.map((a) => a.slug);
    for (const slug of [
      "ve-chung-toi",
      "dieu-khoan-su-dung",
      "chinh-sach-bao-mat",
      "huong-dan-thanh-toan",
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(articles.length).toBeGreaterThanOrEqual(14);
    expect(articles.every((a) => a.visibility === "PUBLIC" && a.avatar_image_id && a.content)).toBe(
      true,
    );
    expect(articles.some((a) => a.banner_image_id !== null)).toBe(true);
    // Filed under the demo's categories, so /articles has a category filter with content: each
    // news article under one, the fixed pages under none, every category holding two or more.
    const categories = await db().selectFrom("article_category").selectAll().execute();
    expect(categories.map((c) => c.name).sort()).toEqual(
      ["Lộ trình nghề nghiệp", "Mẹo học tập", "Tin tức Học Việt"].sort(),
    );
    const fixedPages = new Set(PAGE_ARTICLES.map((a) => a.slug));
    for (const article of articles) {
      expect(article.category_id === null, article.slug).toBe(fixedPages.has(article.slug));
    }
    for (const category of categories) {
      expect(articles.filter((a) => a.category_id === category.id).length).toBeGreaterThan(1);
    }
    const banners = await db().selectFrom("banner").selectAll().execute();
    expect(new Set(banners.map((b) => b.place))).toEqual(new Set(BANNER_PLACES));
    expect(banners.filter((b) => b.place === "HOME_HEADER")).toHaveLength(2);
    expect(banners.filter((b) => b.place === "HOME_HEADER_ON_MOBILE")).toHaveLength(2);
    for (const banner of banners) {
      expect(banner.linked_url).toMatch(/^\//);
      const image = await db()
        .selectFrom("image")
        .select("ratio")
        .where("id", "=", banner.image_id)
        .executeTakeFirstOrThrow();
      const expected = banner.place === "HOME_HEADER_ON_MOBILE" ? 16 / 9 : 3.5;
      expect(image.ratio!).toBeCloseTo(expected, 1);
    }
  });

  it("writes every rich text as valid blocks, with no inline mark left in the text", async () => {
    const texts = [
      ...(await db().selectFrom("course").select("introduction as json").execute()),
      ...(await db().selectFrom("article").select("content as json").execute()),
      ...(await db()
        .selectFrom("lesson")
        .select("content as json")
        .where("content", "is not", null)
        .execute()),
    ];
    let depths = 0;
    for (const { json } of texts) {
      const content = JSON.parse(json!) as RichContent;
      const keys = content.blocks.map((b) => b.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const block of content.blocks) {
        expect(block.text).not.toMatch(/\*\*|`|\+\+|\]\(/);
        expect(block.text).toBe(block.text.normalize("NFC"));
        for (const range of block.entityRanges) expect(content.entityMap[range.key]).toBeDefined();
        if (block.depth > 0) depths++;
      }
    }
    expect(depths).toBeGreaterThan(0);
  });

  it("stores every file on disk, images with all their variants", async () => {
    const images = await db().selectFrom("image").selectAll().execute();
    for (const image of images) {
      const variants = imageVariants(image);
      expect(variants["0w"]).toBe(image.width);
      expect(variants["100w"]).toBeDefined();
      for (const key of Object.keys(variants)) {
        const file = fileOf(assetUrl(image, Number.parseInt(key, 10)));
        expect(existsSync(file), file).toBe(true);
      }
    }
    for (const table of ["video", "audio", "document"] as const) {
      const rows = await db().selectFrom(table).selectAll().execute();
      expect(rows.length, table).toBeGreaterThanOrEqual(1);
      for (const row of rows) expect(existsSync(fileOf(assetUrl(row)))).toBe(true);
    }
    const videos = await db().selectFrom("video").selectAll().execute();
    for (const v of videos)
      expect(v).toMatchObject({ width: 640, height: 360, hls_status: "NONE" });
    const docs = await db().selectFrom("document").select("page_count").execute();
    expect(docs.every((d) => (d.page_count ?? 0) >= 2)).toBe(true);
  });

  it("gives a student active enrollments and nothing to pay", async () => {
    const enrollments = await db().selectFrom("enrollment").selectAll().execute();
    expect(enrollments.length).toBeGreaterThanOrEqual(2);
    expect(enrollments.every((e) => e.status === "ACTIVE" && e.activate_time)).toBe(true);
    for (const table of ["order", "transaction"] as const) {
      const row = await db().selectFrom(table).select("id").executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });

  it("does nothing the second time", async () => {
    const count = async () => {
      const counts: Record<string, number> = {};
      for (const table of TABLE_NAMES) {
        const { n } = await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        counts[table] = Number(n);
      }
      return counts;
    };
    const before = await count();
    const files = filesUnder(mediaDir).length;
    expect(await hasContent(db())).toBe(true);
    expect(await seedDemo(db(), { mediaDir, now: NOW })).toBeNull();
    expect(await count()).toEqual(before);
    expect(filesUnder(mediaDir).length).toBe(files);
  });
});

describe("seedDemo failures", () => {
  it(
    "removes the files it wrote when the transaction fails",
    async () => {
      const test = await openTestDb("sqlite");
      const mediaDir = mkdtempSync(path.join(tmpdir(), "hv-seed-fail-"));
      try {
        // A promotion alone does not make the database "not empty", but its slug collides.
        await test.db
          .insertInto("promotion")
          .values({
            slug: "flash-sale-cuoi-tuan",
            name: "Đã có",
            discount_percentage: 10,
            start_time: NOW.toISOString(),
            end_time: NOW.toISOString(),
          })
          .execute();
        await expect(seedDemo(test.db, { mediaDir, now: NOW })).rejects.toThrow(/UNIQUE/);
        expect(filesUnder(mediaDir)).toEqual([]);
        expect(await hasContent(test.db)).toBe(false);
        const images = await test.db.selectFrom("image").select("id").execute();
        expect(images).toEqual([]);
      } finally {
        await test.close();
        rmSync(mediaDir, { recursive: true, force: true });
      }
    },
    SEED_TIMEOUT,
  );

  it("refuses to seed a database that has a student", async () => {
    const test = await openTestDb("sqlite");
    const mediaDir = mkdtempSync(path.join(tmpdir(), "hv-seed-full-"));
    try {
      await test.db
        .insertInto("user")
        .values({ email: "lan@example.com", password_hash: "x", full_name: "Lan", role: "CLIENT" })
        .execute();
      expect(await seedDemo(test.db, { mediaDir })).toBeNull();
      expect(filesUnder(mediaDir)).toEqual([]);
    } finally {
      await test.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
