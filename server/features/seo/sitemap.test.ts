import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeSearch } from "../../../shared/search.ts";
import { createArticle, createCourse, createPromotion } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { escapeXml, renderSitemap } from "./sitemap.ts";

const ORIGIN = "https://hocviet.example";

/** The <url> entries of a sitemap as loc → lastmod (null when absent), read back from the XML. */
function urlsOf(xml: string): Map<string, string | null> {
  const urls = new Map<string, string | null>();
  for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    const loc = /<loc>(.*?)<\/loc>/.exec(body ?? "")?.[1];
    const lastmod = /<lastmod>(.*?)<\/lastmod>/.exec(body ?? "")?.[1] ?? null;
    if (loc) urls.set(loc, lastmod);
  }
  return urls;
}

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("writes a urlset with escaped locations and no raw ampersand", () => {
    const xml = renderSitemap([
      { loc: "https://x.example/courses?a=1&b=<2>", lastmod: "2026-11-22T10:00:00.000Z" },
      { loc: "https://x.example/" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://x.example/courses?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-22T10:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://x.example/</loc></url>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe.each(engines())("/sitemap.xml and /robots.txt on %s", (engine) => {
  let t: TestApp;
  const updated = "2026-10-01T08:30:00.000Z";

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SITE_ORIGIN: ORIGIN } });
    await createCourse(t.db, { slug: "lap-trinh-web", update_time: updated });
    await createCourse(t.db, { slug: "khoa-rieng", visibility: "PRIVATE" });
    await createCourse(t.db, { slug: "khoa-cu", visibility: "ARCHIVED" });
    await createPromotion(t.db, { slug: "he-ruc-ro" });
    await createPromotion(t.db, { slug: "km-rieng", visibility: "PRIVATE" });
    await createArticle(t.db, { slug: "ve-chung-toi" });
    await createArticle(t.db, { slug: "nhap", visibility: "PRIVATE" });
    await createArticle(t.db, { slug: "luu-tru", visibility: "ARCHIVED" });
    for (const [slug, visibility] of [
      ["combo-web", "PUBLIC"],
      ["combo-an", "ARCHIVED"],
    ] as const) {
      await t.db
        .insertInto("combo")
        .values({ slug, name: slug, visibility, search_text: normalizeSearch(slug) })
        .execute();
    }
  });
  afterAll(() => t.close());

  it("lists home, the discovery pages and every public record, with absolute URLs", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const urls = urlsOf(res.body);
    expect([...urls.keys()].sort()).toEqual(
      [
        "/",
        "/courses",
        "/combos",
        "/promotions",
        "/articles",
        "/courses/lap-trinh-web",
        "/combos/combo-web",
        "/promotions/he-ruc-ro",
        "/articles/ve-chung-toi",
      ]
        .map((path) => `${ORIGIN}${path}`)
        .sort(),
    );
    expect(urls.get(`${ORIGIN}/courses/lap-trinh-web`)).toBe(updated);
    // A discovery page changes when its latest public record does (the private ones are newer).
    expect(urls.get(`${ORIGIN}/courses`)).toBe(updated);
  });

  it("leaves PRIVATE and ARCHIVED records out", async () => {
    const { body } = await t.app.inject({ url: "/sitemap.xml" });
    for (const slug of ["khoa-rieng", "khoa-cu", "km-rieng", "nhap", "luu-tru", "combo-an"]) {
      expect(body).not.toContain(slug);
    }
  });

  it("robots.txt allows public pages, keeps crawlers out of private ones and names the sitemap", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/dashboard",
      "/course-management",
      "/user-management",
      "/checkout/",
      "/library",
      "/learning/",
      "/account",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const open of ["/courses", "/combos", "/promotions", "/articles", "/"]) {
      expect(lines).not.toContain(`Disallow: ${open}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("is not answered by the page shell", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.body).not.toContain("<!doctype html>");
    expect(res.body).toContain("<urlset");
  });
});
