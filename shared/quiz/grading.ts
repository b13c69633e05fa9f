/**
 * Grading (docs/product/states-and-learning.md), the same on the server that scores an attempt and in the tests that
 * check it. Pure: a question and an answer in, a verdict out. An answer of the wrong shape for
 * its question counts as unanswered and is never correct.
 */
import type {
  GradableQuestion,
  QuizAnswer,
  QuizAnswers,
  QuizGrade,
  QuizQuestion,
} from "./question-types.ts";
import { countBlanks, matchTypedValue } from "./text-completion.ts";

const isList = (answer: QuizAnswer | undefined): answer is readonly (string | null)[] =>
  Array.isArray(answer);

const sameInOrder = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** What the player starts from: nothing chosen, and word arrangement's pieces as shown. */
export function initialAnswer(question: QuizQuestion): QuizAnswer {
  switch (question.type) {
    case "RADIO_BUTTONS":
      return null;
    case "CHECKBOXES":
      return [];
    case "TEXT_COMPLETION":
      return Array.from({ length: countBlanks(question.content) }, () => null);
    case "WORD_ARRANGEMENT":
      return question.pieces.map((p) => p.value);
  }
}

/**
 * Unanswered: no value (radio); nothing checked (checkboxes); a blank left empty (text
 * completion: every blank must be filled); the pieces still in the order first shown (word
 * arrangement).
 */
export function isUnanswered(question: QuizQuestion, answer: QuizAnswer | undefined): boolean {
  switch (question.type) {
    case "RADIO_BUTTONS":
      return typeof answer !== "string";
    case "CHECKBOXES":
      return !isList(answer) || answer.length === 0;
    case "TEXT_COMPLETION":
      return (
        !isList(answer) ||
        answer.length !== countBlanks(question.content) ||
        answer.some((v) => typeof v !== "string")
      );
    case "WORD_ARRANGEMENT":
      return (
        !isList(answer) ||
        sameInOrder(
          answer,
          question.pieces.map((p) => p.value),
        )
      );
  }
}

/**
 * Correct: the equal value (radio); the same set of values in any order (checkboxes); the key's
 * values in the key's order (text completion, word arrangement).
 */
export function isCorrect(question: GradableQuestion, answer: QuizAnswer | undefined): boolean {
  if (isUnanswered(question, answer)) return false;
  const key = question.answer_values;
  if (question.type === "RADIO_BUTTONS") return answer === key;
  if (!isList(answer) || !Array.isArray(key)) return false;
  if (question.type === "CHECKBOXES") {
    const chosen = new Set(answer);
    return chosen.size === new Set(key).size && key.every((v) => chosen.has(v));
  }
  if (question.type === "TEXT_COMPLETION" && question.accepts_unaccented) {
    const typed = answer.map((v) => (v === null ? v : matchTypedValue(v, question.pieces)));
    return sameInOrder(typed, key);
  }
  return sameInOrder(answer, key);
}

/** Every question's verdict; a question adds its score only when correct. */
export function gradeQuiz(questions: readonly GradableQuestion[], answers: QuizAnswers): QuizGrade {
  let score = 0;
  let maxScore = 0;
  const results = questions.map((question) => {
    const correct = isCorrect(question, answers[String(question.id)]);
    const earned = correct ? question.score : 0;
    score += earned;
    maxScore += question.score;
    return {
      questionId: question.id,
      correct,
      score: earned,
      answerValues: question.answer_values,
      answerExplanation: question.answer_explanation,
    };
  });
  return { score, maxScore, results };
}

/** The questions the student has not answered yet, in the given order. */
export function unansweredQuestions<Q extends QuizQuestion>(
  questions: readonly Q[],
  answers: QuizAnswers,
): Q[] {
  return questions.filter((q) => isUnanswered(q, answers[String(q.id)]));
}
