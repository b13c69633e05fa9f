import type { QuestionType } from "../../../../shared/constants.ts";
import type { AnswerKey, GradableQuestion, Piece } from "../../../../shared/quiz/question-types.ts";
import type { Row } from "../../../api/records.ts";

/** A question as the quiz editor reads it (staff see the key and the explanation). */
export interface QuestionRow extends Row {
  quiz_id: number;
  group_id: number | null;
  type: QuestionType;
  title: string;
  content: string | null;
  sort_order: number;
  score: number;
  pieces: Piece[];
  answer_values: AnswerKey;
  answer_explanation: string | null;
  accepts_unaccented: 0 | 1 | boolean;
}

/**
 * The list API sends JSON columns parsed; a key that is one string (RADIO_BUTTONS) must not be
 * parsed again ("Hà Nội" is no JSON).
 */
export function readQuestion(row: Row): QuestionRow {
  const question = row as QuestionRow;
  return { ...question, pieces: Array.isArray(question.pieces) ? question.pieces : [] };
}

/** What the real player and grading take: the previewer grades exactly as the server does. */
export function toGradable(row: QuestionRow): GradableQuestion {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    score: row.score,
    pieces: row.pieces,
    group_id: row.group_id,
    sort_order: row.sort_order,
    answer_values: row.answer_values,
    answer_explanation: row.answer_explanation,
    accepts_unaccented: Boolean(row.accepts_unaccented),
  };
}
