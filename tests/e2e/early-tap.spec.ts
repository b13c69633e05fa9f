import { expect, test } from "@playwright/test";
import { COURSES } from "../../server/seed/content/catalogue.ts";
import { t } from "../../shared/i18n/index.ts";
import { holdScripts, reactListens } from "./page-tools.ts";

// A button tapped while the server's page waits for its scripts is pressed again once the app
// runs (web/early-tap.ts, docs/decisions/054): on a slow phone the page is on screen seconds
// before its code, and React never hears of a click that came before it.

const AUTUMN = COURSES.find((c) => c.slug === "tieng-anh-giao-tiep-cong-so");

test("a button tapped before the scripts ran does what it says once they have", async ({
  page,
}) => {
  if (!AUTUMN) throw new Error("No demo course tieng-anh-giao-tiep-cong-so");
  // The scripts wait until the tap is made: the tap surely comes before React listens.
  const scripts = await holdScripts(page);
  await page.goto(`/courses/${AUTUMN.slug}`, { waitUntil: "commit" });
  const tryButton = page.getByTestId("try-sample-quiz");
  await tryButton.waitFor();
  expect(await reactListens(page)).toBe(false);
  await tryButton.click();
  scripts.release();

  const player = page.getByTestId("quiz-player");
  await expect(player).toBeVisible();
  await expect(player).toContainText(t("vi", "quiz.progress", { answered: 0, total: 4 }));
  expect(await reactListens(page)).toBe(true);
  // Pressed once: closing the dialog leaves it closed.
  await page.keyboard.press("Escape");
  await expect(player).toBeHidden();
});

test("a link tapped before the scripts ran is followed by the browser, once", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const allCourses = page.locator(`a[href="/courses"]`).first();
  await allCourses.waitFor();
  await allCourses.click();
  scripts.release();
  await expect(page).toHaveURL("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// Text typed into a search box before the scripts ran is searched once they have
// (web/hooks/use-text-typed-early.ts, docs/decisions/064): React keeps what the box shows but
// no change event ever tells the page.
for (const { path, label } of [
  { path: "/courses", label: "discovery.searchLabel" },
  { path: "/articles", label: "articles.searchLabel" },
] as const) {
  test(`a search typed on ${path} before the scripts ran is searched once they have`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const search = page.getByRole("searchbox", { name: t("vi", label) });
    await search.waitFor();
    await search.pressSequentially("ielts");
    expect(await reactListens(page)).toBe(false);
    scripts.release();

    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("ielts");
    expect(await reactListens(page)).toBe(true);
    await expect(search).toHaveValue("ielts");
    // The results are the search's: every one names IELTS.
    const results = page.locator(
      path === "/courses" ? "[data-testid=course-card] h3" : "[data-testid=article-item]",
    );
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text).toMatch(/ielts/i);
  });
}
