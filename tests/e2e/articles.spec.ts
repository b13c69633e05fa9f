import { expect, type Page, test } from "@playwright/test";
import { ARTICLES } from "../../server/seed/content/catalogue.ts";
import { STAFF } from "../../server/seed/content/people.ts";
import type { Locale } from "../../shared/constants.ts";
import { PAGE_SIZE } from "../../shared/constants.ts";
import { t } from "../../shared/i18n/index.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";

// Articles as a visitor reads them: the discovery list (search and pages in the URL), an
// article page, the footer's pages that are articles, and a missing article. Expected articles
// come from the demo seed (server/seed/content/).

/** articleList's order: priority, then the latest update, then the newest record. */
const LISTED = ARTICLES.map((article, index) => ({ ...article, index })).sort(
  (a, b) => b.priority - a.priority || a.updatedDaysAgo - b.updatedDaysAgo || b.index - a.index,
);
const bySlug = new Map(ARTICLES.map((a) => [a.slug, a]));
const href = (slug: string) => `/articles/${slug}`;

const items = (page: Page) => page.getByTestId("article-item");
const itemHrefs = (page: Page) =>
  items(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
const params = (page: Page) => new URL(page.url()).searchParams;

test.describe("article discovery", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("lists 12 articles a page, in order, and pages through them in the URL", async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto("/articles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("vi", "nav.article_discovery"),
    );
    await expect(items(page)).toHaveCount(Math.min(PAGE_SIZE, LISTED.length));
    expect(await itemHrefs(page)).toEqual(LISTED.slice(0, PAGE_SIZE).map((a) => href(a.slug)));
    await expect(
      page.getByText(t("vi", "articles.resultCount", { count: LISTED.length })),
    ).toBeVisible();

    // The demo data must keep a second page to test (a silent skip would hide its loss).
    expect(LISTED.length, "demo articles for more than one page").toBeGreaterThan(PAGE_SIZE);
    const pagination = page.getByRole("navigation", { name: t("vi", "articles.pages") });
    await pagination.getByRole("button", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(items(page)).toHaveCount(Math.min(PAGE_SIZE, LISTED.length - PAGE_SIZE));
    expect(await itemHrefs(page)).toEqual(
      LISTED.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((a) => href(a.slug)),
    );

    // A link to page 2 opens page 2; back returns to page 1.
    await page.goBack();
    await expect(items(page)).toHaveCount(PAGE_SIZE);
    await page.goto("/articles?page=2");
    await expect(items(page)).toHaveCount(LISTED.length - PAGE_SIZE);
    expect(errors).toEqual([]);
  });

  test("search finds an article by a query without accents, and says when nothing matches", async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto("/articles?page=2");
    const target = bySlug.get("bi-quyet-dat-ielts-6-5-khi-di-lam")!;
    const search = page.getByRole("searchbox", { name: t("vi", "articles.searchLabel") });
    // The typed text settles into the URL, back on page 1, even when typed into the server's
    // page before the app ran (docs/decisions/064).
    await search.fill("bi quyet dat ielts");
    await expect.poll(() => params(page).get("q")).toBe("bi quyet dat ielts");
    expect(params(page).get("page")).toBeNull();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAttribute("href", href(target.slug));
    await expect(items(page).first()).toContainText(target.name);

    await search.fill("khong co bai viet nao nhu the nay");
    await expect(page.getByTestId("articles-empty")).toBeVisible();
    await expect(page.getByText(t("vi", "articles.emptyTitle"))).toBeVisible();
    await page.getByRole("button", { name: t("vi", "articles.emptyAction") }).click();
    await expect(search).toHaveValue("");
    await expect(items(page)).toHaveCount(PAGE_SIZE);
    expect(params(page).get("q")).toBeNull();

    // Opened with a search in its URL, the box shows it.
    await page.goto("/articles?q=python");
    await expect(search).toHaveValue("python");
    await expect(items(page).first()).toContainText("Python");
    expect(errors).toEqual([]);
  });
});

test("opening an article shows its title, body, date and author, under its breadcrumb", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const article = bySlug.get("5-ly-do-nen-hoc-python")!;
  await page.goto("/articles");
  await items(page).filter({ hasText: article.name }).click();
  await expect(page).toHaveURL(href(article.slug));

  const view = page.getByTestId("article-view");
  await expect(view.getByRole("heading", { level: 1 })).toHaveText(article.name);
  await expect(view.getByText(/^Cập nhật lần cuối \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(view.getByRole("heading", { name: "1. Cú pháp gần với tiếng Anh" })).toBeVisible();
  await expect(view.getByText("Phân tích dữ liệu với pandas")).toBeVisible();

  const author = view.getByTestId("article-author");
  const name = STAFF[article.creator].fullName;
  await expect(author.getByRole("link", { name })).toHaveAttribute("href", /^\/user\/\d+$/);
  await expect(author.getByRole("img", { name })).toBeVisible();

  const trail = page.getByTestId("breadcrumbs");
  await expect(trail.getByRole("link", { name: t("vi", "nav.home") })).toHaveAttribute("href", "/");
  await expect(trail.getByRole("link", { name: t("vi", "nav.article_discovery") })).toHaveAttribute(
    "href",
    "/articles",
  );
  await expect(trail).toContainText(article.name);
  await expect(page).toHaveTitle(new RegExp(article.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  expect(errors).toEqual([]);
});

test("the terms, privacy and help pages show their articles", async ({ page }) => {
  const errors = watchPageErrors(page);
  const articleCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/article/"))
      articleCalls.push(request.url());
  });
  const pages = [
    ["/terms-and-conditions", "dieu-khoan-su-dung"],
    ["/privacy-policy", "chinh-sach-bao-mat"],
    ["/help", "huong-dan-thanh-toan"],
  ] as const;
  for (const [path, slug] of pages) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("article-view").getByRole("heading", { level: 1 })).toHaveText(
      bySlug.get(slug)!.name,
    );
  }
  // Each article came with its page (the server's preload under the same query key).
  expect(articleCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test("an unknown article is Content not found", async ({ page }) => {
  await page.goto("/articles/khong-co-bai-viet-nay");
  await expect(
    page.getByRole("heading", { name: t("vi", "errors.notFoundPage.title") }),
  ).toBeVisible();
  await expect(page.getByTestId("article-view")).toHaveCount(0);
});

for (const locale of ["vi", "en"] as const satisfies Locale[]) {
  test(`articles screens in ${locale}: accessible, screenshots at 375 and 1280`, async ({
    page,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    const query = locale === "en" ? "?locale=en" : "";
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/articles${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t(locale, "nav.article_discovery"),
      );
      await expect(items(page).first()).toBeVisible();
      await settle(page);
      await saveScreenshot(page, testInfo, `articles-${locale}-${width}`);
      if (width === 1280) await expectAccessible(page, `article discovery (${locale})`);

      await page.goto(`/articles/5-ly-do-nen-hoc-python${query}`);
      await expect(page.getByTestId("article-author")).toBeVisible();
      await expect(
        page.getByText(new RegExp(`^${t(locale, "common.lastUpdated", { date: "" })}`)),
      ).toBeVisible();
      await settle(page);
      await saveScreenshot(page, testInfo, `article-${locale}-${width}`);
      if (width === 1280) await expectAccessible(page, `article page (${locale})`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/terms-and-conditions${query}`);
    await expect(page.getByTestId("article-view")).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, `terms-${locale}-1280`);
    expect(errors).toEqual([]);
  });
}
