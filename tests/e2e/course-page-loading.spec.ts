import { expect, type Page, test } from "@playwright/test";
import { COURSES } from "../../server/seed/content/catalogue.ts";
import { watchPageErrors } from "./page-tools.ts";

// How the course page loads its code (docs/decisions/047): the introduction, far below the
// first screen, keeps the server's markup and asks for its code (zod, the sanitizer) only when
// the reader comes near it; the page hydrates in parts, and the breadcrumb still names the
// course once it has.

const COURSE = COURSES.find((c) => c.slug === "lap-trinh-web-voi-javascript");
if (!COURSE) throw new Error("No demo course lap-trinh-web-voi-javascript");
const PATH = `/courses/${COURSE.slug}`;

/** The script files the page has asked for, by name. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url().split("/").pop() ?? "");
  });
  return scripts;
}

const introductionCode = (scripts: string[]) =>
  scripts.filter((name) => /^(IntroductionContent|zod-jitless)-/.test(name));

test("the introduction's code loads when the reader scrolls near it; its text stays in place meanwhile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const errors = watchPageErrors(page);
  const scripts = watchScripts(page);
  await page.goto(PATH);
  await page.waitForLoadState("networkidle");
  const introduction = page.getByTestId("course-introduction");
  await expect(introduction).toBeVisible();
  await expect(introduction.getByRole("heading", { level: 2 })).toBeVisible();
  // Where the section starts on the page (not in the window: the test scrolls).
  const top = () =>
    introduction.evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  const height = () => introduction.evaluate((section) => section.getBoundingClientRect().height);
  const heightBefore = await height();
  const text = (await introduction.textContent()) ?? "";
  expect(introductionCode(scripts)).toEqual([]);

  const loaded = page.waitForRequest((request) => /IntroductionContent-/.test(request.url()));
  await introduction.scrollIntoViewIfNeeded();
  await loaded;
  await page.waitForLoadState("networkidle");
  expect(introductionCode(scripts).length).toBeGreaterThan(0);
  // The same section, where it was and as tall: the code took over the server's markup without
  // a change, its rich-content stylesheet linked by the server (docs/decisions/053; before, it
  // came with the code and the section grew 912 → 985 px).
  await expect(introduction).toHaveText(text);
  expect(await top()).toBe(before);
  expect(await height()).toBe(heightBefore);
  expect(errors).toEqual([]);
});

test("the instructor's photo, far below the first screen, is not fetched beside the course's image", async ({
  page,
}) => {
  // Lighthouse's phone, where the course's image is the largest paint.
  await page.setViewportSize({ width: 412, height: 823 });
  // The server's markup says so: the browser's preload scanner, which reads the HTML before
  // any layout, skips a lazy image instead of fetching it with the first screen's.
  const html = await (await page.request.get(PATH)).text();
  const photoTag = html.match(/data-testid="course-instructor".*?(<img[^>]*>)/s)?.[1] ?? "";
  expect(photoTag).toMatch(/src="\/media\//);
  expect(photoTag).toContain('loading="lazy"');

  await page.goto(PATH);
  const photo = page.getByTestId("course-instructor").getByRole("img");
  await expect(photo).toHaveAttribute("loading", "lazy");
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("after a client-side navigation the introduction loads with the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/courses");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: COURSE.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByTestId("course-introduction")).toBeVisible();
});

test("once hydrated in parts, the course page names its course in the breadcrumb and the title", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = watchPageErrors(page);
  await page.goto(PATH);
  await expect(page.getByTestId("breadcrumbs")).toContainText(COURSE.name);
  await expect.poll(() => page.title()).toContain(COURSE.name);
  // The share button is in a part hydrated after the top bar: it still opens its dialog.
  await page.getByTestId("course-header").getByTestId("share-button").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(errors).toEqual([]);
});
