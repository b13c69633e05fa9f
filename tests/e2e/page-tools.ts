import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

// What several browser tests do with a page: collect its errors, wait until it is drawn,
// keep a screenshot, and check its accessibility.

export const SCREENSHOT_DIR = path.join("test-results", "screenshots");

/**
 * Errors thrown in the page, content-security-policy refusals and messages shown before their
 * part of the catalogue was loaded (shared/i18n `t`), collected per test.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /Content Security Policy|^Missing message:/i.test(text)) {
      errors.push(text);
    }
  });
  return errors;
}

/** Loads every image (lazy ones included) and the fonts, so the screenshot shows the page done. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    // Lazy images below the fold would never load in a full-page screenshot.
    for (const img of Array.from(document.images)) img.loading = "eager";
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 10_000);
            }),
      ),
    );
    // A full-page capture does not wait for `decoding="async"` images it never showed.
    await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
  });
  // The images fade in over 300 ms, then the blurred previews fade out.
  await page.waitForTimeout(800);
}

/** A full-page screenshot in test-results/screenshots/, attached to the test's report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  const body = await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { body, contentType: "image/png" });
}

/** axe-core finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** A form field by its whole label; Mantine adds " *" to the label of a required one. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/**
 * Holds every script of the app until `release` is called: the server's page is on screen and
 * nothing has hydrated it, as on a slow phone. Navigate with `waitUntil: "commit"` meanwhile
 * ("load" waits for the held scripts).
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Whether React listens on the page yet (`hydrateRoot` or `createRoot` has run). */
export function reactListens(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) =>
      key.startsWith("__reactContainer"),
    ),
  );
}
