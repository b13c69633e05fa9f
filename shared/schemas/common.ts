/**
 * Small zod schemas shared by the server's routes and the web app's forms. Their messages are
 * catalogue keys ("validation.invalidEmail"), not sentences: `translateIssue` turns an issue
 * into the reader's language, on either side.
 */
import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  type Locale,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../constants.ts";
import type { ErrorIssue } from "../errors.ts";
import { isMessageKey, type MessageKey, type MessageParams, t } from "../i18n/index.ts";

const required = { error: "validation.required", abort: true } as const;

/** "Required" for a missing value, the given key for a value of the wrong type. */
export const missingOr = (key: MessageKey) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? "validation.required" : key,
});

/** A database id: a positive safe integer. */
export const positiveIntId = z
  .int(missingOr("validation.invalidId"))
  .positive({ error: "validation.invalidId" });

/** The same id written in a URL or a query string ("42"): digits only, no sign, no exponent. */
export const positiveIntIdParam = z
  .string(missingOr("validation.invalidId"))
  .regex(/^[1-9]\d{0,15}$/, { error: "validation.invalidId" })
  .transform(Number)
  .pipe(positiveIntId);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 200;

/** Lower-case a-z, digits and single inner hyphens: "lap-trinh-web" (see `slugify`). */
export const slug = z
  .string(missingOr("validation.invalidSlug"))
  .min(1, required)
  .max(SLUG_MAX_LENGTH, { error: "validation.tooLong" })
  .regex(SLUG_PATTERN, { error: "validation.invalidSlug" });

/**
 * An instant as stored and sent: UTC with milliseconds (`2026-11-22T07:00:00.000Z`, what
 * `Date.prototype.toISOString` prints). One exact form, because SQLite compares times as text.
 */
export const isoDateTime = z.iso.datetime({ precision: 3, error: "validation.invalidDateTime" });

/** An address trimmed and lower-cased before it is checked, as addresses are stored. */
const emailAddress = (pattern?: RegExp) =>
  z
    .string(missingOr("validation.invalidEmail"))
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, { error: "validation.invalidEmail", abort: true })
    .check(z.email({ ...(pattern ? { pattern } : {}), error: "validation.invalidEmail" }));

/** A new address (registration, a change of address): zod's rule, which wants a dotted host. */
export const email = emailAddress();

/**
 * The address typed to sign in, matched against the stored ones as they are. Its shape is
 * checked as browsers check an e-mail field — "an@" is flagged at the form — which, unlike
 * `email`, allows a host without a dot: an account may predate today's rules (older installs'
 * first administrator is `admin@localhost`), and refusing its format would lock it out.
 */
export const enteredEmail = emailAddress(z.regexes.html5Email);

/**
 * A Vietnamese number, 0 or +84 then nine digits: mobiles 03, 05, 07, 08, 09 (0912 345 678)
 * and landlines 02x (028 3822 1234, ten digits after the 0). Spaces, dots, dashes and
 * parentheses are accepted while typing and stripped from the value.
 */
export const VIETNAMESE_PHONE_PATTERN = /^(?:0|\+84)(?:[35789]\d{8}|2\d{9})$/;

export const vietnamesePhone = z
  .string(missingOr("validation.invalidPhone"))
  .overwrite((value) => value.replace(/[\s.\-()]/g, ""))
  .min(1, required)
  .regex(VIETNAMESE_PHONE_PATTERN, { error: "validation.invalidPhone" });

/** No composition rules (docs/product/accounts.md "Passwords"); the common-password check is the server's. */
export const password = z
  .string(missingOr("validation.passwordMin"))
  .min(PASSWORD_MIN_LENGTH, { error: "validation.passwordMin" })
  .max(PASSWORD_MAX_LENGTH, { error: "validation.passwordMax" });

function issueParams(issue: z.core.$ZodIssue): MessageParams {
  if (issue.code === "too_small") {
    const min = Number(issue.minimum);
    return { min, minLength: min };
  }
  if (issue.code === "too_big") {
    const max = Number(issue.maximum);
    return { max, maxLength: max };
  }
  // A refinement's own numbers (`ctx.addIssue({ params: { days: 500 } })`).
  if (issue.code === "custom" && issue.params) return issue.params as MessageParams;
  return {};
}

/** A catalogue key for issues that carry zod's own English text. */
function fallbackKey(issue: z.core.$ZodIssue): MessageKey {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string" ? "validation.tooShort" : "validation.tooSmall";
    case "too_big":
      if (issue.origin === "array") return "validation.tooManyItems";
      return issue.origin === "string" ? "validation.tooLong" : "validation.tooBig";
    case "invalid_format":
      if (issue.format === "email") return "validation.invalidEmail";
      if (issue.format === "url") return "validation.invalidUrl";
      return "validation.invalidValue";
    case "invalid_value":
      return "validation.notAnOption";
    default:
      return "validation.invalidValue";
  }
}

/** An issue's message in the locale, with ::min / ::minLength / ::max / ::maxLength filled in. */
export function translateIssue(locale: Locale, issue: z.core.$ZodIssue): string {
  const key = isMessageKey(issue.message) ? issue.message : fallbackKey(issue);
  return t(locale, key, issueParams(issue));
}

/** The `details.issues` of a VALIDATION error envelope. */
export function toErrorIssues(locale: Locale, issues: readonly z.core.$ZodIssue[]): ErrorIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: translateIssue(locale, issue),
  }));
}
