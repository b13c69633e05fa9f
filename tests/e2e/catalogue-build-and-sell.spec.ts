import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request,
  type TestInfo,
  test,
} from "@playwright/test";
import PDFDocument from "pdfkit";
import { E2E_ORIGIN } from "../../playwright.config.ts";
import { createDb } from "../../server/db/create-db.ts";
import sepayFixture from "../../server/features/webhooks/fixtures/sepay-webhook.json" with {
  type: "json",
};
import { FFMPEG_PATH } from "../../server/storage/probe.ts";
import { formatDuration, formatPrice } from "../../shared/format.ts";
import { t } from "../../shared/i18n/index.ts";
import type { LearningOutline } from "../../shared/schemas/learning.ts";
import { addQuestionOfEachType } from "./catalogue-tools.ts";
import { field, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, createStudent, E2E_DATA_DIR, signInAs } from "./sign-in.ts";

// The "Done when", in one browser story: an ADMIN builds a course in the back office
// (two chapters, a lesson of every kind with real uploaded files, a quiz with a question of
// each type, a preview lesson, a lesson moved across chapters by drag and drop, a 30 %
// promotion ending tomorrow); a signed-out visitor sees the sale price and countdown and plays
// the preview; a student buys it (the bank's webhook confirms) and studies every lesson.
//
// "Starting from an empty catalogue" is not literal: the e2e server is shared by every spec and
// seeded with the demo catalogue, which the storefront specs count. This test builds its own
// course beside it (nothing of the demo is used), then hides it: a course with an order cannot
// be deleted (refused with the reason), so it is archived, and its promotion deleted.

const vi = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("vi", key, params);
const stamp = Date.now().toString(36);
const COURSE = `Tiếng Việt du lịch ${stamp}`;
const SLUG = `tieng-viet-du-lich-${stamp}`;
const QUIZ = `Kiểm tra du lịch ${stamp}`;
const PROMOTION = `Giảm 30% du lịch ${stamp}`;
const PRICE = 500_000;
const SALE = 350_000;
/** playwright.config.ts webServer.env.SEPAY_API_KEY */
const SEPAY_KEY = "e2e-sepay-api-key";
const SECONDS = 4;

const LESSONS = {
  video: `Video chào hỏi ${stamp}`,
  audio: `Nghe hội thoại ${stamp}`,
  document: `Tài liệu từ vựng ${stamp}`,
  text: `Bài đọc ở chợ ${stamp}`,
  quiz: `Bài kiểm tra ${stamp}`,
};

const run = promisify(execFile);
let workDir = "";
const files = { mp4: "", mp3: "", pdf: "" };

/** Real small files, made here: an MP4 (H.264/AAC), an MP3 and a one-page PDF. */
test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "hocviet-e2e-media-"));
  files.mp4 = path.join(workDir, `chao-hoi-${stamp}.mp4`);
  files.mp3 = path.join(workDir, `hoi-thoai-${stamp}.mp3`);
  files.pdf = path.join(workDir, `tu-vung-${stamp}.pdf`);
  const ffmpeg = (args: string[]) =>
    run(FFMPEG_PATH, ["-hide_banner", "-loglevel", "error", "-y", ...args], { timeout: 60_000 });
  await ffmpeg([
    ...["-f", "lavfi", "-i", `testsrc=size=320x180:rate=25:duration=${SECONDS}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${SECONDS}`],
    ...["-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-threads", "1"],
    ...["-c:a", "aac", "-b:a", "48k", "-shortest", "-movflags", "+faststart", files.mp4],
  ]);
  await ffmpeg([
    ...["-f", "lavfi", "-i", `sine=frequency=330:duration=${SECONDS}`],
    ...["-c:a", "libmp3lame", "-b:a", "48k", files.mp3],
  ]);
  const pdf = new PDFDocument({ size: "A5" });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => pdf.on("end", resolve));
  pdf.fontSize(20).text("Tu vung du lich: cho, gia, mac ca");
  pdf.end();
  await done;
  writeFileSync(files.pdf, Buffer.concat(chunks));
});

/** Whatever happened above, the course leaves the storefront and its promotion is gone. */
test.afterAll(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  const { db, close } = createDb(`sqlite:${path.join(E2E_DATA_DIR, "app.db")}`, {
    activityLog: false,
  });
  try {
    // Only a safety net when the test failed before its own clean-up through the screens.
    await db
      .updateTable("course")
      .set({ visibility: "ARCHIVED", promotion_id: null })
      .where("slug", "=", SLUG)
      .execute();
    await db.deleteFrom("promotion").where("name", "=", PROMOTION).execute();
  } finally {
    await close();
  }
});

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
      .where("course.slug", "=", SLUG)
      .orderBy("lesson.sort_order")
      .execute();
  } finally {
    await close();
  }
}

type Kind = "VIDEO" | "AUDIO" | "DOCUMENT" | "TEXT" | "QUIZ";

/** Adds a lesson to a chapter through its dialog; media kinds upload their file there. */
async function addLesson(
  page: Page,
  chapter: string,
  name: string,
  kind: Kind,
  options: { file?: string; preview?: boolean } = {},
) {
  const card = page.getByTestId("curriculum-chapter").filter({ hasText: chapter });
  await card.getByRole("button", { name: vi("catalogueAdmin.lesson.add") }).click();
  const dialog = page.getByRole("dialog", { name: vi("catalogueAdmin.lesson.add") });
  await field(dialog, vi("catalogueAdmin.fields.name")).fill(name);
  await field(dialog, vi("catalogueAdmin.lesson.kind")).click();
  await page.getByRole("option", { name: vi(`enums.lessonType.${kind}`) }).click();
  if (options.file) {
    const media = ({ VIDEO: "video", AUDIO: "audio", DOCUMENT: "document" } as const)[
      kind as "VIDEO"
    ];
    const picker = dialog.getByTestId(`media-picker-${media}`);
    const chooser = page.waitForEvent("filechooser");
    await picker.getByRole("button", { name: vi("mediaLibrary.picker.upload") }).click();
    await (await chooser).setFiles(options.file);
    // Uploaded, probed and chosen: the picker lists it.
    await expect(picker.getByTestId("media-picker-chosen")).toHaveCount(1, { timeout: 30_000 });
    if (kind !== "DOCUMENT") {
      // The lesson's length is its file's, read from the media record.
      await expect(dialog.getByTestId("lesson-duration")).toHaveText(
        vi("catalogueAdminExtras.lessons.durationFromFile", { duration: formatDuration(SECONDS) }),
      );
    }
  }
  if (kind === "TEXT") {
    const editor = dialog.getByTestId("rich-text-editor");
    await editor.locator(".ProseMirror").click();
    await page.keyboard.type("Ở chợ, hỏi giá trước khi mua.");
    await expect(editor.locator(".ProseMirror p")).toHaveText("Ở chợ, hỏi giá trước khi mua.");
  }
  if (kind === "QUIZ") {
    await field(dialog, vi("catalogueAdmin.lesson.quiz")).fill(QUIZ.slice(0, 12));
    await page.getByRole("option", { name: QUIZ }).click();
  }
  if (options.preview) {
    await dialog.getByRole("switch", { name: vi("catalogueAdmin.lesson.isPreview") }).click();
  }
  await dialog.getByRole("button", { name: vi("actions.save") }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("curriculum-lesson").filter({ hasText: name })).toBeVisible();
}

/** Drags a lesson by its handle onto another lesson's row (dnd-kit's pointer sensor). */
async function dragLesson(page: Page, name: string, onto: string) {
  const handle = page.getByRole("button", { name: vi("catalogueAdmin.curriculum.drag", { name }) });
  const target = page.getByTestId("curriculum-lesson").filter({ hasText: onto });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function buildCourse(page: Page, testInfo: TestInfo) {
  // The quiz first: a quiz lesson chooses an existing quiz.
  await page.goto("/quiz-management");
  await page.getByRole("button", { name: vi("catalogueAdmin.quiz.add") }).click();
  const quizDialog = page.getByRole("dialog", { name: vi("catalogueAdmin.quiz.add") });
  await field(quizDialog, vi("catalogueAdmin.fields.name")).fill(QUIZ);
  await quizDialog.getByRole("button", { name: vi("actions.save") }).click();
  await page
    .getByTestId("table-row")
    .filter({ hasText: QUIZ })
    .getByRole("button", { name: vi("catalogueAdmin.quiz.open") })
    .click();
  const editor = page.getByTestId("quiz-editor");
  await addQuestionOfEachType(page, editor);
  await expect(editor.getByTestId("quiz-question")).toHaveCount(4);
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();

  // The course, with another instructor than its author.
  await page.goto("/course-management");
  await page.getByRole("button", { name: vi("catalogueAdmin.course.add") }).click();
  const dialog = page.getByRole("dialog", { name: vi("catalogueAdmin.course.addTitle") });
  await field(dialog, vi("catalogueAdmin.fields.name")).fill(COURSE);
  await expect(field(dialog, vi("catalogueAdmin.fields.slug"))).toHaveValue(SLUG);
  await field(dialog, vi("catalogueAdmin.fields.description")).fill("Tiếng Việt cho chuyến đi.");
  await field(dialog, vi("catalogueAdmin.fields.priceVnd")).fill(String(PRICE));
  await field(dialog, vi("catalogueAdmin.fields.visibility")).click();
  await page.getByRole("option", { name: vi("enums.visibility.PUBLIC") }).click();
  await field(dialog, vi("catalogueAdminExtras.course.instructor")).fill("quanly@");
  await page.getByRole("option", { name: /Lê Hoàng Phúc/ }).click();
  await field(dialog, vi("catalogueAdmin.course.objectives")).fill("Hỏi giá\nGọi món");
  await saveScreenshot(page, testInfo, "build-course-form-1280");
  await dialog.getByRole("button", { name: vi("actions.save") }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("table-row").filter({ hasText: COURSE });
  await expect(row).toContainText(formatPrice(PRICE, "vi"));
  const courseId = await row.getAttribute("data-row-id");

  // The curriculum: two chapters; the video, the audio and the document in the first, the
  // text and the quiz in the second; the video is the free preview.
  await row.getByRole("button", { name: vi("catalogueAdmin.curriculum.open") }).click();
  const tree = page.getByTestId("curriculum");
  for (const chapter of ["Chương một", "Chương hai"]) {
    await tree.getByLabel(vi("catalogueAdmin.chapter.add")).fill(chapter);
    await tree.getByRole("button", { name: vi("actions.add"), exact: true }).click();
    await expect(page.getByTestId("curriculum-chapter").filter({ hasText: chapter })).toBeVisible();
  }
  await addLesson(page, "Chương một", LESSONS.video, "VIDEO", { file: files.mp4, preview: true });
  await addLesson(page, "Chương một", LESSONS.audio, "AUDIO", { file: files.mp3 });
  await addLesson(page, "Chương một", LESSONS.document, "DOCUMENT", { file: files.pdf });
  await addLesson(page, "Chương hai", LESSONS.text, "TEXT");
  await addLesson(page, "Chương hai", LESSONS.quiz, "QUIZ");

  // The durations come from the files: each media lesson, and the chapter's total.
  const duration = (name: string) =>
    page
      .getByTestId("curriculum-lesson")
      .filter({ hasText: name })
      .locator("xpath=..")
      .getByTestId("curriculum-lesson-duration");
  await expect(duration(LESSONS.video)).toHaveText(formatDuration(SECONDS));
  await expect(duration(LESSONS.audio)).toHaveText(formatDuration(SECONDS));
  await expect(page.getByTestId("curriculum-chapter").first()).toContainText(
    `· ${formatDuration(2 * SECONDS)}`,
  );

  // The document moves to the second chapter, before the text, by drag and drop.
  await dragLesson(page, LESSONS.document, LESSONS.text);
  await expect.poll(lessonChapters).toEqual([
    { lesson: LESSONS.video, chapter: "Chương một", sort_order: 0 },
    { lesson: LESSONS.audio, chapter: "Chương một", sort_order: 1 },
    { lesson: LESSONS.document, chapter: "Chương hai", sort_order: 2 },
    { lesson: LESSONS.text, chapter: "Chương hai", sort_order: 3 },
    { lesson: LESSONS.quiz, chapter: "Chương hai", sort_order: 4 },
  ]);
  await expect(
    page
      .getByTestId("curriculum-chapter")
      .filter({ hasText: "Chương hai" })
      .getByTestId("curriculum-lesson")
      .first(),
  ).toHaveText(LESSONS.document);
  await saveScreenshot(page, testInfo, "build-curriculum-1280");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: vi("actions.close") })
    .first()
    .click();

  // The chapter and lesson screens list them, filtered by the course.
  await page.goto(`/chapter-management?course=${courseId}&sort=sort_order.asc`);
  await expect(page.getByTestId("chapter-name")).toHaveText(["Chương một", "Chương hai"]);
  await page.goto(`/lesson-management?course=${courseId}&sort=name.asc`);
  await expect(page.getByTestId("table-row")).toHaveCount(5);
  await expect(
    page.getByTestId("table-row").filter({ hasText: LESSONS.video }).getByTestId("lesson-duration"),
  ).toHaveText(formatDuration(SECONDS));
  await saveScreenshot(page, testInfo, "build-lesson-management-1280");

  // A 30 % promotion that ends tomorrow (GMT+07:00 wall clock, as the form reads it).
  await page.goto("/promotion-management");
  await page.getByRole("button", { name: vi("catalogueAdmin.promotion.add") }).click();
  const promo = page.getByRole("dialog", { name: vi("catalogueAdmin.promotion.add") });
  await field(promo, vi("catalogueAdmin.fields.name")).fill(PROMOTION);
  await field(promo, vi("catalogueAdmin.promotion.percentage")).fill("30");
  const siteTime = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 16); // datetime-local in GMT+07:00
  await field(promo, vi("catalogueAdmin.fields.startTime")).fill(siteTime(Date.now() - 3600_000));
  await field(promo, vi("catalogueAdmin.fields.endTime")).fill(
    siteTime(Date.now() + 30 * 3600_000),
  );
  await field(promo, vi("catalogueAdmin.promotion.courses")).fill(COURSE.slice(0, 20));
  await page.getByRole("option", { name: COURSE }).click();
  await expect(promo.getByTestId("sale-price")).toHaveText(formatPrice(SALE, "vi"));
  await promo.getByRole("button", { name: vi("actions.save") }).click();
  await expect(promo).toBeHidden();
}

/** A signed-out visitor: the sale price, the countdown, the durations, and the preview plays. */
async function visit(browser: Browser, testInfo: TestInfo) {
  const visitor = await browser.newContext({ baseURL: E2E_ORIGIN, locale: "vi-VN" });
  try {
    const page = await visitor.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/courses/${SLUG}`);
    await expect(page.getByRole("heading", { name: COURSE })).toBeVisible();
    await expect(page.getByTestId("course-creator").first()).toHaveText("Lê Hoàng Phúc");
    const sidebar = page.getByTestId("course-sidebar");
    await expect(sidebar.getByText(formatPrice(SALE, "vi")).first()).toBeVisible();
    await expect(sidebar.getByTestId("promotion-countdown")).toContainText(/(2\d|30):\d{2}:\d{2}/);
    // The video lesson's length, from its file, in the outline.
    await expect(
      page.getByTestId("course-lesson").filter({ hasText: LESSONS.video }),
    ).toContainText(formatDuration(SECONDS));
    await settle(page);
    await saveScreenshot(page, testInfo, "build-course-page-1280");

    // The preview lesson plays for somebody who bought nothing.
    await page.getByTestId("preview-course").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("preview-lesson").getByRole("heading")).toHaveText(
      LESSONS.video,
    );
    const video = dialog.locator("video");
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.2);
    await saveScreenshot(page, testInfo, "build-preview-1280");
    expect(errors).toEqual([]);
  } finally {
    await visitor.close();
  }
}

async function bankTransfer(accountNumber: string, reference: string, amount: number) {
  const bank = await request.newContext({ baseURL: E2E_ORIGIN });
  const res = await bank.post("/api/webhooks/sepay", {
    headers: { Authorization: `Apikey ${SEPAY_KEY}` },
    data: {
      ...sepayFixture.body,
      id: Date.now(),
      accountNumber,
      content: `${reference} chuyen khoan`,
      transferAmount: amount,
      referenceCode: `FT${Date.now()}`,
    },
  });
  expect(res.status()).toBe(200);
  await bank.dispose();
}

async function outlineOf(api: APIRequestContext, courseId: number): Promise<LearningOutline> {
  const answer = await api.get(`/api/learning/course?courseId=${courseId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: LearningOutline }).data;
}

/** Plays the last half second of the lesson's video or audio: the player's end completes it. */
async function finishMedia(media: Locator) {
  await media.evaluate(async (node) => {
    const m = node as HTMLMediaElement;
    m.muted = true;
    if (m.readyState < 1) await new Promise((r) => m.addEventListener("loadedmetadata", r));
    m.currentTime = Math.max(0, m.duration - 0.5);
    await m.play();
  });
}

/** Every question right: the blank typed without tone marks, the words put in order by keyboard. */
async function answerQuiz(page: Page, player: Locator) {
  await player.getByRole("radio", { name: "Hà Nội", exact: true }).check();
  await player.getByRole("checkbox", { name: "Đà Nẵng", exact: true }).check();
  await player.getByRole("checkbox", { name: "Huế", exact: true }).check();
  await player.getByLabel(vi("quiz.blank", { number: 1 })).fill("ha noi");
  const piece = player.getByRole("button", { name: "Chào", exact: true });
  await piece.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/Đã nhấc Chào/)).toHaveCount(1);
  // dnd-kit's keyboard sensor listens a moment after the pick-up: press until announced.
  await expect(async () => {
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText(/Chào đã chuyển đến vị trí 1/)).toHaveCount(1, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Space");
  await expect(player).toContainText(vi("quiz.progress", { answered: 4, total: 4 }));
}

/** A new student buys the course (the bank's webhook confirms) and studies every lesson. */
async function buyAndStudy(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN, locale: "vi-VN" });
  try {
    const email = `hoc-vien-du-lich-${stamp}@example.com`;
    await createStudent(email);
    await signInAs(context, email, E2E_ORIGIN);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/courses/${SLUG}`);
    await page.getByTestId("course-sidebar").getByTestId("course-action").click();
    await expect(page).toHaveURL(/\/checkout\/course\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split("/").pop());
    const code = page.getByTestId("reference-code");
    await expect(code).toHaveText(/^HV[0-9A-Z]{8}$/);
    const amount = Number(
      ((await page.getByTestId("transfer-amount").textContent()) ?? "").replace(/\D/g, ""),
    );
    expect(amount).toBe(SALE);
    await bankTransfer(
      (await page.getByTestId("account-number").textContent())!,
      (await code.textContent())!,
      amount,
    );
    const success = page.getByTestId("checkout-success");
    await expect(success).toBeVisible({ timeout: 15_000 });
    await success.getByRole("link", { name: vi("actions.learnNow") }).click();
    await expect(page).toHaveURL(new RegExp(`/learning/${courseId}/\\d+$`));

    const outline = await outlineOf(page.request, courseId);
    expect(outline.lessons.map((l) => [l.name, l.type])).toEqual([
      [LESSONS.video, "VIDEO"],
      [LESSONS.audio, "AUDIO"],
      [LESSONS.document, "DOCUMENT"],
      [LESSONS.text, "TEXT"],
      [LESSONS.quiz, "QUIZ"],
    ]);
    const playlist = page.getByTestId("playlist").filter({ visible: true });
    for (const lesson of outline.lessons) {
      const entry = playlist.locator(`a[href="/learning/${courseId}/${lesson.id}"]`);
      await entry.click();
      await expect(page.getByTestId("lesson")).toHaveAttribute("data-lesson-id", String(lesson.id));
      if (lesson.type === "VIDEO") await finishMedia(page.getByTestId("lesson-video"));
      if (lesson.type === "AUDIO") {
        await finishMedia(page.getByTestId("lesson").locator("audio"));
      }
      if (lesson.type === "DOCUMENT") {
        await expect(page.getByTestId("lesson-document")).toContainText(/Trang 1 \/ 1/, {
          timeout: 60_000,
        });
      }
      if (lesson.type === "TEXT") {
        await expect(page.getByTestId("lesson-text")).toContainText("hỏi giá trước khi mua");
      }
      if (lesson.type === "QUIZ") {
        const player = page.getByTestId("quiz-player");
        await answerQuiz(page, player);
        await player.getByRole("button", { name: vi("actions.seeResults") }).click();
        await expect(player.getByTestId("quiz-score")).toHaveText(
          vi("quiz.score", { score: 4, maxScore: 4 }),
        );
        await expect(player.getByText(vi("quiz.exact"), { exact: true })).toHaveCount(4);
        await saveScreenshot(page, testInfo, "build-quiz-passed-1280");
      }
      await expect(entry).toHaveAttribute("data-completed", "true");
    }
    await expect(page.getByRole("dialog")).toContainText(vi("learning.congratsTitle"));
    await expect(page.getByTestId("course-progress").first()).toHaveAttribute(
      "data-percent",
      "100",
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

test("an ADMIN builds a course from nothing in the browser; a visitor previews it, a student buys and completes it", async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });

  await buildCourse(page, testInfo);
  await visit(browser, testInfo);
  await buyAndStudy(browser, testInfo);

  // Clean-up through the screens: deleting a course somebody bought is refused with the
  // reason, so it is hidden (archived) instead; the promotion is deleted.
  await page.goto("/course-management");
  const row = page.getByTestId("table-row").filter({ hasText: COURSE });
  await row.getByRole("button", { name: vi("actions.delete") }).click();
  await page
    .getByRole("dialog", { name: vi("catalogueAdmin.course.delete") })
    .getByRole("button", { name: vi("actions.confirm") })
    .click();
  await expect(
    page.getByText(t("vi", "errors.catalogue.courseHasBuyers", { enrollments: 1, orders: 1 })),
  ).toBeVisible();
  await row.getByRole("button", { name: vi("actions.edit") }).click();
  const edit = page.getByRole("dialog", { name: vi("catalogueAdmin.course.editTitle") });
  await field(edit, vi("catalogueAdmin.fields.visibility")).click();
  await page.getByRole("option", { name: vi("enums.visibility.ARCHIVED") }).click();
  await edit.getByRole("button", { name: vi("actions.save") }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(vi("enums.visibility.ARCHIVED"));
  await page.goto("/promotion-management");
  const promoRow = page.getByTestId("table-row").filter({ hasText: PROMOTION });
  await promoRow.getByRole("button", { name: vi("actions.delete") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: vi("actions.confirm") })
    .click();
  await expect(promoRow).toHaveCount(0);
  expect(errors).toEqual([]);
});
