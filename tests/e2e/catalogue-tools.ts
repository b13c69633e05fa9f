import { expect, type Locator, type Page } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { field } from "./page-tools.ts";

// What the back-office catalogue specs do alike: write a quiz question in the quiz editor.

const vi = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("vi", key, params);

export type QuestionType = "RADIO_BUTTONS" | "CHECKBOXES" | "TEXT_COMPLETION" | "WORD_ARRANGEMENT";

/**
 * Adds a question to the open quiz editor: its type, title and pieces, then what `fill` sets
 * (the correct answer, the content); saved, it is listed in the editor.
 */
export async function addQuestion(
  page: Page,
  editor: Locator,
  type: QuestionType,
  title: string,
  options: string[],
  fill: (dialog: Locator) => Promise<void>,
) {
  await editor
    .getByRole("button", { name: vi("catalogueAdmin.quiz.addQuestion") })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: vi("catalogueAdmin.quiz.addQuestion") });
  await field(dialog, vi("catalogueAdmin.quiz.type")).click();
  await page.getByRole("option", { name: vi(`enums.questionType.${type}`) }).click();
  await field(dialog, vi("catalogueAdmin.quiz.title")).fill(title);
  for (const [i, text] of options.entries()) {
    if (i >= 2)
      await dialog.getByRole("button", { name: vi("catalogueAdmin.quiz.addPiece") }).click();
    await dialog
      .getByPlaceholder(vi("catalogueAdmin.quiz.pieceText", { number: i + 1 }))
      .fill(text);
  }
  await fill(dialog);
  await dialog.getByRole("button", { name: vi("actions.save") }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByTestId("quiz-question").filter({ hasText: title })).toBeVisible();
}

/** One question of each of the four types, with the answers that score them all. */
export async function addQuestionOfEachType(page: Page, editor: Locator) {
  await addQuestion(page, editor, "RADIO_BUTTONS", "Thủ đô của Việt Nam?", ["Hà Nội", "Huế"], (d) =>
    d
      .getByRole("radio", { name: vi("catalogueAdmin.quiz.correct") })
      .first()
      .check(),
  );
  await addQuestion(
    page,
    editor,
    "CHECKBOXES",
    "Thành phố nào ở Việt Nam?",
    ["Đà Nẵng", "Paris", "Huế"],
    async (d) => {
      const boxes = d.getByRole("checkbox", { name: vi("catalogueAdmin.quiz.correct") });
      await boxes.nth(0).check();
      await boxes.nth(2).check();
    },
  );
  await addQuestion(
    page,
    editor,
    "TEXT_COMPLETION",
    "Điền vào chỗ trống",
    ["Hà Nội", "Huế"],
    async (d) => {
      await field(d, vi("catalogueAdmin.quiz.content")).fill("{{blank}} là thủ đô.");
      await field(d, vi("catalogueAdmin.quiz.blankAnswers")).fill("1");
      await d.getByRole("switch", { name: vi("catalogueAdmin.quiz.acceptsUnaccented") }).click();
    },
  );
  await addQuestion(page, editor, "WORD_ARRANGEMENT", "Sắp xếp thành câu", ["bạn", "Chào"], (d) =>
    field(d, vi("catalogueAdmin.quiz.correctOrder")).fill("2, 1"),
  );
}
