import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverParams, parseDiscoverParams } from "../../shared/course-discover.ts";
import { modernSrcSet } from "../../shared/media.ts";
import {
  articleBySlug,
  articleList,
  BANNER_ITEM_FIELDS,
  COURSE_CARD_FIELDS,
  courseBySlug,
  FEATURED_ARTICLES,
  FEATURED_COURSES,
  HOME_BANNERS,
  IMAGE_FIELDS,
  LATEST_ARTICLES,
  pageQueryKey,
  relatedCoursesQuery,
} from "../../shared/page-queries.ts";
import {
  createArticle,
  createCombo,
  createCourse,
  createImage,
  createLesson,
  createPromotion,
  createUser,
} from "../../tests/factories.ts";
import { signIn } from "../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { engines, openTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { HEAD_SCRIPT } from "./head-script.ts";
import { COURSE_AVATAR_SIZES } from "./seo/course.ts";

function appData(html: string) {
  const match = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no app-data element");
  return JSON.parse(match[1]);
}

/** Every JSON-LD object of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
}

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1];
}

const ORIGIN = "https://hoc.example.vn";
const NASTY = "Khoá </script><script>alert(1)</script> <!-- x";

describe.each(engines())("pages, health and HTTP conventions on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pages-test-"));
    t = await createTestApp(engine, {
      env: {
        SITE_ORIGIN: ORIGIN,
        DATA_DIR: dataDir,
        GA4_ID: "G-TEST123",
      },
    });
    const wide = JSON.stringify({ "0w": 1200, "100w": 100, "320w": 320, "1280w": 1280 });
    const avatar = await createImage(t.db, { variants: wide });
    const sharing = await createImage(t.db, { variants: wide });
    ids.avatar = avatar.id;
    ids.sharing = sharing.id;
    const teacher = await createUser(t.db, { full_name: "Nguyễn Văn An", role: "CONTENT_WRITER" });
    const promotion = await createPromotion(t.db, { discount_percentage: 20 });
    const course = await createCourse(t.db, {
      slug: "lap-trinh-web",
      name: "Lập trình web từ A đến Z",
      description: `Học HTML, CSS và JavaScript.\n\n${"Thực hành mỗi ngày. ".repeat(20)}`,
      price: 500_000,
      priority: 10,
      avatar_image_id: avatar.id,
      sharing_image_id: sharing.id,
      promotion_id: promotion.id,
      creator_id: teacher.id,
      delivery: "ONLINE",
      category: "lap-trinh",
    });
    ids.course = course.id;
    await createLesson(t.db, { course_id: course.id, name: "Bài 1", delivery: "ONSITE" });
    await createCourse(t.db, { slug: "khoa-rieng", name: "Khoá riêng", visibility: "PRIVATE" });
    await createCourse(t.db, { slug: "khoa-la", name: NASTY, priority: 5, category: "lap-trinh" });
    const banner = await createImage(t.db, { variants: wide });
    const mobileBanner = await createImage(t.db, { width: 900, height: 506 });
    ids.banner = banner.id;
    ids.mobileBanner = mobileBanner.id;
    await t.db
      .insertInto("banner")
      .values([
        { caption: "Ưu đãi", image_id: banner.id, place: "HOME_HEADER", linked_url: "/courses" },
        { caption: "Di động", image_id: mobileBanner.id, place: "HOME_HEADER_ON_MOBILE" },
      ])
      .execute();
    const article = await createArticle(t.db, {
      slug: "hoc-lap-trinh",
      name: "Cách học lập trình hiệu quả",
      description: "Năm thói quen của người học giỏi.",
      banner_image_id: banner.id,
      creator_id: teacher.id,
      priority: 3,
    });
    ids.article = article.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the home page with the page data object and meta tags", async () => {
    const res = await t.app.inject("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<html lang="vi">');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(res.body).toContain('<meta property="og:title"');
    const data = appData(res.body);
    expect(data).toMatchObject({
      locale: "vi",
      account: null,
      status: 200,
      route: { key: "home" },
      tracking: { ga4Id: "G-TEST123", metaPixelId: null },
    });
    expect(data).not.toHaveProperty("preload.featuredCourses");
  });

  it("preloads the home page's banners, featured courses, featured and latest articles", async () => {
    const { preload } = appData((await t.app.inject("/")).body);
    const banners = preload[pageQueryKey(HOME_BANNERS)];
    expect(banners.items.map((b: { place: string }) => b.place)).toEqual([
      "HOME_HEADER",
      "HOME_HEADER_ON_MOBILE",
    ]);
    expect(Object.keys(banners.refs.image)).toContain(String(ids.banner));
    // What a slide draws, and no more: the image's file names and sizes, not its library record.
    expect(Object.keys(banners.items[0]).sort()).toEqual(["id", ...BANNER_ITEM_FIELDS].sort());
    expect(Object.keys(banners.refs.image[String(ids.banner)]).sort()).toEqual(
      ["id", ...IMAGE_FIELDS].sort(),
    );
    const courses = preload[pageQueryKey(FEATURED_COURSES)];
    expect(courses.items.map((c: { name: string }) => c.name)).toEqual([
      "Lập trình web từ A đến Z",
      NASTY,
    ]);
    expect(courses.refs.promotion).toBeDefined();
    expect(preload[pageQueryKey(FEATURED_ARTICLES)].items[0].slug).toBe("hoc-lap-trinh");
    expect(preload[pageQueryKey(LATEST_ARTICLES)].items[0].slug).toBe("hoc-lap-trinh");
    // The same answer the API gives for the same query.
    const api = await t.app.inject({
      url: "/api/course/list",
      query: {
        filters: JSON.stringify([["visibility", "=", "PUBLIC"]]),
        orders: JSON.stringify([
          ["priority", "desc"],
          ["id", "desc"],
        ]),
        refNames: JSON.stringify(["image", "user", "promotion"]),
        fields: JSON.stringify(COURSE_CARD_FIELDS),
        limit: "12",
      },
    });
    expect(api.json().data).toEqual(courses);
    // A card's answer: no description.
    expect(courses.items[0]).not.toHaveProperty("description");
  });

  it("preloads the desktop header banner and the top article's image, with the page's srcset and sizes", async () => {
    const { body } = await t.app.inject("/");
    const desktop = `/media/images/2026/11/img`;
    const links = [...body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    // Not the phone's banner: below 600px the top article's image is the largest paint, and
    // the banner waits for it (docs/decisions/053).
    expect(links).toHaveLength(2);
    expect(links[0]).toContain(`imagesrcset="${desktop}`);
    // The AVIF copies, as the page's <source type="image/avif"> names them (decision 051).
    expect(links[0]).toMatch(/-1280w\.avif 1280w, \/media\/images\/2026\/11\/img\d+\.avif 1200w"/);
    expect(links.every((link) => link.includes('type="image/avif"'))).toBe(true);
    expect(links[0]).toContain('imagesizes="100vw"');
    expect(links[0]).toContain('media="(min-width: 600px)"');
    expect(links[0]).toContain('fetchpriority="high"');
    expect(body).not.toContain('media="(max-width: 599.98px)"');
    // Below 62.5em the top featured article's image is larger than the banner above it.
    expect(links[1]).toContain('imagesizes="(min-width: 62.5em) 640px, calc(100vw - 32px)"');
    expect(links[1]).toContain('media="(max-width: 999.98px)"');
    const [website, organization] = jsonLd(body);
    expect(website).toMatchObject({ "@type": "WebSite", name: "Học Việt", url: `${ORIGIN}/` });
    expect(organization).toMatchObject({ "@type": "Organization", name: "Học Việt" });
  });

  it("leaves #root empty for the app to fill when there is no server entry (dist/ssr not built)", async () => {
    // The server-rendered markup itself is proven in the browser (tests/e2e/server-render.spec.ts).
    for (const url of ["/", "/courses/lap-trinh-web"]) {
      const { body } = await t.app.inject(url);
      expect(body).toContain('<div id="root"></div>');
    }
  });

  it("describes a course page: title, description, Open Graph, Twitter, Course and breadcrumbs", async () => {
    const res = await t.app.inject("/courses/lap-trinh-web");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("<title>Lập trình web từ A đến Z | Học Việt</title>");
    const description = metaContent(html, "description") ?? "";
    expect(description.startsWith("Học HTML, CSS và JavaScript. Thực hành mỗi ngày.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    const url = `${ORIGIN}/courses/lap-trinh-web`;
    expect(metaContent(html, "og:title")).toBe("Lập trình web từ A đến Z | Học Việt");
    expect(metaContent(html, "og:url")).toBe(url);
    expect(metaContent(html, "og:type")).toBe("product");
    expect(metaContent(html, "og:locale")).toBe("vi_VN");
    expect(metaContent(html, "og:image:width")).toBe("1280");
    expect(metaContent(html, "og:image:height")).toBe("853");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);

    const { preload } = appData(html);
    const answer = preload[pageQueryKey(courseBySlug("lap-trinh-web"))];
    expect(answer.items[0].id).toBe(ids.course);
    // The sharing image, not the avatar, as its 1280w variant.
    const sharingRow = answer.refs.image[String(ids.sharing)];
    expect(metaContent(html, "og:image")).toBe(
      `${ORIGIN}/media/${sharingRow.path}${sharingRow.basename}-1280w.jpg`,
    );
    // The sidebar image (the avatar) is fetched first.
    const avatarRow = answer.refs.image[String(ids.avatar)];
    const avatarLink = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    expect(avatarLink).toBe(
      `<link rel="preload" as="image" href="/media/${avatarRow.path}${avatarRow.basename}.avif" imagesrcset="${modernSrcSet(avatarRow)}" imagesizes="${COURSE_AVATAR_SIZES}" type="image/avif" fetchpriority="high" />`,
    );

    const [course, breadcrumbs] = jsonLd(html);
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Lập trình web từ A đến Z",
      url,
      provider: { "@type": "Organization", name: "Học Việt" },
      offers: {
        "@type": "Offer",
        price: 400_000, // 500 000 with the running 20 % promotion
        priceCurrency: "VND",
        availability: "https://schema.org/InStock",
        category: "Paid",
      },
      // An online course with an onsite lesson.
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "blended" },
    });
    expect(course?.image).toBe(metaContent(html, "og:image"));
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Trang chủ", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Khóa học", item: `${ORIGIN}/courses` },
        { "@type": "ListItem", position: 3, name: "Lập trình web từ A đến Z", item: url },
      ],
    });
  });

  it("describes an article page with Article data and the English locale", async () => {
    const res = await t.app.inject("/articles/hoc-lap-trinh?locale=en");
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, "og:type")).toBe("article");
    expect(metaContent(res.body, "og:locale")).toBe("en_US");
    expect(metaContent(res.body, "description")).toBe("Năm thói quen của người học giỏi.");
    const [article, breadcrumbs] = jsonLd(res.body);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Cách học lập trình hiệu quả",
      description: "Năm thói quen của người học giỏi.",
      author: { "@type": "Person", name: "Nguyễn Văn An" },
      url: `${ORIGIN}/articles/hoc-lap-trinh`,
    });
    expect(article?.datePublished).toEqual(expect.any(String));
    expect(article?.dateModified).toEqual(expect.any(String));
    expect(article?.image).toEqual([expect.stringMatching(/-1280w\.jpg$/)]);
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(JSON.stringify(breadcrumbs)).toContain('"name":"Articles"');
    const { preload } = appData(res.body);
    expect(preload[pageQueryKey(articleBySlug("hoc-lap-trinh"))].items[0].id).toBe(ids.article);
  });

  it("gives combo and promotion pages their title, image and breadcrumb trail", async () => {
    const image = await createImage(t.db);
    await createCombo(t.db, { slug: "tron-bo-web", name: "Trọn bộ web", image_id: image.id });
    await createPromotion(t.db, { slug: "uu-dai-he", name: "Ưu đãi hè", image_id: image.id });
    const cases = [
      { path: "/combos/tron-bo-web", name: "Trọn bộ web", section: ["Combo", "/combos"] },
      { path: "/promotions/uu-dai-he", name: "Ưu đãi hè", section: ["Khuyến mãi", "/promotions"] },
    ];
    for (const { path: pagePath, name, section } of cases) {
      const res = await t.app.inject(pagePath);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${name} | Học Việt</title>`);
      expect(metaContent(res.body, "og:image")).toMatch(/^https:\/\/hoc\.example\.vn\/media\//);
      expect(jsonLd(res.body).at(-1)).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { position: 1, item: `${ORIGIN}/` },
          { position: 2, name: section[0], item: `${ORIGIN}${section[1]}` },
          { position: 3, name, item: `${ORIGIN}${pagePath}` },
        ],
      });
    }
  });

  it("answers a missing record's page with 404 and the not-found title", async () => {
    const res = await t.app.inject("/courses/khong-ton-tai?locale=en");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Content not found | Học Việt</title>");
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLd(res.body)).toEqual([]);
    const data = appData(res.body);
    expect(data).toMatchObject({ status: 404, route: { key: "course" }, preload: {} });
  });

  it("answers a slug longer than any slug with the not-found page, on the page and the API", async () => {
    // A course's address pasted twice over, or padded: no record can have it.
    const slug = "lap-trinh-web-".repeat(20);
    const res = await t.app.inject(`/courses/${slug}?locale=en`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Content not found | Học Việt</title>");
    expect(appData(res.body)).toMatchObject({ status: 404, route: { key: "course" } });
    const api = await t.app.inject(`/api/course/get?slug=${slug}&locale=en`);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: "NOT_FOUND", message: "Content not found" } });
    const article = await t.app.inject(`/articles/${"a".repeat(5000)}`);
    expect(article.statusCode).toBe(404);
  });

  it("keeps a private course's page and data from a visitor, not from an admin", async () => {
    const res = await t.app.inject("/courses/khoa-rieng");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Khoá riêng");
    expect(appData(res.body).preload).toEqual({});
    const admin = await createUser(t.db, { role: "ADMIN" });
    const seen = await t.app.inject({
      url: "/courses/khoa-rieng",
      headers: await signIn(t, admin.id),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain("<title>Khoá riêng | Học Việt</title>");
  });

  it("preloads a course page's related courses with the course, as the list API answers them", async () => {
    const res = await t.app.inject("/courses/lap-trinh-web");
    expect(res.statusCode).toBe(200);
    const query = relatedCoursesQuery({ id: Number(ids.course), category: "lap-trinh" });
    if (query?.call !== "list") throw new Error("expected a list query");
    const answer = appData(res.body).preload[pageQueryKey(query)];
    expect(answer.items.map((c: { slug: string }) => c.slug)).toEqual(["khoa-la"]);
    expect(answer.items[0]).not.toHaveProperty("description");
    const { filters, orders, refNames, fields, limit } = query.query;
    const api = await t.app.inject({
      url: "/api/course/list",
      query: {
        filters: JSON.stringify(filters),
        orders: JSON.stringify(orders),
        refNames: JSON.stringify(refNames),
        fields: JSON.stringify(fields),
        limit: String(limit ?? ""),
      },
    });
    expect(api.json().data).toEqual(answer);
  });

  it("preloads course discovery with the discovery query of the URL", async () => {
    const res = await t.app.inject("/courses?q=lap%20trinh&sort=newest&utm_source=x");
    expect(res.statusCode).toBe(200);
    const query = parseDiscoverParams(new URLSearchParams("q=lap trinh&sort=newest"));
    const answer = appData(res.body).preload[pageQueryKey({ call: "discover", query })];
    expect(answer.items.map((c: { slug: string }) => c.slug)).toEqual(["lap-trinh-web"]);
    expect(answer.total).toBe(1);
    // The canonical URL keeps the search, not the sort order nor tracking parameters.
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/courses?q=lap+trinh" />`);
    expect(res.body).toContain("<title>Khóa học | Học Việt</title>");
    const api = await t.app.inject(`/api/course/discover?${discoverParams(query)}`);
    expect(api.json().data).toEqual(answer);
  });

  it("leaves a query the API would refuse out of the page data, without failing the page", async () => {
    const long = "a".repeat(300);
    const res = await t.app.inject(`/articles?q=${long}&page=2`);
    expect(res.statusCode).toBe(200);
    expect(appData(res.body).preload[pageQueryKey(articleList(long, 1))]).toBeUndefined();
    expect((await t.app.inject(`/api/article/list?search=${long}`)).statusCode).toBe(400);
    const ok = await t.app.inject("/articles?q=hoc&page=1");
    expect(appData(ok.body).preload[pageQueryKey(articleList("hoc", 0))].total).toBe(1);
    expect(ok.body).toContain(`<link rel="canonical" href="${ORIGIN}/articles?q=hoc" />`);
  });

  it("keeps `<` in a course name from closing the JSON-LD or the page data element", async () => {
    const res = await t.app.inject("/courses/khoa-la");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("</script><script>alert(1)");
    expect(res.body).not.toContain("<!-- x");
    expect(res.body).toContain("<title>Khoá &lt;/script&gt;&lt;script&gt;alert(1)");
    expect(jsonLd(res.body)[0]?.name).toBe(NASTY);
    expect(appData(res.body).preload[pageQueryKey(courseBySlug("khoa-la"))].items[0].name).toBe(
      NASTY,
    );
    // Only the colour-scheme script, the JSON-LD, the page data and the app's own module
    // scripts are script elements.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      "",
      ' type="application/ld+json"',
      ' type="application/ld+json"',
      ' type="application/json" id="app-data"',
    ]);
  });

  it("carries the signed-in user's account info, as /api/account/info answers it", async () => {
    const user = await createUser(t.db, { full_name: "Trần Thị Mai", role: "CONTENT_WRITER" });
    const headers = await signIn(t, user.id);
    const res = await t.app.inject({ url: "/account", headers });
    const data = appData(res.body);
    expect(data.account.user).toMatchObject({
      id: user.id,
      full_name: "Trần Thị Mai",
      role: "CONTENT_WRITER",
    });
    expect(data.account.user).not.toHaveProperty("password_hash");
    expect(data.account.abilities).toMatchObject({
      "dashboard.view": true,
      "user.view": false,
    });
    const api = await t.app.inject({ url: "/api/account/info", headers });
    expect(api.statusCode).toBe(200);
    expect(api.json().data).toEqual(data.account);
  });

  it("revalidates pages with an ETag, never kept by a shared cache", async () => {
    const res = await t.app.inject("/courses/lap-trinh-web");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toMatch(/Cookie/);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    const again = await t.app.inject({
      url: "/courses/lap-trinh-web",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const user = await createUser(t.db);
    const signedIn = await t.app.inject({
      url: "/courses/lap-trinh-web",
      headers: { ...(await signIn(t, user.id)), "if-none-match": etag },
    });
    expect(signedIn.statusCode).toBe(200); // the account makes it another page
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    const compressed = await t.app.inject({
      url: "/courses/lap-trinh-web",
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(res.body);
    const brotli = await t.app.inject({
      url: "/courses/lap-trinh-web",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(res.body);
  });

  it("serves images with an ETag, immutable for a year", async () => {
    const row = await t.db
      .selectFrom("image")
      .selectAll()
      .where("id", "=", ids.avatar as number)
      .executeTakeFirstOrThrow();
    const file = path.join(t.config.mediaDir, `${row.path}${row.basename}-320w.jpg`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.alloc(2048, 7));
    const res = await t.app.inject(`/media/${row.path}${row.basename}-320w.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("remembers a language chosen with ?locale= for the next pages", async () => {
    const res = await t.app.inject("/courses?locale=en");
    expect(res.body).toContain('<html lang="en">');
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^locale=en;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const next = await t.app.inject({ url: "/articles", headers: { cookie: "locale=en" } });
    expect(next.body).toContain('<html lang="en">');
    expect((await t.app.inject("/articles")).headers["set-cookie"]).toBeUndefined();
  });

  it("answers a path outside the route table with the not-found page and 404", async () => {
    const res = await t.app.inject("/khong-co-trang-nay?locale=en");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain("<title>Content not found | Học Việt</title>");
    expect(appData(res.body)).toMatchObject({ status: 404, route: { key: null }, locale: "en" });
    expect((await t.app.inject("/checkout/book/1")).statusCode).toBe(404);
    expect((await t.app.inject("/checkout/course/1")).statusCode).toBe(200);
  });

  it("answers unknown API paths and methods with the JSON envelope", async () => {
    const res = await t.app.inject("/api/does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    const post = await t.app.inject({ method: "POST", url: "/courses" });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe("NOT_FOUND");
  });

  it("sends security headers and a CSP without inline scripts but the head script, by its hash", async () => {
    const res = await t.app.inject("/");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1] ?? "");
    expect(inline).toEqual([HEAD_SCRIPT]);
    const hash = createHash("sha256").update(HEAD_SCRIPT).digest("base64");
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'`));
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("reports health from the database", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: "ok" } });
  });

  it("serves the OpenAPI description", async () => {
    const res = await t.app.inject("/api/docs/json");
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/course/list");
  });

  it("compresses large answers", async () => {
    const res = await t.app.inject({
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe.each(engines())("built assets on %s", (engine) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "pages-web-"));
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(
      path.join(webDir, "index.html"),
      '<!doctype html><html lang="<!--app-lang-->"><head><!--app-head--></head><body><!--app-data--><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>',
    );
    writeFileSync(
      path.join(webDir, "assets/index-Ab12Cd34.js"),
      `console.log(${JSON.stringify("x".repeat(4000))});`,
    );
    writeFileSync(
      path.join(webDir, "assets/index-Ab12Cd34.css"),
      `body{margin:0}${" ".repeat(4000)}`,
    );
    testDb = await openTestDb(engine);
    const config = loadConfig({ NODE_ENV: "test", JOBS: "0" }, process.cwd(), { dotenv: false });
    app = await buildApp({ config, db: testDb.db, webDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("serves hashed assets immutable for a year, compressed, with an ETag", async () => {
    for (const file of ["index-Ab12Cd34.js", "index-Ab12Cd34.css"]) {
      const res = await app.inject({
        url: `/assets/${file}`,
        headers: { "accept-encoding": "gzip, br" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
      expect(res.headers.etag).toBeTruthy();
    }
    expect((await app.inject("/assets/missing-00000000.js")).statusCode).toBe(404);
  });

  it("sends the build's precompressed file as it is, to a browser that takes its encoding", async () => {
    // Marked contents: what arrives is the file written beside the script, not a compression
    // of the script made on the fly (vite.config.ts `precompressAssets`, decision 044).
    const file = path.join(webDir, "assets/app-Ef56Gh78.js");
    writeFileSync(file, `console.log(${JSON.stringify("y".repeat(4000))});`);
    writeFileSync(`${file}.br`, brotliCompressSync("/* the .br file */"));
    writeFileSync(`${file}.gz`, gzipSync("/* the .gz file */"));
    const br = await app.inject({
      url: "/assets/app-Ef56Gh78.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("/* the .br file */");
    const gz = await app.inject({
      url: "/assets/app-Ef56Gh78.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe("/* the .gz file */");
  });

  it("fills the built shell and compresses it", async () => {
    const res = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject("/");
    // The entry is fetched after what the first paint needs (docs/decisions/048).
    expect(plain.body).toContain(
      '<script type="module" fetchpriority="low" src="/assets/index-Ab12Cd34.js">',
    );
    expect(plain.body).toContain('<script type="application/json" id="app-data">');
  });
});
