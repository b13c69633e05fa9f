import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { COURSES } from "../../server/seed/content/catalogue.ts";
import { PROMOTIONS } from "../../server/seed/content/marketing.ts";
import { formatPrice } from "../../shared/format.ts";
import { t } from "../../shared/i18n/index.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// The course page of the demo catalogue (server/seed/content/): a course on the flash sale
// (ends in 30 hours: the countdown shows), one on the autumn promotion (21 days: no countdown;
// its second lesson is a preview quiz), and a free course to enrol in.

const course = (slug: string) => {
  const found = COURSES.find((c) => c.slug === slug);
  if (!found) throw new Error(`No demo course ${slug}`);
  return found;
};
const FLASH = course("lap-trinh-web-voi-javascript");
const AUTUMN = course("tieng-anh-giao-tiep-cong-so");
const FREE = course("lap-trinh-python-co-ban");
const path = (slug: string) => `/courses/${slug}`;

/** What the page told the tracker (`app:track` events on window). */
async function trackEvents(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { trackedEvents: unknown[] }).trackedEvents = events;
    window.addEventListener("app:track", (event) => events.push((event as CustomEvent).detail));
  });
}

type Tracked = { name: string; value: number; currency: string; items: { id: number }[] };
const tracked = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { trackedEvents: unknown[] }).trackedEvents as Tracked[],
  );

/**
 * The page's view_item events, once there is one: the page sends it from its own code, which
 * hydrates after the top bar (docs/decisions/047), so the server's markup — the Buy now button
 * included — can be on screen before it is sent.
 */
async function viewItemEvents(page: Page) {
  const viewItems = async () => (await tracked(page)).filter((e) => e.name === "view_item");
  await expect.poll(async () => (await viewItems()).length).toBeGreaterThan(0);
  return viewItems();
}

async function signIn(context: BrowserContext, email: string, baseURL: string | undefined) {
  await signInAs(context, email, baseURL ?? "");
}

test("a course on a flash sale: every section, the countdown, the LCP image, view_item", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await trackEvents(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(path(FLASH.slug));
  expect(response?.status()).toBe(200);

  const header = page.getByTestId("course-header");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(FLASH.name);
  await expect(header).toContainText(FLASH.description);
  await expect(header.getByTestId("course-creator")).toHaveAttribute("href", /^\/user\/\d+$/);
  await expect(header.getByTestId("course-updated")).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId("top-bar").getByText(FLASH.name)).toBeVisible();

  const sidebar = page.getByTestId("course-sidebar");
  const avatar = sidebar.getByRole("img", { name: FLASH.name });
  await expect(avatar).toHaveAttribute("loading", "eager");
  await expect(avatar).toHaveAttribute("fetchpriority", "high");
  const sale = Math.floor((FLASH.price * (100 - PROMOTIONS.flash.discount)) / 100);
  await expect(sidebar.getByTestId("sale-price")).toHaveText(formatPrice(sale, "vi"));
  await expect(sidebar.getByTestId("list-price")).toContainText(formatPrice(FLASH.price, "vi"));
  await expect(sidebar.getByTestId("discount")).toHaveText(
    t("vi", "price.discount", { percent: PROMOTIONS.flash.discount }),
  );
  await expect(sidebar.getByTestId("promotion-countdown")).toBeVisible();
  await expect(sidebar.getByTestId("promotion-countdown")).toContainText(/(2\d|30):\d{2}:\d{2}/);
  await expect(sidebar.getByTestId("course-action")).toHaveText(t("vi", "actions.buyNow"));
  const includes = sidebar.getByTestId("course-includes");
  await expect(includes).toContainText(t("vi", "course.lifetimeAccess"));
  await expect(includes).toContainText(t("vi", "course.certificate"));
  const lessonCount =
    (FLASH.looseLessons?.length ?? 0) + FLASH.chapters.flatMap((c) => c.lessons).length;
  await expect(includes).toContainText(`${lessonCount} bài học`);

  const objectives = page.getByTestId("course-objectives");
  await expect(objectives.getByRole("listitem")).toHaveText(FLASH.objectives);
  await expect(page.getByTestId("course-requirements").getByRole("listitem")).toHaveText(
    FLASH.requirements,
  );
  const content = page.getByTestId("course-content");
  await expect(content.getByTestId("course-chapter")).toHaveCount(FLASH.chapters.length);
  await expect(content.getByTestId("course-lesson").first()).toBeVisible();
  await expect(page.getByTestId("course-introduction")).toBeVisible();

  const events = await viewItemEvents(page);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    value: sale,
    currency: "VND",
    items: [{ name: FLASH.name, price: sale }],
  });
  expect(errors).toEqual([]);
});

test("a promotion ending in 3 weeks shows its discount without a countdown", async ({ page }) => {
  await page.goto(path(AUTUMN.slug));
  const sidebar = page.getByTestId("course-sidebar");
  await expect(sidebar.getByTestId("discount")).toBeVisible();
  await expect(sidebar.getByTestId("course-action")).toBeVisible();
  await expect(page.getByTestId("promotion-countdown")).toHaveCount(0);
});

test("the previewer plays preview lessons from the sidebar and from a lesson row", async ({
  page,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await page.goto(path(FLASH.slug));
  await page.getByTestId("preview-course").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const playlist = dialog.getByTestId("preview-playlist").getByRole("button");
  await expect(playlist).toHaveCount(2);
  await expect(playlist.first()).toHaveAttribute("aria-current", "true");
  const video = dialog.locator("video");
  await expect(video).toHaveCount(1);
  // Autoplay may be refused by the browser's policy; the reader's play must work either way.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play().catch(() => undefined);
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.2);

  await expectAccessible(page, "sample-lesson previewer");
  await testInfo.attach("previewer-1280", {
    body: await page.screenshot({
      path: "test-results/screenshots/course-page-previewer-1280.png",
    }),
    contentType: "image/png",
  });

  await playlist.nth(1).click();
  await expect(playlist.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(dialog.getByTestId("preview-lesson").getByRole("heading")).toHaveText(
    "Biến, kiểu dữ liệu và toán tử",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // A preview row opens the previewer on that lesson.
  await page.getByTestId("lesson-preview").nth(1).click();
  await expect(
    page.getByRole("dialog").getByTestId("preview-lesson").getByRole("heading"),
  ).toHaveText("Biến, kiểu dữ liệu và toán tử");
  expect(errors).toEqual([]);
});

test("a chapter opens and closes", async ({ page }) => {
  await page.goto(path(FLASH.slug));
  const chapters = page.getByTestId("course-chapter");
  const first = chapters.first().locator("[data-accordion-control]");
  const second = chapters.nth(1).locator("[data-accordion-control]");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(second).toContainText(`${FLASH.chapters[1]?.lessons.length} bài học`);
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(chapters.nth(1).getByTestId("course-lesson").first()).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
});

test("a visitor's Like asks to log in; Enroll now sends to login and back", async ({ page }) => {
  await page.goto(path(FREE.slug));
  await page.getByTestId("course-sidebar").getByTestId("favorite-button").click();
  await expect(page.getByText(t("vi", "errors.loginToLike"))).toBeVisible();
  // A free text lesson opens in the previewer, its text readable by anyone.
  await page
    .getByRole("button", {
      name: `${t("vi", "course.preview")}: Học lập trình thế nào cho hiệu quả?`,
    })
    .click();
  const preview = page.getByRole("dialog").getByTestId("preview-lesson");
  await expect(
    preview.getByRole("heading", { name: "Ba thói quen của người học nhanh" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  const action = page.getByTestId("course-action");
  await expect(action).toHaveText(t("vi", "actions.enrollNow"));
  await action.click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path(FREE.slug))}`);
});

test("the share dialog copies the page link and links to the networks", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`${path(FLASH.slug)}?locale=en`);
  await page.getByTestId("course-header").getByTestId("share-button").click();
  const dialog = page.getByRole("dialog", { name: t("en", "course.shareTitle") });
  // The link names the site's configured origin (SITE_URL), as the page data carries it.
  const origin = await page.evaluate(
    () => JSON.parse(document.getElementById("app-data")?.textContent ?? "{}").siteOrigin,
  );
  const link = `${origin}${path(FLASH.slug)}`;
  await expect(dialog.getByTestId("share-link")).toHaveValue(link);
  for (const network of ["Facebook", "Messenger", "Zalo", "X", "LinkedIn"]) {
    const anchor = dialog.getByRole("link", { name: t("en", "coursePage.shareVia", { network }) });
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(link).replace(/[.?]/g, "\\$&")),
    );
  }
  await expectAccessible(page, "share dialog");
  await dialog.getByTestId("share-copy").click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("a signed-in student enrolls in a free course, then learns it", async ({
  page,
  context,
  baseURL,
}) => {
  // hocvien1 already owns both free demo courses (seed); hocvien5 owns nothing.
  await signIn(context, "hocvien5@demo.hocviet.vn", baseURL);
  await page.goto(path(FREE.slug));
  const action = page.getByTestId("course-action");
  await expect(action).toHaveText(t("vi", "actions.enrollNow"));
  await action.click();
  await expect(page.getByText(t("vi", "success.enrolled"))).toBeVisible();
  await expect(action).toHaveText(t("vi", "actions.learnNow"));
  await expect(action).toHaveAttribute("data-action", "learn");
  // The enrollment is the server's: a reload still says Learn now.
  await page.reload();
  await expect(page.getByTestId("course-action")).toHaveText(t("vi", "actions.learnNow"));
  await page.getByTestId("course-action").click();
  // Learn now resumes the course: a new student lands on its first lesson.
  await expect(page).toHaveURL(/\/learning\/\d+\/\d+$/);
});

test("an enrolled student sees Learn now; Buy now leads to the course's checkout", async ({
  page,
  context,
  baseURL,
}) => {
  await trackEvents(page);
  await signIn(context, ACCOUNTS.student, baseURL);
  await page.goto(path(FREE.slug));
  await expect(page.getByTestId("course-action")).toHaveText(t("vi", "actions.learnNow"));

  await page.goto(path(FLASH.slug));
  const action = page.getByTestId("course-action");
  await expect(action).toHaveText(t("vi", "actions.buyNow"));
  const [event] = await viewItemEvents(page);
  await action.click();
  await expect(page).toHaveURL(`/checkout/course/${event?.items[0]?.id}`);
});

test("an enrollment awaiting payment of a combo order leads to that combo's checkout", async ({
  page,
  context,
  baseURL,
}) => {
  // hocvien4 owns nothing; ordering the web combo leaves its courses awaiting payment.
  await signIn(context, "hocvien4@demo.hocviet.vn", baseURL);
  await page.goto(path(FLASH.slug));
  const comboId = await page.evaluate(async () => {
    const call = async (url: string, body?: unknown) => {
      const response = await fetch(url, {
        method: body ? "POST" : "GET",
        headers: { "Content-Type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()).data;
    };
    const combo = await call("/api/combo/get?slug=combo-lap-trinh-web-toan-dien");
    const id = combo.items[0].id as number;
    await call("/api/order/checkout", { type: "combo", id });
    return id;
  });
  await page.reload();
  const action = page.getByTestId("course-action");
  await expect(action).toHaveText(t("vi", "actions.completeEnrollment"));
  await expect(page.getByText(t("vi", "coursePage.awaitingNote"))).toBeVisible();
  await action.click();
  await expect(page).toHaveURL(`/checkout/combo/${comboId}`);
});

test("sample questions are graded by the server", async ({ page }, testInfo) => {
  await page.goto(path(AUTUMN.slug));
  const samples = page.getByTestId("course-sample-questions");
  await expect(samples).toBeVisible();
  await samples.getByTestId("try-sample-quiz").click();
  const player = page.getByTestId("quiz-player");
  await expect(player).toBeVisible();
  // Radio (1 point, right), checkboxes (2, right), blanks (2, right), word order (2, wrong).
  await player.getByText("minutes", { exact: true }).click();
  await player.getByText("Dear Ms. Lan,").click();
  await player.getByText("I hope this email finds you well.").click();
  await player.getByLabel(t("vi", "quiz.blank", { number: 1 })).selectOption("on");
  await player.getByLabel(t("vi", "quiz.blank", { number: 2 })).selectOption("by");
  await expect(player).toContainText(t("vi", "quiz.progress", { answered: 3, total: 4 }));
  // The word order by keyboard (dnd-kit): pick up, move one place right, drop; each step
  // waits for the announcement, as dnd-kit measures the pieces between the key presses.
  const piece = player.getByRole("button", { name: "forward", exact: true });
  await piece.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/Đã nhấc forward/)).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(/forward đã chuyển đến vị trí 2/)).toHaveCount(1);
  await page.keyboard.press("Space");
  await expect(player).toContainText(t("vi", "quiz.progress", { answered: 4, total: 4 }));
  const seeResults = player.getByRole("button", { name: t("vi", "actions.seeResults") });
  await expect(seeResults).toHaveAttribute("aria-disabled", "false");
  await seeResults.click();
  await expect(player.getByTestId("quiz-score")).toHaveText(
    t("vi", "quiz.score", { score: 5, maxScore: 7 }),
  );
  await expect(player.getByText(t("vi", "quiz.exact"), { exact: true })).toHaveCount(3);
  await expect(player.getByText(t("vi", "quiz.wrong"), { exact: true })).toHaveCount(1);
  await expectAccessible(page, "sample questions graded");
  await page.setViewportSize({ width: 375, height: 800 });
  await player.getByTestId("quiz-score").scrollIntoViewIfNeeded();
  await testInfo.attach("sample-questions-375", {
    body: await page.screenshot({
      path: "test-results/screenshots/course-page-sample-questions-375.png",
    }),
    contentType: "image/png",
  });
});

for (const locale of ["vi", "en"] as const) {
  for (const width of [375, 1280]) {
    test(`course page in ${locale} at ${width}px: accessible, screenshot`, async ({
      page,
    }, testInfo) => {
      const errors = watchPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${path(FLASH.slug)}?locale=${locale}`);
      await expect(page.getByTestId("course-action")).toHaveText(t(locale, "actions.buyNow"));
      await expect(page.getByTestId("course-includes")).toContainText(
        t(locale, "course.lifetimeAccess"),
      );
      // On a phone the buying box comes right after the header.
      const header = await page.getByTestId("course-header").boundingBox();
      const sidebar = await page.getByTestId("course-sidebar").boundingBox();
      const main = await page.getByTestId("course-objectives").boundingBox();
      if (width < 1000) {
        expect(sidebar!.y).toBeGreaterThan(header!.y + header!.height - 1);
        expect(main!.y).toBeGreaterThan(sidebar!.y + sidebar!.height - 1);
      } else {
        expect(sidebar!.width).toBe(350);
        expect(sidebar!.x).toBeGreaterThan(main!.x + main!.width);
      }
      await settle(page);
      await expectAccessible(page, `course page ${locale} ${width}`);
      await saveScreenshot(page, testInfo, `course-page-${locale}-${width}`);
      expect(errors).toEqual([]);
    });
  }
}

test("an unknown course is Content not found", async ({ page }) => {
  const response = await page.goto("/courses/khong-co-khoa-hoc-nay");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(t("vi", "errors.notFoundPage.title"))).toBeVisible();
});
