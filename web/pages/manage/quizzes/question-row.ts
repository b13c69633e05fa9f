import type { GradableQuestion } from "../../../../shared/quiz/question-types.ts";
import type { ManagedQuestionRow as QuestionRow, Row } from "../../../api/records.ts";

export type { QuestionRow };

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
