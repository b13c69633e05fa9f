import { z } from "zod";
import { QUESTION_TYPES } from "../../../../shared/constants.ts";
import type { AnswerKey, Piece } from "../../../../shared/quiz/question-types.ts";
import { questionInputSchema } from "../../../../shared/schemas/quiz-management.ts";
import type { QuestionRow } from "./question-row.ts";

/**
 * The question dialog's form: what the author edits (the options as lines of text, the key as
 * a choice, ticks or numbers, depending on the type), turned into the shared `QuestionInput` and
 * checked by its schema, whose issues land back at the fields the author typed into.
 */
export const questionFormSchema = z
  .object({
    type: z.enum(QUESTION_TYPES),
    group_id: z.number().nullable(),
    score: z.number(),
    title: z.string(),
    content: z.string(),
    /** The options' texts, in order; an option's value is its trimmed text. */
    texts: z.array(z.string()),
    /** The one right option (single choice). */
    radio: z.string().nullable(),
    /** The right options (several choices). */
    checked: z.array(z.string()),
    /** The options' numbers in answer order, "2, 3, 1" (blanks, word order). */
    order: z.string(),
    accepts_unaccented: z.boolean(),
    explanation: z.string(),
  })
  .transform((form, ctx) => {
    const parsed = questionInputSchema.safeParse(toQuestionInput(form));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ ...issue, path: [formFieldOf(issue.path, form.type)] });
    }
    return z.NEVER;
  });

export type QuestionForm = z.input<typeof questionFormSchema>;

/** "2, 3, 1" → the options' values in that order (numbers from 1). */
function valuesOfNumbers(text: string, pieces: readonly Piece[]): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((n) => pieces[Number(n) - 1]?.value ?? `#${n}`);
}

function numbersOfValues(values: AnswerKey, pieces: readonly Piece[]): string {
  const list = Array.isArray(values) ? values : [values];
  return list.map((v) => pieces.findIndex((p) => p.value === v) + 1).join(", ");
}

export const piecesOf = (texts: readonly string[]): Piece[] =>
  texts.map((text) => ({ value: text.trim(), text: text.trim() }));

export const isNumbered = (type: QuestionForm["type"]) =>
  type === "TEXT_COMPLETION" || type === "WORD_ARRANGEMENT";

/**
 * Built as typed, not yet a `QuestionInput`: whether type and key agree is for the shared
 * schema to say (a type cast here would only claim it).
 */
function toQuestionInput(form: QuestionForm) {
  const pieces = piecesOf(form.texts);
  const answer_values: AnswerKey =
    form.type === "RADIO_BUTTONS"
      ? (form.radio ?? "")
      : form.type === "CHECKBOXES"
        ? form.checked.filter((v) => pieces.some((p) => p.value === v))
        : valuesOfNumbers(form.order, pieces);
  return {
    group_id: form.group_id,
    accepts_unaccented: form.type === "TEXT_COMPLETION" && form.accepts_unaccented,
    question: {
      type: form.type,
      title: form.title,
      content: form.type === "TEXT_COMPLETION" ? form.content : null,
      score: form.score,
      pieces,
      answer_values,
      answer_explanation: form.explanation,
    },
  };
}

/** Where an issue of the shared input is shown: the field the author typed it in. */
function formFieldOf(path: readonly PropertyKey[], type: QuestionForm["type"]): string {
  const field = String(path[0] === "question" ? path[1] : path[0]);
  if (field === "answer_values" || field === "pieces") return isNumbered(type) ? "order" : "texts";
  if (field === "answer_explanation") return "explanation";
  return field;
}

export function questionFormOf(
  question: QuestionRow | undefined,
  groupId: number | null,
): QuestionForm {
  const key = question?.answer_values ?? null;
  return {
    type: question?.type ?? "RADIO_BUTTONS",
    group_id: question?.group_id ?? groupId,
    score: question?.score ?? 1,
    title: question?.title ?? "",
    content: question?.content ?? "",
    texts: question?.pieces.map((p) => p.text) ?? ["", ""],
    radio: typeof key === "string" ? key : null,
    checked: Array.isArray(key) ? key : [],
    order: key !== null && question ? numbersOfValues(key, question.pieces) : "",
    accepts_unaccented: question?.accepts_unaccented === 1 || question?.accepts_unaccented === true,
    explanation: question?.answer_explanation ?? "",
  };
}
