/**
 * The shapes of quiz data on the wire (snake_case records, camelCase answers around them), as
 * docs/product/data-model.md writes them. The zod schemas that check them at run time
 * are in question-schemas.ts.
 */
import type { QuestionType } from "../constants.ts";

export interface Piece {
  value: string;
  text: string;
}

/** A section of a quiz: its questions are shown under its description. */
export interface QuestionGroup {
  id: number;
  description: string;
  sort_order: number;
}

/** A question as a student receives it: never its answer_values or answer_explanation. */
export interface QuizQuestion {
  id: number;
  type: QuestionType;
  title: string;
  content: string | null;
  score: number;
  pieces: Piece[];
  group_id?: number | null;
  sort_order?: number;
  /** TEXT_COMPLETION: a blank typed without tone marks counts as its option ("ha noi"). */
  accepts_unaccented?: boolean;
}

/** The key: the right value (RADIO_BUTTONS) or the right values (the other types). */
export type AnswerKey = string | string[];

/** A question with its key, as the server (and an admin's editor) holds it. */
export interface GradableQuestion extends QuizQuestion {
  answer_values: AnswerKey;
  answer_explanation: string | null;
}

/**
 * A student's answer: a value or null (RADIO_BUTTONS), the checked values (CHECKBOXES), one
 * value or null per blank (TEXT_COMPLETION), the pieces' values in the student's order
 * (WORD_ARRANGEMENT).
 */
export type QuizAnswer = string | null | readonly (string | null)[];

/** Answers keyed by question id. */
export type QuizAnswers = Readonly<Record<string, QuizAnswer>>;

export interface QuestionResult {
  questionId: number;
  correct: boolean;
  /** The question's score when correct, else 0. */
  score: number;
  answerValues: AnswerKey;
  answerExplanation: string | null;
}

export interface QuizGrade {
  score: number;
  maxScore: number;
  results: QuestionResult[];
}
