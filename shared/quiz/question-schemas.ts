/**
 * Run-time checks of the quiz shapes of docs/product/data-model.md: a question's pieces
 * and key (`validateQuestion`, for every write of a question) and a student's answer to it
 * (`answerSchemaFor`, for every graded submission). Messages are catalogue keys, as in
 * shared/schemas/common.ts, so `translateIssue` words them in the reader's language.
 */
import { z } from "zod";
import type { QuestionType } from "../constants.ts";
import type { MessageKey } from "../i18n/index.ts";
import type { Piece, QuizQuestion } from "./question-types.ts";
import { countBlanks, fitsOptions } from "./text-completion.ts";

/** A catalogue key as an issue message; the type proves the key exists. */
const key = (k: MessageKey) => k;

const required = { error: key("validation.required"), abort: true } as const;
const tooLong = { error: key("validation.tooLong") } as const;
const MAX_PIECES = 50;

export const pieceSchema = z.object({
  // Values are compared exactly, so they are not trimmed: "a" and "a " are two values.
  value: z.string(required).min(1, required).max(200, tooLong),
  text: z.string(required).trim().min(1, required).max(1000, tooLong),
});

const pieces = (min: number) =>
  z
    .array(pieceSchema)
    .min(min, { error: key("quiz.validation.tooFewPieces") })
    .max(MAX_PIECES, { error: key("validation.tooBig") });

const value = z.string(required).min(1, required);
const values = z.array(value);

/** The shape of `answer_values` per type. */
export const answerKeySchemas = {
  RADIO_BUTTONS: value,
  CHECKBOXES: values.min(1, { error: key("quiz.validation.noCorrectOption") }),
  TEXT_COMPLETION: values,
  WORD_ARRANGEMENT: values,
} as const satisfies Record<QuestionType, z.ZodType>;

/** The shape of a student's answer per type, before it is checked against its question. */
export const answerShapeSchemas = {
  RADIO_BUTTONS: z.string().max(200).nullable(),
  CHECKBOXES: z.array(z.string().max(200)).max(MAX_PIECES),
  TEXT_COMPLETION: z.array(z.string().max(200).nullable()).max(MAX_PIECES),
  WORD_ARRANGEMENT: z.array(z.string().max(200)).max(MAX_PIECES),
} as const satisfies Record<QuestionType, z.ZodType>;

const base = {
  title: z.string(required).trim().min(1, required).max(1000, tooLong),
  content: z
    .string()
    .max(10_000, tooLong)
    .nullish()
    .transform((v) => v ?? null),
  score: z
    .int({ error: key("validation.invalidValue") })
    .min(0)
    .max(1000),
  answer_explanation: z
    .string()
    .max(10_000, tooLong)
    .nullish()
    .transform((v) => v || null),
};

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, path: PropertyKey[], message: MessageKey, input: unknown) =>
  ctx.addIssue({ code: "custom", path, message, input });

function requireDistinctValues(list: readonly Piece[], ctx: Ctx) {
  const seen = new Set<string>();
  for (const [i, piece] of list.entries()) {
    if (seen.has(piece.value)) {
      issue(ctx, ["pieces", i, "value"], "quiz.validation.duplicateValue", piece.value);
    }
    seen.add(piece.value);
  }
}

function requireOptions(list: readonly string[], key: readonly Piece[], ctx: Ctx) {
  const known = new Set(key.map((p) => p.value));
  for (const [i, v] of list.entries()) {
    if (!known.has(v)) issue(ctx, ["answer_values", i], "quiz.validation.notAnOption", v);
  }
}

/** Same values, same number of times each, in any order. */
export function isPermutation(order: readonly unknown[], of: readonly string[]): boolean {
  if (order.length !== of.length) return false;
  const a = [...order].map(String).sort();
  const b = [...of].sort();
  return a.every((v, i) => v === b[i]);
}

const radioQuestion = z
  .object({
    type: z.literal("RADIO_BUTTONS"),
    ...base,
    pieces: pieces(2),
    answer_values: answerKeySchemas.RADIO_BUTTONS,
  })
  .superRefine((q, ctx) => {
    requireDistinctValues(q.pieces, ctx);
    if (!q.pieces.some((p) => p.value === q.answer_values)) {
      issue(ctx, ["answer_values"], "quiz.validation.notAnOption", q.answer_values);
    }
  });

const checkboxQuestion = z
  .object({
    type: z.literal("CHECKBOXES"),
    ...base,
    pieces: pieces(2),
    answer_values: answerKeySchemas.CHECKBOXES,
  })
  .superRefine((q, ctx) => {
    requireDistinctValues(q.pieces, ctx);
    requireOptions(q.answer_values, q.pieces, ctx);
    if (new Set(q.answer_values).size !== q.answer_values.length) {
      issue(ctx, ["answer_values"], "quiz.validation.duplicateValue", q.answer_values);
    }
  });

const textCompletionQuestion = z
  .object({
    type: z.literal("TEXT_COMPLETION"),
    ...base,
    pieces: pieces(1),
    answer_values: answerKeySchemas.TEXT_COMPLETION,
  })
  .superRefine((q, ctx) => {
    const blanks = countBlanks(q.content);
    if (blanks === 0) {
      issue(ctx, ["content"], "quiz.validation.noBlank", q.content);
      return;
    }
    if (q.answer_values.length !== blanks) {
      issue(ctx, ["answer_values"], "quiz.validation.blankCount", q.answer_values);
      return;
    }
    requireOptions(q.answer_values, q.pieces, ctx);
    if (!fitsOptions(q.answer_values, q.pieces)) {
      issue(ctx, ["answer_values"], "quiz.validation.overused", q.answer_values);
    }
  });

const wordArrangementQuestion = z
  .object({
    type: z.literal("WORD_ARRANGEMENT"),
    ...base,
    pieces: pieces(2),
    answer_values: answerKeySchemas.WORD_ARRANGEMENT,
  })
  .superRefine((q, ctx) => {
    requireDistinctValues(q.pieces, ctx);
    const shown = q.pieces.map((p) => p.value);
    if (!isPermutation(q.answer_values, shown)) {
      issue(ctx, ["answer_values"], "quiz.validation.notAPermutation", q.answer_values);
    } else if (q.answer_values.every((v, i) => v === shown[i])) {
      // The first order means "unanswered": a key equal to it could never be answered.
      issue(ctx, ["answer_values"], "quiz.validation.sameAsShown", q.answer_values);
    }
  });

/** A question as written by its author: pieces and key checked against each other. */
export const questionSchema = z.discriminatedUnion("type", [
  radioQuestion,
  checkboxQuestion,
  textCompletionQuestion,
  wordArrangementQuestion,
]);
export type ValidQuestion = z.output<typeof questionSchema>;

/** Checks a question before it is stored (the editor and the seed use it). */
export function validateQuestion(question: unknown) {
  return questionSchema.safeParse(question);
}

/**
 * A student's answer to this question: the type's shape, and only values the question offers
 * (radio and checkboxes: among the pieces, each once; text completion: one value or null per
 * blank, none used more often than listed; word arrangement: the pieces, each exactly once).
 */
export function answerSchemaFor(question: QuizQuestion): z.ZodType {
  const offered = new Set(question.pieces.map((p) => p.value));
  const notAnOption = { error: key("quiz.validation.notAnOption") } as const;
  switch (question.type) {
    case "RADIO_BUTTONS":
      return answerShapeSchemas.RADIO_BUTTONS.refine(
        (v) => v === null || offered.has(v),
        notAnOption,
      );
    case "CHECKBOXES":
      return answerShapeSchemas.CHECKBOXES.refine(
        (list) => list.every((v) => offered.has(v)) && new Set(list).size === list.length,
        notAnOption,
      );
    case "TEXT_COMPLETION": {
      const blanks = answerShapeSchemas.TEXT_COMPLETION.length(countBlanks(question.content), {
        error: key("quiz.validation.blankCount"),
      });
      // Typed answers may be anything: a word that matches no option is simply wrong.
      if (question.accepts_unaccented) return blanks;
      return blanks.refine((list) => fitsOptions(list, question.pieces), {
        error: key("quiz.validation.overused"),
      });
    }
    case "WORD_ARRANGEMENT":
      return answerShapeSchemas.WORD_ARRANGEMENT.refine(
        (list) =>
          isPermutation(
            list,
            question.pieces.map((p) => p.value),
          ),
        { error: key("quiz.validation.notAPermutation") },
      );
  }
}
