import { expect, test } from "@playwright/test";
import { holdScripts, reactListens } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// The top bar does not move when the page hydrates (docs/decisions/048). For a signed-in reader
// the server draws a placeholder where the notifications bell and the profile menu go (their
// code loads on demand); it used to be narrower than what replaced it, and the main navigation
// jumped ~54 px to the left once the menu's code arrived. The scripts are held until the
// server's page has its fonts: what moves then is hydration's doing, not the font swap, which
// depends on the fonts the machine has (the fallback is matched to Roboto and Arial; a machine
// with neither draws DejaVu Sans first) and is checked by scripts/fallback-font-metrics.test.ts.

interface Seen {
  /** The navigation's right edge in the server's page, fonts loaded, before hydration. */
  firstRight: number | null;
  /** Each layout shift of an element of the top bar: how far it moved, in px. */
  moves: { node: string; dx: number; dy: number }[];
}

for (const screen of [
  { name: "home", path: "/" },
  { name: "course", path: "/courses/ke-toan-doanh-nghiep-thuc-hanh" },
]) {
  test(`the ${screen.name} page's top bar keeps its place while a signed-in page hydrates`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInAs(context, ACCOUNTS.student, baseURL ?? "");
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    await page.addInitScript(() => {
      const seen: Seen = { firstRight: null, moves: [] };
      (window as unknown as { __topBar: Seen }).__topBar = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
        })[]) {
          for (const source of entry.sources) {
            const element =
              source.node instanceof Element ? source.node : source.node?.parentElement;
            // The bar's navigation and actions; the breadcrumb trail is text that reflows
            // when the font swaps, another matter (docs/decisions/048 "Not done").
            if (!element?.closest("[data-testid=top-bar]")) continue;
            if (element.closest("[data-testid=breadcrumbs]")) continue;
            seen.moves.push({
              node: element.outerHTML.slice(0, 80),
              dx: source.currentRect.x - source.previousRect.x,
              dy: source.currentRect.y - source.previousRect.y,
            });
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Not until "load": that waits for the held scripts.
    await page.goto(screen.path, { waitUntil: "commit" });
    // The server's page, drawn in its own fonts, before any script has run.
    await page.getByTestId("main-nav").waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => {
      const seen = (window as unknown as { __topBar: Seen }).__topBar;
      const nav = document.querySelector("[data-testid=main-nav]");
      seen.firstRight = nav ? nav.getBoundingClientRect().right : null;
      seen.moves = [];
    });
    expect(await reactListens(page), "no script ran yet").toBe(false);
    scripts.release();
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    await expect(page.getByTestId("notification-bell")).toBeVisible();
    await expect(page.getByTestId("account-placeholder")).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    const seen = await page.evaluate(() => (window as unknown as { __topBar: Seen }).__topBar);
    const finalRight = await page
      .getByTestId("main-nav")
      .evaluate((nav) => nav.getBoundingClientRect().right);
    expect(seen.firstRight, "the navigation was drawn before hydration").not.toBeNull();
    expect(Math.abs((seen.firstRight ?? 0) - finalRight)).toBeLessThanOrEqual(1);
    // The placeholder's error moved the whole navigation by tens of pixels.
    const far = seen.moves.filter((move) => Math.abs(move.dx) > 4 || Math.abs(move.dy) > 4);
    expect(far).toEqual([]);
    await context.close();
  });
}
