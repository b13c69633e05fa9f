import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from "@playwright/test";
import { createDb } from "../../server/db/create-db.ts";
import { COURSES } from "../../server/seed/content/catalogue.ts";
import { t } from "../../shared/i18n/index.ts";
import type { LearningOutline } from "../../shared/schemas/learning.ts";
import { createUser } from "../factories.ts";
import { pdfText } from "../setup/pdf-text.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { E2E_DATA_DIR, signInAs } from "./sign-in.ts";

// Learning a course from Learn now to the certificate, as a new student would: the free Python
// course of the demo catalogue (server/seed/content/courses-code.ts) has lessons of every kind
// but audio: videos, texts, a PDF and a quiz. Counts and orders are read from the server's
// outline, not written here.

function demoCourse(slug: string) {
  const found = COURSES.find((c) => c.slug === slug);
  if (!found) throw new Error(`No demo course ${slug}`);
  return found;
}
const FREE = demoCourse("lap-trinh-python-co-ban");

type Lesson = LearningOutline["lessons"][number];

/** A new, verified student who owns nothing yet (so each test starts from zero progress). */
async function newStudent(fullName: string): Promise<string> {
  const { db, close } = createDb(`sqlite:${path.join(E2E_DATA_DIR, "app.db")}`, {
    activityLog: false,
  });
  try {
    const email = `learner-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    await createUser(db, {
      email,
      full_name: fullName,
      email_verified_time: new Date().toISOString(),
    });
    return email;
  } finally {
    await close();
  }
}

async function outlineOf(api: APIRequestContext, courseId: number): Promise<LearningOutline> {
  const answer = await api.get(`/api/learning/course?courseId=${courseId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: LearningOutline }).data;
}

/** Enroll now on the course page, then Learn now: the learning page of the course. */
async function enrollAndLearn(page: Page): Promise<number> {
  await page.goto(`/courses/${FREE.slug}`);
  const action = page.getByTestId("course-action");
  await expect(action).toHaveText(t("vi", "actions.enrollNow"));
  await action.click();
  await expect(action).toHaveText(t("vi", "actions.learnNow"));
  await action.click();
  // /learning/{courseId} resumes at a lesson: a new student's first one.
  await expect(page).toHaveURL(/\/learning\/\d+\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/")[2]);
}

/** The playlist shown beside the lesson (laptops) or in the drawer (phones). */
const playlist = (page: Page) => page.getByTestId("playlist").filter({ visible: true });

function entry(page: Page, courseId: number, lesson: Lesson): Locator {
  return playlist(page).locator(`a[href="/learning/${courseId}/${lesson.id}"]`);
}

async function openLesson(page: Page, courseId: number, lesson: Lesson) {
  await entry(page, courseId, lesson).click();
  await expect(page).toHaveURL(`/learning/${courseId}/${lesson.id}`);
  await expect(page.getByTestId("lesson")).toHaveAttribute("data-lesson-id", String(lesson.id));
}

async function expectCompleted(page: Page, courseId: number, lesson: Lesson) {
  await expect(entry(page, courseId, lesson)).toHaveAttribute("data-completed", "true");
}

/** Plays the lesson's video muted (autoplay rules) and waits until its time advances. */
async function playVideo(page: Page, from = 0) {
  const video = page.getByTestId("lesson-video");
  await expect(video).toBeVisible();
  await video.evaluate(async (node, start) => {
    const v = node as HTMLVideoElement;
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener("loadedmetadata", r));
    if (start > 0) v.currentTime = start;
    await v.play();
  }, from);
  const start = await video.evaluate((node) => (node as HTMLVideoElement).currentTime);
  await expect
    .poll(() => video.evaluate((node) => (node as HTMLVideoElement).currentTime))
    .toBeGreaterThan(start + 0.5);
  return video;
}

/** Plays a video lesson's last half second: the player's end completes the lesson. */
async function finishVideo(page: Page) {
  const video = page.getByTestId("lesson-video");
  await expect(video).toBeVisible();
  await video.evaluate(async (node) => {
    const v = node as HTMLVideoElement;
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener("loadedmetadata", r));
    v.currentTime = Math.max(0, v.duration - 0.5);
    await v.play();
  });
}

/** Answers the Python quiz: 2 of its 4 questions right (radio, blanks), 2 wrong. */
async function answerPythonQuiz(page: Page, player: Locator) {
  await player.getByRole("radio", { name: "<class 'float'>", exact: true }).check();
  await player.getByRole("checkbox", { name: "list", exact: true }).check();
  await player.getByLabel(t("vi", "quiz.blank", { number: 1 })).selectOption("for");
  await player.getByLabel(t("vi", "quiz.blank", { number: 2 })).selectOption("range");
  await expect(player).toContainText(t("vi", "quiz.progress", { answered: 3, total: 4 }));
  // The word order by keyboard (dnd-kit), one step at a time as the announcements confirm.
  const piece = player.getByRole("button", { name: "def", exact: true });
  await piece.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/Đã nhấc def/)).toHaveCount(1);
  // dnd-kit's keyboard sensor starts listening a moment after the pick-up (a timer): a key
  // pressed before then is not seen, so the move is pressed again until it is announced.
  await expect(async () => {
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText(/def đã chuyển đến vị trí 2/)).toHaveCount(1, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Space");
  await expect(player).toContainText(t("vi", "quiz.progress", { answered: 4, total: 4 }));
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await settle(page);
  await saveScreenshot(page, testInfo, name);
}

test("a new student learns the free course from Learn now to the verified certificate", async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const errors = watchPageErrors(page);
  const studentName = "Trần Thị Bình Minh";
  // The video files' answers: the player reads them in ranges (206).
  const ranges: number[] = [];
  page.on("response", (response) => {
    if (/\/media\/videos\/.+\.mp4/.test(response.url())) ranges.push(response.status());
  });
  // When each Range request for a video left, and when the page drew its first video frame
  // (`loadeddata`): the video must start with at most two Range requests.
  const rangeRequestTimes: number[] = [];
  page.on("request", (request) => {
    if (/\/media\/videos\//.test(request.url()) && request.headers().range) {
      rangeRequestTimes.push(Date.now());
    }
  });
  await page.addInitScript(() => {
    const record = (event: Event) => {
      const w = window as unknown as { firstVideoFrameAt?: number };
      if (event.target instanceof HTMLVideoElement) w.firstVideoFrameAt ??= Date.now();
    };
    document.addEventListener("loadeddata", record, true);
  });
  await signInAs(context, await newStudent(studentName), baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  const courseId = await enrollAndLearn(page);
  const outline = await outlineOf(page.request, courseId);
  const lessons = outline.lessons;
  const first = lessons[0]!;
  expect(page.url()).toContain(`/learning/${courseId}/${first.id}`);

  // The playlist lists every lesson, the current one marked, none completed or locked yet.
  const entries = playlist(page).getByTestId("playlist-lesson");
  await expect(entries).toHaveCount(lessons.length);
  await expect(entry(page, courseId, first)).toHaveAttribute("aria-current", "page");
  await expect(playlist(page).locator("[data-completed]")).toHaveCount(0);
  await expect(playlist(page).locator("[data-locked]")).toHaveCount(0);
  await expect(page.getByTestId("course-progress").first()).toHaveAttribute("data-percent", "0");
  await expect(page.getByRole("navigation", { name: t("vi", "nav.breadcrumb") })).toContainText(
    FREE.name,
  );

  // A video: it plays, and its file is served in ranges (206) as the player seeks.
  const video = lessons.find((l) => l.type === "VIDEO")!;
  if (video.id !== first.id) await openLesson(page, courseId, video);
  const player = await playVideo(page);
  const firstFrameAt = await page.evaluate(
    () => (window as unknown as { firstVideoFrameAt?: number }).firstVideoFrameAt ?? 0,
  );
  expect(firstFrameAt).toBeGreaterThan(0);
  const rangesBeforeFirstFrame = rangeRequestTimes.filter((at) => at <= firstFrameAt).length;
  expect(rangesBeforeFirstFrame).toBeGreaterThan(0);
  expect(rangesBeforeFirstFrame).toBeLessThanOrEqual(2);
  // → seeks 5 s forward (the player's keyboard shortcut).
  const before = await player.evaluate((node) => (node as HTMLVideoElement).currentTime);
  await page.locator("body").press("ArrowRight");
  await expect
    .poll(() => player.evaluate((node) => (node as HTMLVideoElement).currentTime))
    .toBeGreaterThan(Math.min(before + 4, 4.5));
  await expect.poll(() => ranges).toContain(206);
  await shoot(page, testInfo, "learning-video-1280-vi");
  await expectAccessible(page, "learning page, video lesson");

  // Leaving the page mid-video keeps the position (a beacon): the reload resumes there.
  await player.evaluate(async (node) => {
    const v = node as HTMLVideoElement;
    v.pause();
    v.currentTime = 2;
    await new Promise((r) => v.addEventListener("seeked", r, { once: true }));
    // A moment of playback gives the page a position to report.
    await v.play();
    await new Promise((r) => setTimeout(r, 400));
    v.pause();
  });
  // The beacon sent as the page goes away reaches the server (read back through the API).
  await page.reload();
  await expect
    .poll(async () => {
      const answer = await page.request.get(
        `/api/learning/lesson?courseId=${courseId}&lessonId=${video.id}`,
      );
      return ((await answer.json()) as { data: { position_seconds: number } }).data
        .position_seconds;
    })
    .toBeGreaterThan(1.5);
  await page.reload();
  await expect(page.getByTestId("resume-at")).toBeVisible();
  await expect
    .poll(() =>
      page.getByTestId("lesson-video").evaluate((node) => (node as HTMLVideoElement).currentTime),
    )
    .toBeGreaterThan(1.5);
  await finishVideo(page);
  await expectCompleted(page, courseId, video);

  // A document: the PDF's first page is drawn in the page, with its page count and download.
  const pdf = lessons.find((l) => l.type === "DOCUMENT")!;
  await openLesson(page, courseId, pdf);
  const documentLesson = page.getByTestId("lesson-document");
  // pdf.js is a large download and the machine is shared: give the first page time.
  await expect(documentLesson).toContainText(/Trang 1 \/ \d+/, { timeout: 60_000 });
  await expect(documentLesson.locator("canvas")).toBeVisible();
  await expect(
    documentLesson.getByRole("link", { name: t("vi", "actions.download") }),
  ).toBeVisible();
  await expectCompleted(page, courseId, pdf);
  await shoot(page, testInfo, "learning-document-1280-vi");

  // A text lesson is complete once read.
  const text = lessons.find((l) => l.type === "TEXT")!;
  await openLesson(page, courseId, text);
  await expect(page.getByTestId("lesson-text")).toBeVisible();
  await expectCompleted(page, courseId, text);

  // /learning/{courseId} resumes at the lesson opened last.
  await page.goto(`/learning/${courseId}`);
  await expect(page).toHaveURL(`/learning/${courseId}/${text.id}`);

  // The quiz: See results waits for every answer; then the score, Exact and Wrong.
  const quiz = lessons.find((l) => l.type === "QUIZ")!;
  await openLesson(page, courseId, quiz);
  const quizPlayer = page.getByTestId("quiz-player");
  const seeResults = quizPlayer.getByRole("button", { name: t("vi", "actions.seeResults") });
  await expect(seeResults).toHaveAttribute("aria-disabled", "true");
  await seeResults.hover();
  await expect(page.getByRole("tooltip")).toHaveText(t("vi", "quiz.answerAll"));
  await answerPythonQuiz(page, quizPlayer);
  await expect(seeResults).toHaveAttribute("aria-disabled", "false");
  await seeResults.click();
  await expect(quizPlayer.getByTestId("quiz-score")).toHaveText(
    t("vi", "quiz.score", { score: 3, maxScore: 7 }),
  );
  await expect(quizPlayer.getByText(t("vi", "quiz.exact"), { exact: true })).toHaveCount(2);
  await expect(quizPlayer.getByText(t("vi", "quiz.wrong"), { exact: true })).toHaveCount(2);
  await expectCompleted(page, courseId, quiz);
  await shoot(page, testInfo, "learning-quiz-1280-vi");
  // Retry starts a fresh attempt; the latest score stays in view.
  await page.getByTestId("quiz-retry").click();
  await expect(quizPlayer.getByTestId("quiz-score")).toHaveCount(0);
  await expect(page.getByTestId("latest-score")).toHaveText(
    t("vi", "quiz.latestScore", { score: 3, maxScore: 7 }),
  );

  // Every other lesson, with Next: the last one completes the course.
  for (const lesson of lessons) {
    if ([video.id, pdf.id, text.id, quiz.id].includes(lesson.id)) continue;
    await openLesson(page, courseId, lesson);
    if (lesson.type === "VIDEO") await finishVideo(page);
    else if (lesson.type === "DOCUMENT") {
      await expect(page.getByTestId("lesson-document")).toContainText(/Trang 1 \/ \d+/, {
        timeout: 60_000,
      });
    }
    await expectCompleted(page, courseId, lesson);
  }
  const congratulation = page.getByRole("dialog");
  await expect(congratulation).toContainText(t("vi", "learning.congratsTitle"));
  await expect(page.getByTestId("course-progress").first()).toHaveAttribute("data-percent", "100");
  await shoot(page, testInfo, "learning-completed-1280-vi");
  await congratulation.getByRole("link", { name: t("vi", "learning.viewCertificate") }).click();

  // The certificate page: the student's name, the course, and the PDF.
  await expect(page).toHaveURL(/\/certificates\/[a-z2-9]{16}$/);
  const certificateUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("certificate-student")).toHaveText(studentName);
  await expect(page.getByTestId("certificate-course")).toHaveText(FREE.name);
  const download = page.waitForEvent("download");
  await page.getByTestId("certificate-pdf").click();
  const file = await (await download).path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  // The text a reader's PDF viewer extracts: the name with every diacritic (the embedded font).
  expect(await pdfText(bytes)).toContain(studentName);
  await shoot(page, testInfo, "certificate-1280-vi");
  await expectAccessible(page, "certificate page");

  // The library shows the course completed, with its certificate.
  await page.goto("/library");
  const card = page.getByTestId("course-card").filter({ hasText: FREE.name });
  await expect(card.getByTestId("course-progress")).toHaveAttribute("data-percent", "100");
  await expect(page.getByTestId("library-certificate")).toHaveAttribute("href", certificateUrl);
  await shoot(page, testInfo, "library-progress-1280-vi");

  // Anyone may verify it, signed out, in either language.
  const visitor = await browser.newContext({ baseURL });
  try {
    const open = await visitor.newPage();
    await open.goto(`${certificateUrl}?locale=en`);
    await expect(open.getByTestId("certificate-student")).toHaveText(studentName);
    await expect(open.getByRole("heading", { name: t("en", "certificate.title") })).toBeVisible();
    await open.setViewportSize({ width: 1280, height: 900 });
    await shoot(open, testInfo, "certificate-1280-en");
    await open.setViewportSize({ width: 375, height: 800 });
    await shoot(open, testInfo, "certificate-375-en");
    await open.goto(`${certificateUrl}?locale=vi`);
    await expect(open.getByTestId("certificate-student")).toHaveText(studentName);
    await shoot(open, testInfo, "certificate-375-vi");
    // An unknown code is Content not found.
    await open.goto("/certificates/khongtontai23456?locale=vi");
    await expect(
      open.getByRole("heading", { name: t("vi", "errors.notFoundPage.title") }),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
  expect(errors).toEqual([]);
});

test("on a phone the lesson is full width and the playlist opens in a drawer", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  await signInAs(context, await newStudent("Lê Văn Phúc"), baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 800 });
  const courseId = await enrollAndLearn(page);
  const lessons = (await outlineOf(page.request, courseId)).lessons;

  // No playlist beside the lesson: a button opens it.
  await expect(playlist(page)).toHaveCount(0);
  const video = page.getByTestId("lesson-video");
  await expect(video).toBeVisible();
  expect((await video.boundingBox())?.width).toBe(375);
  await shoot(page, testInfo, "learning-video-375-vi");

  await page.getByTestId("open-playlist").click();
  const drawer = page.getByRole("dialog", { name: t("vi", "learning.playlist") });
  await expect(drawer.getByTestId("playlist-lesson")).toHaveCount(lessons.length);
  await shoot(page, testInfo, "learning-playlist-375-vi");
  const text = lessons.find((l) => l.type === "TEXT")!;
  await drawer.locator(`a[href="/learning/${courseId}/${text.id}"]`).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("lesson-text")).toBeVisible();
  await expect(page.getByTestId("next-lesson")).toBeVisible();

  // The same lesson in English, on a phone and a laptop.
  await page.goto(`/learning/${courseId}/${text.id}?locale=en`);
  await expect(page.getByTestId("open-playlist")).toHaveText(t("en", "learning.openPlaylist"));
  await expect(page.getByTestId("next-lesson")).toHaveText(t("en", "learning.nextLesson"));
  await shoot(page, testInfo, "learning-text-375-en");
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(playlist(page)).toHaveCount(1);
  await shoot(page, testInfo, "learning-text-1280-en");
  await expectAccessible(page, "learning page, text lesson, English");
  expect(errors).toEqual([]);
});

test("a lesson of a course the student does not own is locked, with the way to enrol", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInAs(context, await newStudent("Phạm Thu Hà"), baseURL ?? "");
  const paid = COURSES.find((c) => c.price > 0 && c.chapters.length > 0)!;
  const answer = await page.request.get(`/api/course/get?slug=${paid.slug}`);
  const courseId = ((await answer.json()) as { data: { items: { id: number }[] } }).data.items[0]!
    .id;
  const outline = await outlineOf(page.request, courseId);
  const locked = outline.lessons.find((l) => l.locked);
  expect(locked, "a paid course has lessons that are not previews").toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/learning/${courseId}/${locked!.id}`);
  const message = page.getByTestId("lesson-locked");
  await expect(message).toContainText(t("vi", "learning.lockedTitle"));
  await expect(message.getByRole("link")).toHaveAttribute("href", `/courses/${paid.slug}`);
  await expect(entry(page, courseId, locked!)).toHaveAttribute("data-locked", "true");
  await shoot(page, testInfo, "learning-locked-1280-vi");
});
