import { describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "../../../shared/constants.ts";
import { validateQuestion } from "../../../shared/quiz/question-schemas.ts";
import { QUIZZES } from "../../seed/content/quizzes.ts";

const questions = Object.values(QUIZZES).flatMap((quiz) =>
  quiz.groups.flatMap((group) =>
    group.questions.map((q) => ({
      quiz: quiz.name,
      question: {
        type: q.type,
        title: q.title,
        content: q.content ?? null,
        score: q.score,
        pieces: q.pieces,
        answer_values: q.answer,
        answer_explanation: q.explanation,
      },
    })),
  ),
);

describe("the demo catalogue's quizzes", () => {
  it("are valid questions in the shapes the grading expects", () => {
    for (const { quiz, question } of questions) {
      const result = validateQuestion(question);
      expect(result.error?.issues ?? [], `${quiz}: ${question.title}`).toEqual([]);
    }
  });

  it("exercise all four types, each with an explanation, in every quiz", () => {
    for (const quiz of Object.values(QUIZZES)) {
      const inQuiz = quiz.groups.flatMap((g) => g.questions);
      expect(new Set(inQuiz.map((q) => q.type)), quiz.name).toEqual(new Set(QUESTION_TYPES));
      expect(
        inQuiz.every((q) => q.explanation.trim().length > 0),
        quiz.name,
      ).toBe(true);
    }
  });
});
