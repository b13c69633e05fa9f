import path from "node:path";
import { expect, test } from "@playwright/test";
import { COURSES } from "../../server/seed/content/catalogue.ts";
import { t } from "../../shared/i18n/index.ts";
import {
  holdScripts,
  holdStylesheets,
  reactListens,
  SCREENSHOT_DIR,
  watchPageErrors,
} from "./page-tools.ts";

// A server-rendered page carries its critical CSS in its head and links its stylesheets as
// `media="print"`, a `<noscript>` link after each (docs/decisions/068): the first screen is
// drawn, styled, before any stylesheet has arrived, and when the app applies them nothing on it
// moves. The stylesheets and the scripts are held back here until the first screen has been
// measured. The downloaded fonts are refused so that the metric-matched fallback faces
// (inlined) draw the text throughout.

const COURSE = COURSES.find((c) => c.slug === "lap-trinh-web-voi-javascript");
if (!COURSE) throw new Error("No demo course lap-trinh-web-voi-javascript");

const PAGES = [
  { name: "home", path: "/", viewport: { width: 375, height: 800 } },
  { name: "course", path: `/courses/${COURSE.slug}`, viewport: { width: 1280, height: 900 } },
];

for (const screen of PAGES) {
  test(`the ${screen.name} page is drawn styled from its own head while its stylesheets are held back, and nothing moves when they come`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: screen.viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const scripts = await holdScripts(page);
    const stylesheets = await holdStylesheets(page);
    await page.route(/\.woff2$/, (route) => route.abort());

    // Not "domcontentloaded": that waits for the module scripts, held here.
    await page.goto(screen.path, { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    // No linked stylesheet has arrived: what styles the page is in its own <style> elements.
    expect(await page.evaluate(() => [...document.styleSheets].filter((s) => s.href).length)).toBe(
      0,
    );
    const links = page.locator('head link[rel="stylesheet"]');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.evaluateAll((all) => all.map((l) => (l as HTMLLinkElement).media))).toEqual(
      await links.evaluateAll((all) => all.map(() => "print")),
    );

    // Styled: the theme's variables and font stack, the top bar's own module rules, Mantine's
    // title, the main column's width.
    const looks = await page.evaluate(() => {
      const css = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no ${selector}`);
        return getComputedStyle(element);
      };
      return {
        brand7: css(":root").getPropertyValue("--mantine-color-brand-7").trim(),
        font: css("body").fontFamily,
        topBar: {
          position: css('[data-testid="top-bar"]').position,
          height: css('[data-testid="top-bar"]').height,
        },
        titleWeight: css("h1").fontWeight,
      };
    });
    expect(looks).toEqual({
      brand7: "#055bc6",
      font: expect.stringMatching(/^"Be Vietnam Pro", "Be Vietnam Pro Roboto Fallback"/),
      topBar: { position: "sticky", height: "70px" },
      titleWeight: "700",
    });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `critical-css-${screen.name}-held.png`),
    });

    const boxes = () =>
      page.evaluate(() =>
        ['[data-testid="top-bar"]', "h1", "#main-content", "#main-content img", "footer"].map(
          (selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box && { selector, x: box.x, y: box.y, width: box.width, height: box.height };
          },
        ),
      );
    const before = await boxes();
    expect(before.every(Boolean)).toBe(true);

    stylesheets.release();
    scripts.release();
    await expect.poll(() => reactListens(page), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await links.evaluateAll((all) => all.map((l) => (l as HTMLLinkElement).media))).toEqual(
      await links.evaluateAll((all) => all.map(() => "all")),
    );
    expect(await boxes()).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("the app applies the deferred stylesheets, and hydrates only once they are there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const errors = watchPageErrors(page);
  const held = await holdStylesheets(page);
  await page.goto(`/courses/${COURSE.slug}`, { waitUntil: "domcontentloaded" });
  // The scripts run (stylesheets at print media hold none back) and switch the stylesheets to
  // their media, but the app waits for them before it hydrates.
  const stylesheets = page.locator('link[rel="stylesheet"]');
  await expect
    .poll(() => stylesheets.evaluateAll((all) => all.map((l) => (l as HTMLLinkElement).media)))
    .toEqual(await stylesheets.evaluateAll((all) => all.map(() => "all")));
  await page.waitForTimeout(1500);
  expect(await reactListens(page)).toBe(false);

  held.release();
  await expect.poll(() => reactListens(page), { timeout: 15_000 }).toBe(true);
  const links = await page.locator('link[rel="stylesheet"]').evaluateAll((all) =>
    all.map((link) => ({
      media: (link as HTMLLinkElement).media,
      deferred: link.hasAttribute("data-beasties-media"),
      loaded: (link as HTMLLinkElement).sheet !== null,
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  expect(links).toEqual(links.map(() => ({ media: "all", deferred: false, loaded: true })));
  // A part the app draws itself, which the server's page had not: the phone's menu, styled by
  // the stylesheets, not by the critical CSS.
  await page
    .getByTestId("top-bar")
    .getByRole("button", { name: t("vi", "nav.menu") })
    .click();
  const drawer = page.getByRole("dialog", { name: t("vi", "nav.menu") });
  await expect(drawer).toBeVisible();
  // Full height, as Mantine's drawer rules make it (unstyled, it is as tall as its links).
  expect((await drawer.boundingBox())?.height).toBe(800);
  expect(errors).toEqual([]);
});

test("without JavaScript the stylesheets apply through their <noscript> links", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/courses/${COURSE.slug}`);
  // Every stylesheet linked at print media applies for the screen through its <noscript> copy.
  const deferred = await page
    .locator('head link[rel="stylesheet"][media="print"]')
    .evaluateAll((all) => all.map((link) => (link as HTMLLinkElement).href));
  expect(deferred.length).toBeGreaterThan(0);
  const applied = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href && sheet.media.mediaText !== "print")
      .map((sheet) => sheet.href),
  );
  expect(applied).toEqual(expect.arrayContaining(deferred));
  await context.close();
});
