import { describe, expect, it } from "vitest";
import { isMessageKey } from "../i18n/index.ts";
import { translateIssue } from "../schemas/common.ts";
import { answerSchemaFor, isPermutation, validateQuestion } from "./question-schemas.ts";
import type { QuizQuestion } from "./question-types.ts";

const pieces = (...values: string[]) => values.map((value) => ({ value, text: `Text ${value}` }));

const valid = {
  RADIO_BUTTONS: {
    type: "RADIO_BUTTONS",
    title: "Pick one",
    score: 1,
    pieces: pieces("a", "b"),
    answer_values: "b",
    answer_explanation: "Because.",
  },
  CHECKBOXES: {
    type: "CHECKBOXES",
    title: "Pick some",
    score: 2,
    pieces: pieces("a", "b", "c"),
    answer_values: ["a", "c"],
    answer_explanation: null,
  },
  TEXT_COMPLETION: {
    type: "TEXT_COMPLETION",
    title: "Fill in",
    content: "{{blank}} and {{blank}}",
    score: 2,
    pieces: [...pieces("x", "y"), { value: "x", text: "Text x" }],
    answer_values: ["x", "x"],
    answer_explanation: "x twice.",
  },
  WORD_ARRANGEMENT: {
    type: "WORD_ARRANGEMENT",
    title: "Order",
    score: 3,
    pieces: pieces("c", "a", "b"),
    answer_values: ["a", "b", "c"],
    answer_explanation: "Alphabetical.",
  },
} as const;

/** The catalogue keys of the issues of an invalid question. */
function issuesOf(question: unknown): string[] {
  const result = validateQuestion(question);
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe("validateQuestion", () => {
  it("accepts a valid question of every type", () => {
    for (const question of Object.values(valid)) {
      expect(validateQuestion(question).success, question.type).toBe(true);
    }
  });

  it("normalises an absent content and an empty explanation to null", () => {
    const result = validateQuestion({ ...valid.RADIO_BUTTONS, answer_explanation: "" });
    expect(result.data).toMatchObject({ content: null, answer_explanation: null });
  });

  it("radio: the key is one of the pieces, whose values are distinct", () => {
    expect(issuesOf({ ...valid.RADIO_BUTTONS, answer_values: "z" })).toEqual([
      "quiz.validation.notAnOption",
    ]);
    expect(issuesOf({ ...valid.RADIO_BUTTONS, answer_values: ["b"] })).toHaveLength(1);
    expect(issuesOf({ ...valid.RADIO_BUTTONS, pieces: pieces("a", "a", "b") })).toEqual([
      "quiz.validation.duplicateValue",
    ]);
    expect(issuesOf({ ...valid.RADIO_BUTTONS, pieces: pieces("b") })).toEqual([
      "quiz.validation.tooFewPieces",
    ]);
  });

  it("checkboxes: a non-empty set of the pieces' values", () => {
    expect(issuesOf({ ...valid.CHECKBOXES, answer_values: [] })).toEqual([
      "quiz.validation.noCorrectOption",
    ]);
    expect(issuesOf({ ...valid.CHECKBOXES, answer_values: ["a", "z"] })).toEqual([
      "quiz.validation.notAnOption",
    ]);
    expect(issuesOf({ ...valid.CHECKBOXES, answer_values: ["a", "a"] })).toEqual([
      "quiz.validation.duplicateValue",
    ]);
    expect(issuesOf({ ...valid.CHECKBOXES, answer_values: "a" })).toHaveLength(1);
  });

  it("text completion: a blank in the sentence, one listed value per blank, none over-used", () => {
    expect(issuesOf({ ...valid.TEXT_COMPLETION, content: "No blank" })).toEqual([
      "quiz.validation.noBlank",
    ]);
    expect(issuesOf({ ...valid.TEXT_COMPLETION, answer_values: ["x"] })).toEqual([
      "quiz.validation.blankCount",
    ]);
    expect(issuesOf({ ...valid.TEXT_COMPLETION, answer_values: ["x", "z"] })).toEqual([
      "quiz.validation.notAnOption",
      "quiz.validation.overused",
    ]);
    expect(issuesOf({ ...valid.TEXT_COMPLETION, answer_values: ["y", "y"] })).toEqual([
      "quiz.validation.overused",
    ]);
  });

  it("word arrangement: the key reorders every piece, and differs from the order shown", () => {
    expect(issuesOf({ ...valid.WORD_ARRANGEMENT, answer_values: ["a", "b"] })).toEqual([
      "quiz.validation.notAPermutation",
    ]);
    expect(issuesOf({ ...valid.WORD_ARRANGEMENT, answer_values: ["a", "a", "c"] })).toEqual([
      "quiz.validation.notAPermutation",
    ]);
    expect(issuesOf({ ...valid.WORD_ARRANGEMENT, answer_values: ["c", "a", "b"] })).toEqual([
      "quiz.validation.sameAsShown",
    ]);
  });

  it("refuses an unknown type, a missing title, a negative or fractional score", () => {
    expect(issuesOf({ ...valid.RADIO_BUTTONS, type: "ESSAY" })).toHaveLength(1);
    expect(issuesOf({ ...valid.RADIO_BUTTONS, title: "  " })).toEqual(["validation.required"]);
    expect(issuesOf({ ...valid.RADIO_BUTTONS, score: -1 })).toHaveLength(1);
    expect(issuesOf({ ...valid.RADIO_BUTTONS, score: 1.5 })).toHaveLength(1);
  });

  it("words every issue from the catalogue, in both locales", () => {
    const issues = validateQuestion({ ...valid.TEXT_COMPLETION, answer_values: ["y", "y"] }).error
      ?.issues;
    expect(issues?.every((i) => isMessageKey(i.message))).toBe(true);
    expect(translateIssue("en", issues![0]!)).toBe(
      "An option is used more times than it is listed",
    );
    expect(translateIssue("vi", issues![0]!)).toBe(
      "Một lựa chọn được dùng nhiều lần hơn số lần nó xuất hiện",
    );
  });
});

describe("answerSchemaFor", () => {
  const asQuestion = (q: (typeof valid)[keyof typeof valid], id = 1): QuizQuestion => ({
    id,
    title: q.title,
    type: q.type,
    content: "content" in q ? q.content : null,
    score: q.score,
    pieces: [...q.pieces],
  });
  const accepts = (q: (typeof valid)[keyof typeof valid], answer: unknown) =>
    answerSchemaFor(asQuestion(q)).safeParse(answer).success;

  it("radio: a listed value or null", () => {
    expect(accepts(valid.RADIO_BUTTONS, "a")).toBe(true);
    expect(accepts(valid.RADIO_BUTTONS, null)).toBe(true);
    expect(accepts(valid.RADIO_BUTTONS, "z")).toBe(false);
    expect(accepts(valid.RADIO_BUTTONS, ["a"])).toBe(false);
  });

  it("checkboxes: listed values, each once", () => {
    expect(accepts(valid.CHECKBOXES, [])).toBe(true);
    expect(accepts(valid.CHECKBOXES, ["c", "b"])).toBe(true);
    expect(accepts(valid.CHECKBOXES, ["a", "a"])).toBe(false);
    expect(accepts(valid.CHECKBOXES, ["z"])).toBe(false);
  });

  it("text completion: one value or null per blank, within the options' counts", () => {
    expect(accepts(valid.TEXT_COMPLETION, ["x", null])).toBe(true);
    expect(accepts(valid.TEXT_COMPLETION, ["x", "x"])).toBe(true);
    expect(accepts(valid.TEXT_COMPLETION, ["y", "y"])).toBe(false);
    expect(accepts(valid.TEXT_COMPLETION, ["x"])).toBe(false);
    expect(accepts(valid.TEXT_COMPLETION, ["x", null, null])).toBe(false);
  });

  it("word arrangement: every piece exactly once", () => {
    expect(accepts(valid.WORD_ARRANGEMENT, ["b", "c", "a"])).toBe(true);
    expect(accepts(valid.WORD_ARRANGEMENT, ["b", "c"])).toBe(false);
    expect(accepts(valid.WORD_ARRANGEMENT, ["b", "b", "a"])).toBe(false);
  });
});

describe("isPermutation", () => {
  it("same values the same number of times, in any order", () => {
    expect(isPermutation(["b", "a"], ["a", "b"])).toBe(true);
    expect(isPermutation(["a", "a"], ["a", "b"])).toBe(false);
    expect(isPermutation(["a"], ["a", "b"])).toBe(false);
  });
});
