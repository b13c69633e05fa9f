import { describe, expect, it } from "vitest";
import {
  gradeQuiz,
  initialAnswer,
  isCorrect,
  isUnanswered,
  unansweredQuestions,
} from "./grading.ts";
import type { GradableQuestion } from "./question-types.ts";

const pieces = (...values: string[]) =>
  values.map((value) => ({ value, text: value.toUpperCase() }));

const radio: GradableQuestion = {
  id: 1,
  type: "RADIO_BUTTONS",
  title: "Radio",
  content: null,
  score: 1,
  pieces: pieces("a", "b", "c"),
  answer_values: "b",
  answer_explanation: "B is right.",
};
const checkboxes: GradableQuestion = {
  id: 2,
  type: "CHECKBOXES",
  title: "Checkboxes",
  content: null,
  score: 2,
  pieces: pieces("a", "b", "c", "d"),
  answer_values: ["a", "c"],
  answer_explanation: "A and C.",
};
const completion: GradableQuestion = {
  id: 3,
  type: "TEXT_COMPLETION",
  title: "Text completion",
  content: "Due {{blank}} Friday, {{blank}} 5 p.m.",
  score: 3,
  pieces: pieces("on", "by", "in"),
  answer_values: ["on", "by"],
  answer_explanation: null,
};
const arrangement: GradableQuestion = {
  id: 4,
  type: "WORD_ARRANGEMENT",
  title: "Word arrangement",
  content: null,
  score: 4,
  pieces: pieces("forward", "I", "look"),
  answer_values: ["I", "look", "forward"],
  answer_explanation: "Subject, verb, particle.",
};

describe("isUnanswered", () => {
  it("radio: only a value answers it", () => {
    expect(isUnanswered(radio, null)).toBe(true);
    expect(isUnanswered(radio, undefined)).toBe(true);
    expect(isUnanswered(radio, ["b"])).toBe(true);
    expect(isUnanswered(radio, "a")).toBe(false);
  });

  it("checkboxes: empty is unanswered, any checked value answers it", () => {
    expect(isUnanswered(checkboxes, [])).toBe(true);
    expect(isUnanswered(checkboxes, "a")).toBe(true);
    expect(isUnanswered(checkboxes, ["d"])).toBe(false);
  });

  it("text completion: every blank must hold a value", () => {
    expect(isUnanswered(completion, [null, null])).toBe(true);
    expect(isUnanswered(completion, [])).toBe(true);
    expect(isUnanswered(completion, ["on", null])).toBe(true);
    expect(isUnanswered(completion, ["on"])).toBe(true);
    expect(isUnanswered(completion, ["in", "in"])).toBe(false);
  });

  it("word arrangement: the order first shown counts as unanswered", () => {
    expect(isUnanswered(arrangement, ["forward", "I", "look"])).toBe(true);
    expect(isUnanswered(arrangement, initialAnswer(arrangement))).toBe(true);
    expect(isUnanswered(arrangement, ["look", "I", "forward"])).toBe(false);
  });

  it("every type starts unanswered", () => {
    for (const question of [radio, checkboxes, completion, arrangement]) {
      expect(isUnanswered(question, initialAnswer(question)), question.type).toBe(true);
    }
    expect(initialAnswer(completion)).toEqual([null, null]);
  });
});

describe("isCorrect", () => {
  it("radio needs the equal value", () => {
    expect(isCorrect(radio, "b")).toBe(true);
    expect(isCorrect(radio, "a")).toBe(false);
    expect(isCorrect(radio, null)).toBe(false);
  });

  it("checkboxes compare as an unordered set", () => {
    expect(isCorrect(checkboxes, ["c", "a"])).toBe(true);
    expect(isCorrect(checkboxes, ["a"])).toBe(false);
    expect(isCorrect(checkboxes, ["a", "c", "d"])).toBe(false);
    expect(isCorrect(checkboxes, [])).toBe(false);
  });

  it("text completion compares in blank order", () => {
    expect(isCorrect(completion, ["on", "by"])).toBe(true);
    expect(isCorrect(completion, ["by", "on"])).toBe(false);
    expect(isCorrect(completion, ["on", null])).toBe(false);
  });

  it("word arrangement compares in order", () => {
    expect(isCorrect(arrangement, ["I", "look", "forward"])).toBe(true);
    expect(isCorrect(arrangement, ["look", "I", "forward"])).toBe(false);
  });
});

describe("gradeQuiz", () => {
  const questions = [radio, checkboxes, completion, arrangement];

  it("adds a question's score only when it is correct, over the sum of all scores", () => {
    const grade = gradeQuiz(questions, {
      1: "b",
      2: ["a"], // wrong: one correct value missing
      3: ["on", "by"],
      4: ["I", "look", "forward"],
    });
    expect(grade.score).toBe(1 + 3 + 4);
    expect(grade.maxScore).toBe(10);
    expect(grade.results).toEqual([
      {
        questionId: 1,
        correct: true,
        score: 1,
        answerValues: "b",
        answerExplanation: "B is right.",
      },
      {
        questionId: 2,
        correct: false,
        score: 0,
        answerValues: ["a", "c"],
        answerExplanation: "A and C.",
      },
      {
        questionId: 3,
        correct: true,
        score: 3,
        answerValues: ["on", "by"],
        answerExplanation: null,
      },
      {
        questionId: 4,
        correct: true,
        score: 4,
        answerValues: ["I", "look", "forward"],
        answerExplanation: "Subject, verb, particle.",
      },
    ]);
  });

  it("scores a missing answer as wrong", () => {
    const grade = gradeQuiz(questions, { 1: "b" });
    expect(grade).toMatchObject({ score: 1, maxScore: 10 });
    expect(grade.results.map((r) => r.correct)).toEqual([true, false, false, false]);
  });

  it("an empty quiz scores 0 over 0", () => {
    expect(gradeQuiz([], {})).toEqual({ score: 0, maxScore: 0, results: [] });
  });
});

describe("unansweredQuestions", () => {
  it("lists the questions still unanswered, word arrangement in its first order included", () => {
    const left = unansweredQuestions([radio, checkboxes, completion, arrangement], {
      1: "a",
      2: ["a"],
      3: ["on", null],
      4: ["forward", "I", "look"],
    });
    expect(left.map((q) => q.id)).toEqual([3, 4]);
  });
});

describe("text completion typed without tone marks", () => {
  const capital: GradableQuestion = {
    id: 7,
    type: "TEXT_COMPLETION",
    title: "Capital",
    content: "{{blank}} là thủ đô, {{blank}} là cố đô.",
    score: 2,
    pieces: [
      { value: "Hà Nội", text: "Hà Nội" },
      { value: "Huế", text: "Huế" },
    ],
    answer_values: ["Hà Nội", "Huế"],
    answer_explanation: null,
  };

  it("is wrong by default: the values must be the options' own spelling", () => {
    expect(isCorrect(capital, ["ha noi", "hue"])).toBe(false);
    expect(isCorrect(capital, ["Hà Nội", "Huế"])).toBe(true);
  });

  it("with accepts_unaccented, matches each blank without tone marks, case or extra spaces", () => {
    const lenient = { ...capital, accepts_unaccented: true };
    expect(isCorrect(lenient, ["ha  noi", "HUE"])).toBe(true);
    expect(isCorrect(lenient, ["Hà Nội", "Huế"])).toBe(true);
    expect(isCorrect(lenient, ["hue", "ha noi"])).toBe(false);
    expect(isCorrect(lenient, ["sai gon", "hue"])).toBe(false);
  });

  it.each([
    ["đ/d", "Đà Nẵng", "da nang"],
    ["ư/u", "Sư phạm", "su pham"],
    ["ơ/o", "Cơm tấm", "com tam"],
    ["ă/â/a", "Ăn trầu", "an trau"],
    ["every mark at once", "học sinh giỏi", "hoc sinh gioi"],
  ])("with accepts_unaccented, folds %s", (_pair, answer, typed) => {
    const question: GradableQuestion = {
      ...capital,
      content: "{{blank}}",
      pieces: [{ value: answer, text: answer }],
      answer_values: [answer],
      accepts_unaccented: true,
    };
    expect(isCorrect(question, [typed])).toBe(true);
    expect(isCorrect({ ...question, accepts_unaccented: false }, [typed])).toBe(false);
  });
});
