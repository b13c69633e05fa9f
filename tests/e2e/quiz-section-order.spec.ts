import { expect, type Page, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { saveScreenshot, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// The quiz editor's sections are reordered like a course's chapters (web/manage/sortable-tree):
// by the mouse on a section's handle and by the keyboard (Space, arrows, Space), saved through
// POST /api/question-group/reorder, so that the order is the same after a reload.

const vi = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("vi", key, params);
const stamp = Date.now().toString(36);
const quizName = `Thứ tự phần ${stamp}`;

async function post(page: Page, url: string, data: object): Promise<number> {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Opens the quiz's editor from the quiz list (after a fresh page load). */
async function openEditor(page: Page, query = "") {
  await page.goto(`/quiz-management${query}`);
  await page
    .getByTestId("table-row")
    .filter({ hasText: quizName })
    .getByRole("button", { name: t(query ? "en" : "vi", "catalogueAdmin.quiz.open") })
    .click();
  const editor = page.getByTestId("quiz-editor");
  await expect(editor.getByTestId("quiz-section")).toHaveCount(3);
  return editor;
}

/** The sections' titles, top to bottom (each card's first paragraph). */
function sectionTitles(page: Page) {
  return page
    .getByTestId("quiz-section")
    .evaluateAll((cards) => cards.map((card) => card.querySelector("p")?.textContent ?? ""));
}

const handle = (page: Page, section: string) =>
  page.getByRole("button", { name: vi("catalogueAdmin.curriculum.drag", { name: section }) });

test("an ADMIN reorders a quiz's sections by mouse and by keyboard, and the order is kept", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/quiz-management");
  const quizId = await post(page, "/api/quiz/create", { name: quizName });
  const sections = ["Phần nghe", "Phần đọc", "Phần viết"];
  for (const [i, description] of sections.entries()) {
    const groupId = await post(page, "/api/question-group/create", { quizId, description });
    await post(page, "/api/question/create", {
      quizId,
      group_id: groupId,
      question: {
        type: "RADIO_BUTTONS",
        title: `Câu ${i + 1} của ${description}`,
        score: 1,
        pieces: [
          { value: "a", text: "A" },
          { value: "b", text: "B" },
        ],
        answer_values: "a",
      },
    });
  }

  try {
    await openEditor(page);
    await expect.poll(() => sectionTitles(page)).toEqual(sections);

    // The mouse: "Phần viết" by its handle onto "Phần nghe", the first section.
    const from = (await handle(page, "Phần viết").boundingBox())!;
    const to = (await page.getByTestId("quiz-section").first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => sectionTitles(page)).toEqual(["Phần viết", "Phần nghe", "Phần đọc"]);

    await openEditor(page);
    await expect.poll(() => sectionTitles(page)).toEqual(["Phần viết", "Phần nghe", "Phần đọc"]);

    // The keyboard: "Phần viết" picked up with Space, one place down (over "Phần nghe", not an
    // item of its own card), dropped with Space. Each arrow waits for dnd-kit's announcement: a
    // press before the pick-up has measured the sections moves nothing, for a person as for
    // the test.
    const announced = page.locator("[id^='DndLiveRegion']");
    await handle(page, "Phần viết").focus();
    await page.keyboard.press("Space");
    await expect(announced).toHaveText(
      t("vi", "manage.treeDnd.pickedUp", { item: "Phần viết", position: "1", total: "3" }),
    );
    await expect(async () => {
      await page.keyboard.press("ArrowDown");
      await expect(announced).toHaveText(
        t("vi", "manage.treeDnd.movedTo", { item: "Phần viết", over: "Phần nghe" }),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Space");
    await expect.poll(() => sectionTitles(page)).toEqual(["Phần nghe", "Phần viết", "Phần đọc"]);
    await saveScreenshot(page, testInfo, "quiz-sections-1280");

    // Kept after a reload, each question still in its section; in English and on a phone too.
    await page.setViewportSize({ width: 375, height: 800 });
    const editor = await openEditor(page, "?locale=en");
    await expect.poll(() => sectionTitles(page)).toEqual(["Phần nghe", "Phần viết", "Phần đọc"]);
    await expect(editor.getByTestId("quiz-section").nth(1).getByTestId("quiz-question")).toHaveText(
      "Câu 3 của Phần viết",
    );
    await saveScreenshot(page, testInfo, "quiz-sections-en-375");
    expect(errors).toEqual([]);
  } finally {
    await post(page, "/api/quiz/delete", { id: quizId });
  }
});
