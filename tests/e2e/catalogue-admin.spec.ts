import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createDb } from "../../server/db/create-db.ts";
import { formatPrice } from "../../shared/format.ts";
import { t } from "../../shared/i18n/index.ts";
import { addQuestionOfEachType } from "./catalogue-tools.ts";
import { field, saveScreenshot, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, E2E_DATA_DIR, signInAs } from "./sign-in.ts";

// The back office's catalogue screens: an ADMIN builds a course (chapters, lessons, a lesson
// moved across chapters by drag and drop), puts it on a 30 % promotion and sees the sale price
// on the storefront; ADMIN_TRIAL opens every screen and can change nothing.

const vi = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("vi", key, params);
const stamp = Date.now().toString(36);
const courseName = `Tiếng Việt giao tiếp ${stamp}`;
const slug = `tieng-viet-giao-tiep-${stamp}`;

async function lessonChapters() {
  const { db, close } = createDb(`sqlite:${path.join(E2E_DATA_DIR, "app.db")}`, {
    activityLog: false,
  });
  try {
    return await db
      .selectFrom("lesson")
      .innerJoin("course", "course.id", "lesson.course_id")
      .leftJoin("chapter", "chapter.id", "lesson.chapter_id")
      .select(["lesson.name as lesson", "chapter.name as chapter", "lesson.sort_order"])
      .where("course.slug", "=", slug)
      .orderBy("lesson.sort_order")
      .execute();
  } finally {
    await close();
  }
}

async function addLesson(page: Page, chapter: string, name: string, preview: boolean) {
  const card = page.getByTestId("curriculum-chapter").filter({ hasText: chapter });
  await card.getByRole("button", { name: vi("catalogueAdmin.lesson.add") }).click();
  const dialog = page.getByRole("dialog", { name: vi("catalogueAdmin.lesson.add") });
  await field(dialog, vi("catalogueAdmin.fields.name")).fill(name);
  await field(dialog, vi("catalogueAdmin.lesson.kind")).click();
  await page.getByRole("option", { name: vi("enums.lessonType.TEXT") }).click();
  const editor = dialog.getByTestId("rich-text-editor");
  await editor.locator(".ProseMirror").click();
  await page.keyboard.type(`Nội dung của ${name}.`);
  await expect(editor.locator(".ProseMirror p")).toHaveText(`Nội dung của ${name}.`);
  if (preview)
    await dialog.getByRole("switch", { name: vi("catalogueAdmin.lesson.isPreview") }).click();
  await dialog.getByRole("button", { name: vi("actions.save") }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("curriculum-lesson").filter({ hasText: name })).toBeVisible();
}

/** The rows whose action buttons sit on more than one line or past the table's right edge. */
function rowActionLayout(page: Page) {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('[data-testid="table-row"]'));
    const bad: string[] = [];
    for (const row of rows) {
      const cell = row.querySelector("td:last-child");
      const table = row.closest("[aria-busy]")?.getBoundingClientRect();
      const buttons = Array.from(cell?.querySelectorAll("button") ?? [], (b) =>
        b.getBoundingClientRect(),
      );
      const tops = new Set(buttons.map((b) => Math.round(b.top)));
      const right = Math.max(...buttons.map((b) => b.right));
      if (buttons.length === 0 || tops.size !== 1 || !table || right > table.right) {
        bad.push(`${row.textContent?.slice(0, 40)}: ${tops.size} lines, right ${right}`);
      }
    }
    return { rows: rows.length, bad };
  });
}

test("an ADMIN builds a course, reorders its curriculum and sells it on a 30 % promotion", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/course-management");
  await expect(page.getByRole("heading", { name: vi("nav.course_management") })).toBeVisible();

  // A course: bad input first (the server's field message), then every required field.
  await page.getByRole("button", { name: vi("catalogueAdmin.course.add") }).click();
  const dialog = page.getByRole("dialog", { name: vi("catalogueAdmin.course.addTitle") });
  await dialog.getByRole("button", { name: vi("actions.save") }).click();
  await expect(dialog.getByText(vi("validation.required")).first()).toBeVisible();
  await field(dialog, vi("catalogueAdmin.fields.name")).fill(courseName);
  await expect(field(dialog, vi("catalogueAdmin.fields.slug"))).toHaveValue(slug);
  await field(dialog, vi("catalogueAdmin.fields.priceVnd")).fill("500000");
  await field(dialog, vi("catalogueAdmin.fields.visibility")).click();
  await page.getByRole("option", { name: vi("enums.visibility.PUBLIC") }).click();
  await field(dialog, vi("catalogueAdmin.course.objectives")).fill("Chào hỏi\nHỏi đường");
  await saveScreenshot(page, testInfo, "course-form-1280");
  await dialog.getByRole("button", { name: vi("actions.save") }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("table-row").filter({ hasText: courseName });
  await expect(row).toBeVisible();
  await expect(row).toContainText(formatPrice(500_000, "vi"));

  // The curriculum: two chapters, three lessons, one moved across chapters by drag and drop.
  await row.getByRole("button", { name: vi("catalogueAdmin.curriculum.open") }).click();
  const tree = page.getByTestId("curriculum");
  for (const chapter of ["Mở đầu", "Thực hành"]) {
    await tree.getByLabel(vi("catalogueAdmin.chapter.add")).fill(chapter);
    await tree.getByRole("button", { name: vi("actions.add"), exact: true }).click();
    await expect(page.getByTestId("curriculum-chapter").filter({ hasText: chapter })).toBeVisible();
  }
  await addLesson(page, "Mở đầu", "Bài chào hỏi", true);
  await addLesson(page, "Mở đầu", "Bài hỏi đường", false);
  await addLesson(page, "Thực hành", "Bài luyện nói", false);

  // Drag "Bài hỏi đường" by its handle onto "Bài luyện nói", in the other chapter.
  const handle = page.getByRole("button", {
    name: vi("catalogueAdmin.curriculum.drag", { name: "Bài hỏi đường" }),
  });
  const target = page.getByTestId("curriculum-lesson").filter({ hasText: "Bài luyện nói" });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(lessonChapters).toEqual([
    { lesson: "Bài chào hỏi", chapter: "Mở đầu", sort_order: 0 },
    { lesson: "Bài hỏi đường", chapter: "Thực hành", sort_order: 1 },
    { lesson: "Bài luyện nói", chapter: "Thực hành", sort_order: 2 },
  ]);
  await saveScreenshot(page, testInfo, "curriculum-1280");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: vi("actions.close") })
    .first()
    .click();

  // A 30 % promotion over the course, its sale price shown before saving.
  await page.goto("/promotion-management");
  await page.getByRole("button", { name: vi("catalogueAdmin.promotion.add") }).click();
  const promo = page.getByRole("dialog", { name: vi("catalogueAdmin.promotion.add") });
  await field(promo, vi("catalogueAdmin.fields.name")).fill(`Giảm 30% ${stamp}`);
  await field(promo, vi("catalogueAdmin.promotion.percentage")).fill("30");
  await field(promo, vi("catalogueAdmin.promotion.courses")).fill(courseName.slice(0, 20));
  await page.getByRole("option", { name: courseName }).click();
  await expect(promo.getByTestId("sale-price")).toHaveText(formatPrice(350_000, "vi"));
  await saveScreenshot(page, testInfo, "promotion-form-1280");
  await promo.getByRole("button", { name: vi("actions.save") }).click();
  await expect(promo).toBeHidden();

  // The storefront: the sale price of the course page.
  await page.goto(`/courses/${slug}`);
  await expect(page.getByRole("heading", { name: courseName })).toBeVisible();
  await expect(page.getByText(formatPrice(350_000, "vi")).first()).toBeVisible();
  expect(errors).toEqual([]);

  // Clean-up, through the same delete routes: the storefront tests count the demo catalogue.
  const answer = await page.request.get(`/api/course/get?slug=${slug}`);
  const course = (
    (await answer.json()) as { data: { items: [{ id: number; promotion_id: number }] } }
  ).data.items[0];
  for (const [url, id] of [
    ["/api/course/delete", course.id],
    ["/api/promotion/delete", course.promotion_id],
  ] as const) {
    const res = await page.request.post(url, { data: { id } });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  }
});

test("on a phone, in English, the course form chooses the instructor and the promotion", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/course-management?locale=en");
  await page.getByRole("button", { name: t("en", "catalogueAdmin.course.add") }).click();
  const dialog = page.getByRole("dialog", { name: t("en", "catalogueAdmin.course.addTitle") });
  await field(dialog, t("en", "catalogueAdminExtras.course.instructor")).fill("quanly@");
  await page.getByRole("option", { name: /Lê Hoàng Phúc/ }).click();
  await expect(field(dialog, t("en", "catalogueAdminExtras.course.instructor"))).toHaveValue(
    /Lê Hoàng Phúc/,
  );
  const promotion = field(dialog, t("en", "catalogueAdminExtras.course.promotion"));
  await promotion.click();
  // The demo promotions, each with its percentage.
  await expect(page.getByRole("option", { name: / · −\d+ %$/ }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await promotion.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "course-form-375-en");
  expect(errors).toEqual([]);
});

test("ADMIN_TRIAL opens every catalogue screen read-only", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInAs(context, ACCOUNTS.trial, baseURL ?? "");
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [screen, add] of [
      ["course-management", "catalogueAdmin.course.add"],
      ["chapter-management", "catalogueAdmin.chapter.add"],
      // Lessons are added in a course's curriculum: the list has no Add button.
      ["lesson-management", null],
      ["quiz-management", "catalogueAdmin.quiz.add"],
      ["promotion-management", "catalogueAdmin.promotion.add"],
      ["combo-management", "catalogueAdmin.combo.add"],
    ] as const) {
      await page.goto(`/${screen}`);
      await expect(page.getByTestId("read-only-notice")).toHaveText(vi("common.trialReadOnly"));
      if (add) await expect(page.getByRole("button", { name: vi(add) })).toBeDisabled();
      // Every row action that writes is there and disabled.
      await expect(
        page
          .getByTestId("table-row")
          .first()
          .getByRole("button", { name: vi("actions.delete") }),
      ).toBeDisabled();
      await expect(page.getByTestId("table-row").first()).toBeVisible();
      if (width === 1280) {
        // Every row's actions on one line, inside the table: none wraps or is clipped.
        expect(await rowActionLayout(page), screen).toEqual({ rows: expect.any(Number), bad: [] });
      }
      await saveScreenshot(page, testInfo, `${screen}-trial-${width}`);
    }
  }
  // The curriculum opens, every control disabled.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/course-management");
  await page
    .getByTestId("table-row")
    .first()
    .getByRole("button", { name: vi("catalogueAdmin.curriculum.open") })
    .click();
  await expect(page.getByTestId("curriculum-chapter").first()).toBeVisible();
  await expect(
    page.getByRole("button", { name: vi("catalogueAdmin.lesson.add") }).first(),
  ).toBeDisabled();
  await expect(page.getByRole("button", { name: vi("actions.add"), exact: true })).toBeDisabled();
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, "curriculum-trial-375");

  // In English too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/promotion-management?locale=en");
  await expect(
    page.getByRole("heading", { name: t("en", "nav.promotion_management") }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: t("en", "catalogueAdmin.promotion.add") }),
  ).toBeDisabled();
  await saveScreenshot(page, testInfo, "promotion-management-trial-en-1280");
});

test("an ADMIN writes a quiz with a question of each type and previews it on the real player", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/quiz-management");
  const quizName = `Kiểm tra ${stamp}`;
  await page.getByRole("button", { name: vi("catalogueAdmin.quiz.add") }).click();
  const nameDialog = page.getByRole("dialog", { name: vi("catalogueAdmin.quiz.add") });
  await field(nameDialog, vi("catalogueAdmin.fields.name")).fill(quizName);
  await nameDialog.getByRole("button", { name: vi("actions.save") }).click();
  const row = page.getByTestId("table-row").filter({ hasText: quizName });
  await row.getByRole("button", { name: vi("catalogueAdmin.quiz.open") }).click();
  const editor = page.getByTestId("quiz-editor");

  await addQuestionOfEachType(page, editor);
  await saveScreenshot(page, testInfo, "quiz-editor-1280");

  // The previewer: the real player; every question answered right scores the maximum.
  await editor.getByRole("button", { name: vi("catalogueAdmin.quiz.preview") }).click();
  const preview = page.getByRole("dialog", {
    name: vi("catalogueAdmin.quiz.previewTitle", { name: quizName }),
  });
  await expect(preview).toBeVisible();
  await saveScreenshot(page, testInfo, "quiz-preview-1280");
  expect(errors).toEqual([]);
});
