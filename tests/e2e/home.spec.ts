import { expect, type Page, test } from "@playwright/test";
import { ARTICLES, COURSES } from "../../server/seed/content/catalogue.ts";
import { BANNERS } from "../../server/seed/content/marketing.ts";
import { PAGE_SIZE } from "../../shared/constants.ts";
import { t } from "../../shared/i18n/index.ts";
import { FEATURED_ARTICLE_COUNT, FEATURED_NEWS_COUNT } from "../../shared/page-queries.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";

// The first screen a visitor sees, at a desktop and a phone width. What it should show comes
// from the demo seed (server/seed/content/), so a wrong order or a missing item fails the test.
// Screenshots go to test-results/screenshots/ for a person to look at.

const byPriority = [...ARTICLES].sort((a, b) => b.priority - a.priority);
const FEATURED = byPriority.slice(0, FEATURED_ARTICLE_COUNT);
const featuredSlugs = new Set(FEATURED.map((a) => a.slug));
const NEWS = [...ARTICLES]
  .sort((a, b) => a.updatedDaysAgo - b.updatedDaysAgo)
  .filter((a) => !featuredSlugs.has(a.slug))
  .slice(0, FEATURED_NEWS_COUNT);
const PUBLIC_COURSES = COURSES.filter((c) => (c.visibility ?? "PUBLIC") === "PUBLIC");
const captionsAt = (place: string) =>
  BANNERS.filter((b) => b.place === place)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((b) => b.caption);

const articleHref = (slug: string) => `/articles/${slug}`;
const hrefs = (page: Page, scope: string, testId: string) =>
  page
    .getByTestId(scope)
    .getByTestId(testId)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/**
 * The sections below the solutions load when the reader scrolls near them (WhenNearView):
 * scroll to them as a reader would, whichever of the placeholder or the sections is there.
 */
async function revealLowerSections(page: Page) {
  // The placeholder is replaced as soon as it comes near: retry until the sections are in.
  await expect(async () => {
    await page
      .getByTestId("featured-courses")
      .or(page.getByTestId("home-more-pending"))
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.getByTestId("featured-courses")).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

for (const width of [1280, 375]) {
  test(`home page at ${width}px: banner, featured articles, courses with prices, news, footer`, async ({
    page,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) apiCalls.push(pathname);
    });
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/.+/);
    expect(await page.locator("html").getAttribute("lang")).toBe("vi");

    const topBar = page.getByTestId("top-bar");
    await expect(topBar).toBeVisible();
    expect((await topBar.boundingBox())?.height).toBe(70);
    await expect(topBar.getByRole("link", { name: t("vi", "nav.login") })).toBeVisible();
    if (width >= 1000) {
      await expect(topBar.getByRole("link", { name: t("vi", "nav.createAccount") })).toBeVisible();
      await expect(
        topBar.getByRole("link", { name: t("vi", "nav.course_discovery") }),
      ).toBeVisible();
    } else {
      await expect(topBar.getByRole("button", { name: t("vi", "nav.menu") })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("vi", "meta.siteTagline"));

    // The header banner: the desktop place from 600px, the phone place below, full width, in
    // its ratio, its first image loaded at once.
    const wide = width >= 600;
    const banner = page.getByTestId(wide ? "header-banner" : "header-banner-mobile");
    await expect(banner).toBeVisible();
    await expect(page.getByTestId(wide ? "header-banner-mobile" : "header-banner")).toHaveCount(0);
    const captions = captionsAt(wide ? "HOME_HEADER" : "HOME_HEADER_ON_MOBILE");
    const first = banner.getByRole("img", { name: captions[0] });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute("loading", "eager");
    // High where it is the largest paint; on a phone the top article's image below it is, and
    // the banner waits for it instead of sharing the bandwidth (docs/decisions/053).
    await expect(first).toHaveAttribute("fetchpriority", wide ? "high" : "low");
    await expect(first).toHaveAttribute("sizes", "100vw");
    const box = await banner.boundingBox();
    expect(box?.width).toBe(width);
    expect(box?.width && box.height ? box.width / box.height : 0).toBeCloseTo(
      wide ? 3.5 : 16 / 9,
      1,
    );
    if (captions.length > 1) {
      for (const index of captions.keys()) {
        await expect(
          banner.getByRole("button", { name: t("vi", "home.banners.goTo", { index: index + 1 }) }),
        ).toHaveCount(1);
      }
    }

    // Featured articles: the top article first, then the other four.
    const featured = page.getByTestId("featured-articles");
    await expect(featured.getByTestId("top-article")).toHaveAttribute(
      "href",
      articleHref(FEATURED[0]!.slug),
    );
    await expect(featured.getByTestId("top-article")).toContainText(FEATURED[0]!.name);
    expect(await hrefs(page, "featured-articles", "article-item")).toEqual(
      FEATURED.slice(1).map((a) => articleHref(a.slug)),
    );

    await expect(page.getByText(t("vi", "home.mindset.quoteLine1"))).toBeVisible();
    await expect(page.getByText(t("vi", "home.solutions.title"))).toBeVisible();

    await revealLowerSections(page);
    const cards = page.getByTestId("course-card");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBe(Math.min(PAGE_SIZE, PUBLIC_COURSES.length));
    for (let i = 0; i < count; i++) {
      await expect(cards.nth(i).getByTestId("sale-price")).toHaveText(
        new RegExp(`^(\\d{1,3}(\\.\\d{3})*đ|${t("vi", "price.free")})$`),
      );
      await expect(cards.nth(i)).toHaveAttribute("href", /^\/courses\/[^/]+$/);
    }
    // One column on a phone, several side by side on a desktop.
    const [card1, card2] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (width >= 1000) expect(card2?.y).toBe(card1?.y);
    else expect(card2?.y).toBeGreaterThan((card1?.y ?? 0) + (card1?.height ?? 0));

    // The middle and bottom banners, between the sections.
    for (const place of ["HOME_MIDDLE", "HOME_BOTTOM"]) {
      const placed = page.getByTestId(`banner-${place.toLowerCase().replaceAll("_", "-")}`);
      await expect(placed.getByRole("img", { name: captionsAt(place)[0] })).toHaveAttribute(
        "loading",
        "lazy",
      );
    }

    // Featured news: the 6 latest that are not among the featured articles.
    await expect(page.getByTestId("featured-news").getByTestId("article-item")).toHaveCount(
      FEATURED_NEWS_COUNT,
    );
    expect(await hrefs(page, "featured-news", "article-item")).toEqual(
      NEWS.map((a) => articleHref(a.slug)),
    );

    // The order of docs/product/screens-and-routes.md, top to bottom.
    const order = [
      wide ? "header-banner" : "header-banner-mobile",
      "featured-articles",
      "home-mindset",
      "home-solutions",
      "featured-courses",
      "banner-home-middle",
      "featured-news",
      "banner-home-bottom",
    ];
    const tops = [];
    for (const id of order) tops.push((await page.getByTestId(id).boundingBox())?.y ?? -1);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    const footer = page.getByTestId("site-footer");
    const footerHrefs = [
      "/articles/ve-chung-toi",
      "/terms-and-conditions",
      "/privacy-policy",
      "/help",
    ];
    for (const [i, name] of (["aboutUs", "terms", "privacy", "paymentGuide"] as const).entries()) {
      const link = footer.getByRole("link", { name: t("vi", `footer.${name}`) });
      await expect(link).toHaveAttribute("href", footerHrefs[i]!);
    }

    // Banners, articles and the first courses came with the page: no API call for them.
    expect(apiCalls.filter((call) => /^\/api\/(banner|article|course)\//.test(call))).toEqual([]);

    await settle(page);
    await saveScreenshot(page, testInfo, `home-${width}`);
    if (width === 1280) await expectAccessible(page, "home");
    expect(errors).toEqual([]);
  });
}

test("the home page in English at 1280 and 375", async ({ page }, testInfo) => {
  const errors = watchPageErrors(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/?locale=en");
    await expect(
      page.getByRole("heading", { name: t("en", "home.featuredArticles") }),
    ).toBeVisible();
    await expect(page.getByText(t("en", "home.mindset.quoteLine1"))).toBeVisible();
    await revealLowerSections(page);
    await expect(page.getByTestId("featured-news").getByTestId("article-item")).toHaveCount(
      FEATURED_NEWS_COUNT,
    );
    await settle(page);
    await saveScreenshot(page, testInfo, `home-en-${width}`);
  }
  await expectAccessible(page, "home (en, 375)");
  expect(errors).toEqual([]);
});

test("the header carousel moves with its dots and stops while pointed at", async ({ page }) => {
  const captions = captionsAt("HOME_HEADER");
  // The demo data must keep two header banners (a silent skip would hide their loss).
  expect(captions.length, "demo header banners").toBeGreaterThanOrEqual(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const banner = page.getByTestId("header-banner");
  await banner.hover();
  await banner.getByRole("button", { name: t("vi", "home.banners.goTo", { index: 2 }) }).click();
  const active = banner.locator("[data-active]");
  await expect(active.getByRole("img")).toHaveAttribute("alt", captions[1]!);
  await expect(banner).not.toHaveAttribute("data-playing", /.*/);
  await expect(active.getByRole("link")).toHaveAttribute(
    "href",
    BANNERS.filter((b) => b.place === "HOME_HEADER").sort((a, b) => a.sortOrder - b.sortOrder)[1]!
      .linkedUrl,
  );
});

test("See more appends the next featured courses", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await revealLowerSections(page);
  const cards = page.getByTestId("course-card");
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE, PUBLIC_COURSES.length));
  expect(PUBLIC_COURSES.length, "demo courses for more than one page").toBeGreaterThan(PAGE_SIZE);
  await page.getByTestId("see-more").click();
  // The next page: 12 more, or as many as are left.
  await expect(cards).toHaveCount(Math.min(2 * PAGE_SIZE, PUBLIC_COURSES.length));
  const names = await cards.locator("h3").allInnerTexts();
  expect(new Set(names).size).toBe(names.length);
  if (PUBLIC_COURSES.length <= 2 * PAGE_SIZE)
    await expect(page.getByTestId("see-more")).toHaveCount(0);
});

test("an unknown path answers 404 and shows Content not found", async ({ page }, testInfo) => {
  const errors = watchPageErrors(page);
  const response = await page.goto("/khong-co-trang-nay");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: t("vi", "errors.notFoundPage.title") }),
  ).toBeVisible();
  await expect(page.getByText(t("vi", "errors.notFoundPage.text"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("vi", "actions.goBack") })).toBeVisible();
  await expect(page.getByTestId("top-bar")).toBeVisible();
  await saveScreenshot(page, testInfo, "not-found-1280");

  const english = await page.goto("/no-such-page?locale=en");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Content not found" })).toBeVisible();
  expect(errors).toEqual([]);
});
