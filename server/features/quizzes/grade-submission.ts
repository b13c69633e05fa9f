import { gradeQuiz, unansweredQuestions } from "../../../shared/quiz/grading.ts";
import { answerSchemaFor } from "../../../shared/quiz/question-schemas.ts";
import type {
  GradableQuestion,
  QuizAnswers,
  QuizGrade,
} from "../../../shared/quiz/question-types.ts";
import { badRequest } from "../../lib/app-error.ts";

/**
 * Grades a student's answers to a quiz's questions with the shared rules, after checking that
 * every answer belongs to one of these questions and fits it (only offered values, one per
 * blank, every piece once), and that every question is answered: results come only then
 * (docs/product/states-and-learning.md "Quiz rules").
 */
export function gradeSubmission(
  questions: readonly GradableQuestion[],
  answers: QuizAnswers,
): QuizGrade {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [id, answer] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question || !answerSchemaFor(question).safeParse(answer).success) {
      throw badRequest("quiz.invalidAnswer", { id });
    }
  }
  if (unansweredQuestions(questions, answers).length > 0) throw badRequest("quiz.answerAll");
  return gradeQuiz(questions, answers);
}
