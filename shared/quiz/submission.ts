/**
 * The payloads of the grading calls (docs/product/data-model.md):
 * `POST /api/quiz/attempt` and `POST /api/quiz/preview-grade` take `{quizId, answers}`, answers
 * keyed by question id, and both answer `{score, maxScore, results}`.
 */
import { z } from "zod";
import { positiveIntId } from "../schemas/common.ts";
import type { QuestionResult, QuizGrade } from "./question-types.ts";

const questionIdKey = z.string().regex(/^[1-9]\d{0,15}$/, { error: "validation.invalidId" });

/** Any answer shape; each is checked against its own question by `answerSchemaFor`. */
const anyAnswer = z.union([
  z.string().max(200),
  z.null(),
  z.array(z.string().max(200).nullable()).max(50),
]);

export const quizSubmissionSchema = z.object({
  quizId: positiveIntId,
  answers: z
    .record(questionIdKey, anyAnswer)
    .refine((answers) => Object.keys(answers).length <= 500, { error: "validation.tooBig" }),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const questionResultSchema = z.object({
  questionId: z.int(),
  correct: z.boolean(),
  score: z.int(),
  answerValues: z.union([z.string(), z.array(z.string())]),
  answerExplanation: z.string().nullable(),
}) satisfies z.ZodType<QuestionResult>;

export const quizGradeSchema = z.object({
  score: z.int(),
  maxScore: z.int(),
  results: z.array(questionResultSchema),
}) satisfies z.ZodType<QuizGrade>;

/** A student's own latest attempt at a quiz: the player shows score over maximum. */
export const quizAttemptSummarySchema = z.object({
  id: z.int(),
  quizId: z.int(),
  score: z.int(),
  maxScore: z.int(),
  createTime: z.string(),
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;
