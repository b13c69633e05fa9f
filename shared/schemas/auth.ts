/**
 * The bodies of the account and authentication calls, shared by the server's routes and the web
 * app's forms. Messages are catalogue keys (see common.ts); the server adds the one rule the
 * browser does not carry, "Password is too common".
 */
import { z } from "zod";
import { LOCALES, PASSWORD_MAX_LENGTH } from "../constants.ts";
import { safeReturnPath } from "../return-path.ts";
import { email, enteredEmail, password, positiveIntId, vietnamesePhone } from "./common.ts";

export const FULL_NAME_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 200;
export const INTRODUCTION_MAX_LENGTH = 5000;
/** Far above a 43-character token: only a bound on what is hashed. */
const TOKEN_MAX_LENGTH = 200;

const requiredText = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.tooLong" });

/** Inner runs of spaces collapse to one: the name is shown in menus, e-mails and certificates. */
export const fullName = requiredText(FULL_NAME_MAX_LENGTH).transform((v) => v.replace(/\s+/g, " "));

/**
 * A password typed to prove who one is (sign-in, current password): any non-empty text, since
 * an account may predate today's rules; the bound keeps hashing cheap.
 */
export const enteredPassword = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(PASSWORD_MAX_LENGTH, { error: "validation.passwordMax" });

/** The single-use token of a link in an e-mail. */
export const linkToken = requiredText(TOKEN_MAX_LENGTH);

/** Optional free text: blank means "none" (null). */
const optionalText = (max: number) =>
  z
    .string({ error: "validation.invalidValue" })
    .trim()
    .max(max, { error: "validation.tooLong" })
    .transform((v) => (v === "" ? null : v))
    .nullable();

/**
 * Where to return after registering and verifying (`?next=` of the register page): a path of
 * this site; anything else is dropped, not refused, so a crafted link still lets one register.
 */
export const returnPath = z
  .string()
  .optional()
  .transform((v) => safeReturnPath(v) ?? undefined);

export const registerSchema = z.object({ fullName, email, password, next: returnPath });
export type RegisterBody = z.input<typeof registerSchema>;

export const resendVerificationSchema = z.object({ next: returnPath });

export const signInSchema = z.object({ email: enteredEmail, password: enteredPassword });
export type SignInBody = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordSchema>;

export const tokenSchema = z.object({ token: linkToken });
export type TokenBody = z.input<typeof tokenSchema>;

export const resetPasswordSchema = z.object({ token: linkToken, password });
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: email, currentPassword: enteredPassword });
export type ChangeEmailBody = z.input<typeof changeEmailSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: enteredPassword,
    newPassword: password,
    confirmPassword: z.string({ error: "validation.required" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "validation.passwordsMismatch",
    path: ["confirmPassword"],
  });
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;

/** A blank phone clears it; any other value must be a Vietnamese number. */
const optionalPhone = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  vietnamesePhone.nullable(),
);

/**
 * The account settings form (record fields, snake_case as stored). A missing field is left as it
 * is; a blank optional field is cleared.
 */
export const accountUpdateSchema = z.object({
  full_name: fullName.optional(),
  title: optionalText(TITLE_MAX_LENGTH).optional(),
  phone: optionalPhone.optional(),
  introduction: optionalText(INTRODUCTION_MAX_LENGTH).optional(),
  avatar_image_id: positiveIntId.nullable().optional(),
});
export type AccountUpdateBody = z.input<typeof accountUpdateSchema>;

export const localeSchema = z.object({
  locale: z.enum(LOCALES, { error: "validation.notAnOption" }),
});
export type LocaleBody = z.input<typeof localeSchema>;
