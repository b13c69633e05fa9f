import { expect, test } from "@playwright/test";
import { COURSES } from "../../server/seed/content/catalogue.ts";
import { COMBOS, PROMOTIONS } from "../../server/seed/content/marketing.ts";
import { formatPrice } from "../../shared/format.ts";
import { t } from "../../shared/i18n/index.ts";
import { watchPageErrors } from "./page-tools.ts";

// The public pages come rendered by the server and are hydrated by the app
// (docs/decisions/032-server-rendered-storefront.md): the HTML carries the page itself, React
// takes it over without a mismatch, and a reader without JavaScript reads the course page.

const COURSE = COURSES.find((c) => c.slug === "lap-trinh-web-voi-javascript");
if (!COURSE) throw new Error("No demo course lap-trinh-web-voi-javascript");
const COMBO = COMBOS[0];
if (!COMBO) throw new Error("No demo combo");

const PUBLIC_PAGES = [
  "/",
  "/courses",
  `/courses/${COURSE.slug}`,
  "/combos",
  `/combos/${COMBO.slug}`,
  "/promotions",
  `/promotions/${PROMOTIONS.flash.slug}`,
  "/articles",
  "/articles/5-ly-do-nen-hoc-python",
  "/help",
  `/courses/${COURSE.slug}?locale=en`,
  "/?locale=vi",
  "/?locale=en",
];

/**
 * What React says when the server's markup and the first client render differ; the production
 * build says it by number (418: the markup differed, 419/421/422/423/425: a part was rendered
 * again in the browser).
 */
const MISMATCH = /hydrat|did not match|server rendered (html|text)|react error #(418|419|42[1-5])/i;

// A phone and a desktop: the home page's header banner differs by screen.
const SCREENS = [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
];

for (const [index, pagePath] of PUBLIC_PAGES.entries()) {
  const screen = SCREENS[index % 2] as (typeof SCREENS)[number];
  test(`${pagePath} comes rendered by the server and hydrates without a mismatch or a refused script (${screen.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(screen);
    const html = await (await request.get(pagePath)).text();
    // The page itself is in the HTML, not an empty #root for the app to fill.
    expect(html).toMatch(/<div id="root"><.+<main id="main-content"/s);

    const warnings: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type())) warnings.push(message.text());
    });
    const errors = watchPageErrors(page);
    page.on("pageerror", (error) => warnings.push(error.message));
    // What the content security policy refused, as the page itself is told (Chrome reports an
    // eval probe, such as zod's, there and not always on the console).
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { __refused: string[] }).__refused = refused;
      document.addEventListener("securitypolicyviolation", (event) => {
        refused.push(`${event.violatedDirective} ${event.blockedURI || "inline"}`);
      });
    });
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#main-content")).toBeVisible();
    expect(warnings.filter((text) => MISMATCH.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused),
    ).toEqual([]);
  });
}

test("the course page reads without JavaScript: title, price and curriculum", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto(`/courses/${COURSE.slug}?locale=vi`);
  expect(response?.status()).toBe(200);
  const header = page.getByTestId("course-header");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(COURSE.name);
  // The flash sale's price, and the list price it replaces.
  const sale = Math.floor((COURSE.price * (100 - PROMOTIONS.flash.discount)) / 100);
  const sidebar = page.getByTestId("course-sidebar");
  await expect(sidebar.getByTestId("sale-price")).toHaveText(formatPrice(sale, "vi"));
  await expect(sidebar.getByTestId("list-price")).toContainText(formatPrice(COURSE.price, "vi"));
  await expect(page.getByRole("heading", { name: t("vi", "course.content") })).toBeVisible();
  for (const chapter of COURSE.chapters.slice(0, 2)) {
    await expect(page.getByText(chapter.name).first()).toBeVisible();
  }
  await context.close();
});

test("a page behind sign-in keeps the client-only shell", async ({ request }) => {
  const html = await (await request.get("/library")).text();
  expect(html).toContain('<div id="root"></div>');
});

// The theme's CSS variables and breakpoint classes come with the entry's stylesheet
// (docs/decisions/055), not as a <style> element in every page's HTML: the page still draws
// with the theme's colours, in both colour schemes, and hides what is hidden on phones.
for (const scheme of ["light", "dark"] as const) {
  test(`the theme's colours and breakpoint classes come from the stylesheet (${scheme})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("<style");

    const context = await browser.newContext({ colorScheme: scheme, baseURL });
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const root = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        scheme: document.documentElement.dataset.mantineColorScheme,
        brand7: style.getPropertyValue("--mantine-color-brand-7").trim(),
        dimmed: style.getPropertyValue("--mantine-color-dimmed").trim(),
        font: style.getPropertyValue("--mantine-font-family").trim(),
      };
    });
    expect(root).toEqual({
      scheme,
      brand7: "#055bc6",
      // web/theme.ts cssVariablesResolver: darker than Mantine's on light, lighter on dark.
      dimmed: scheme === "light" ? "#5c6570" : "#a3a9b1",
      font: expect.stringMatching(/^"Be Vietnam Pro"/),
    });
    // The top bar's links are `visibleFrom="md"`, the menu button `hiddenFrom="md"`: Mantine's
    // global classes show one or the other by the screen's width.
    const links = page.locator(".mantine-visible-from-md").first();
    const menuButton = page.locator(".mantine-hidden-from-md").first();
    await expect(links).toBeHidden();
    await expect(menuButton).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(links).toBeVisible();
    await expect(menuButton).toBeHidden();
    await context.close();
  });
}

// A record's page names its record in the breadcrumb already in the server's HTML, and
// hydration keeps that trail as it is (docs/decisions/061): the top bar is not rendered again.
const RECORD_PAGES = [
  { path: `/courses/${COURSE.slug}`, list: "Khóa học", name: COURSE.name },
  { path: `/combos/${COMBO.slug}`, list: "Combo", name: COMBO.name },
  { path: `/promotions/${PROMOTIONS.flash.slug}`, list: "Khuyến mãi", name: PROMOTIONS.flash.name },
];

for (const record of RECORD_PAGES) {
  test(`${record.path} names its record in the server's breadcrumb and hydration keeps it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Once the HTML is parsed, before any module script runs: every later change of the trail.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { __trailChanges: string[] }).__trailChanges = changes;
      document.addEventListener("readystatechange", () => {
        const trail = document.querySelector('[data-testid="breadcrumbs"]');
        if (document.readyState !== "interactive" || !trail) return;
        new MutationObserver((records) => {
          for (const change of records) changes.push(`${change.type} ${change.target.nodeName}`);
        }).observe(trail, { subtree: true, childList: true, characterData: true });
      });
    });
    const errors = watchPageErrors(page);
    await page.goto(record.path);
    await page.waitForLoadState("networkidle");
    const trail = page.getByTestId("breadcrumbs");
    await expect(trail).toHaveText(`Trang chủ›${record.list}›${record.name}`);
    await expect(trail.getByRole("link", { name: record.list })).toBeVisible();
    // At 1280 px the section's name shows whole, and Home is an icon that keeps its name.
    const section = trail.getByRole("link", { name: record.list });
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(trail.getByRole("link", { name: "Trang chủ" })).toHaveAttribute("href", "/");
    await expect.poll(() => page.title()).toContain(record.name);
    expect(
      await page.evaluate(() => (window as unknown as { __trailChanges: string[] }).__trailChanges),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}
