import { expect, test } from "@playwright/test";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// The top bar does not move when the page hydrates (docs/decisions/048). For a signed-in reader
// the server draws a placeholder where the notifications bell and the profile menu go (their
// code loads on demand); it used to be narrower than what replaced it, and the main navigation
// jumped ~54 px to the left once the menu's code arrived.

interface Seen {
  /** The navigation's right edge in the first frame that drew it (before hydration). */
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
    await page.addInitScript(() => {
      const seen: Seen = { firstRight: null, moves: [] };
      (window as unknown as { __topBar: Seen }).__topBar = seen;
      // A frame's callbacks run only once the page may render (after its stylesheets): the
      // first one that finds the navigation sees what the visitor sees first.
      const firstFrame = () => {
        const nav = document.querySelector("[data-testid=main-nav]");
        if (nav) seen.firstRight = nav.getBoundingClientRect().right;
        else requestAnimationFrame(firstFrame);
      };
      requestAnimationFrame(firstFrame);
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
    await page.goto(screen.path);
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
    // The font swap may nudge a link by a pixel or two (the fallback is matched, not equal);
    // the placeholder's error moved the whole navigation by tens of pixels.
    const far = seen.moves.filter((move) => Math.abs(move.dx) > 4 || Math.abs(move.dy) > 4);
    expect(far).toEqual([]);
    await context.close();
  });
}
