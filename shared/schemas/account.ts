/**
 * What the signed-in person reads about their own account (`GET /api/account/info`, the page
 * data object, and the answers of register, sign-in and the account settings).
 */
import { z } from "zod";
import { ABILITIES, ROLES, USER_STATUSES } from "../constants.ts";
import { successEnvelopeSchema } from "../errors.ts";
import { messageSchema } from "./answers.ts";

/** Their user row minus the password hash and the search column (snake_case, as stored). */
export const accountUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  full_name: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  introduction: z.string().nullable(),
  avatar_image_id: z.number().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  locale: z.string(),
  email_verified_time: z.string().nullable(),
  create_time: z.string(),
  update_time: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** Their avatar, shaped as the list API's image records (variants as an object). */
export const accountImageSchema = z.object({
  id: z.number(),
  title: z.string(),
  path: z.string(),
  basename: z.string(),
  extension: z.string(),
  mime_type: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  ratio: z.number().nullable(),
  /** Width of each generated size by its name ("320w": 320). */
  variants: z.record(z.string(), z.number()),
  vector_graphic: z.string().nullable(),
  create_time: z.string(),
});

export const accountInfoSchema = z.object({
  user: accountUserSchema,
  avatarImage: accountImageSchema.nullable(),
  /** What the policy module allows them ("course.create": true), deciding what the UI offers. */
  abilities: z.partialRecord(z.enum(ABILITIES), z.boolean()),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const accountInfoAnswerSchema = successEnvelopeSchema(accountInfoSchema);

/** Register, account update and avatar upload: a message and the account as it now is. */
export const accountChangedAnswerSchema = successEnvelopeSchema(
  messageSchema.extend({ account: accountInfoSchema }),
);
export const signInAnswerSchema = successEnvelopeSchema(z.object({ account: accountInfoSchema }));
