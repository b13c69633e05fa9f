/**
 * The write contract of the quiz editor: quizzes, their sections (question groups) and
 * questions. A question's pieces and key are checked by the quiz engine's own
 * `questionSchema` (shared/quiz/question-schemas.ts), the same rules the seed obeys.
 */
import { z } from "zod";
import type { MessageKey } from "../i18n/index.ts";
import { questionSchema } from "../quiz/question-schemas.ts";
import { positiveIntId } from "./common.ts";

const key = (k: MessageKey) => k;
const required = { error: key("validation.required"), abort: true } as const;

export const quizInputSchema = z.object({
  name: z
    .string(required)
    .trim()
    .min(1, required)
    .max(200, { error: key("validation.tooLong") }),
});
export const quizUpdateSchema = z.object({ id: positiveIntId, quiz: quizInputSchema });

export const questionGroupCreateSchema = z.object({
  quizId: positiveIntId,
  description: z
    .string()
    .max(5000, { error: key("validation.tooLong") })
    .default(""),
});
export const questionGroupUpdateSchema = z.object({
  id: positiveIntId,
  description: z.string().max(5000, { error: key("validation.tooLong") }),
});
export const questionGroupReorderSchema = z.object({
  quizId: positiveIntId,
  groupIds: z.array(positiveIntId).max(500),
});

/**
 * A question as its author writes it. `accepts_unaccented` (text completion only) grades a
 * blank typed without tone marks as right: "ha noi" for "Hà Nội".
 */
export const questionInputSchema = z.object({
  group_id: positiveIntId.nullish().transform((v) => v ?? null),
  accepts_unaccented: z.boolean().default(false),
  question: questionSchema,
});
export type QuestionInput = z.input<typeof questionInputSchema>;
export const questionCreateSchema = questionInputSchema.extend({ quizId: positiveIntId });
export const questionUpdateSchema = questionInputSchema.extend({ id: positiveIntId });

/** Every question of the quiz, section by section (null: questions outside any section). */
export const questionReorderSchema = z.object({
  quizId: positiveIntId,
  groups: z
    .array(
      z.object({
        groupId: positiveIntId.nullable(),
        questionIds: z.array(positiveIntId).max(2000),
      }),
    )
    .max(501),
});
