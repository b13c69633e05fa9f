/**
 * The closed list of API error codes and the two answer envelopes every endpoint uses:
 * `{ data }` on success, `{ error: { message, code, details? } }` with status ≥ 400 otherwise.
 */
import { z } from "zod";
import type { MessageKey } from "./i18n/index.ts";

export const ERROR_CODES = [
  "VALIDATION",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYMENT_REQUIRED",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_REQUIRED: 402,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

/** The catalogue key of a code's generic message; the type proves every code has one. */
export function errorMessageKey(code: ErrorCode): MessageKey {
  return `errors.${code}`;
}

/**
 * The code for an HTTP status, for answers that carry no envelope (a proxy's 502, a network
 * error page): the exact code where one matches, else the generic one of its class.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = ERROR_CODES.find((code) => ERROR_STATUS[code] === status);
  if (exact) return exact;
  return status >= 500 ? "INTERNAL" : "VALIDATION";
}

export const errorCodeSchema = z.enum(ERROR_CODES);

/** One invalid input: the dotted path of the field ("" for the whole body) and its message. */
export const errorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/**
 * Optional machine-readable details: the field issues of a VALIDATION error, the wait of a
 * RATE_LIMITED one; other keys are allowed so a flow can add its own (e.g. owned course ids).
 */
export const errorDetailsSchema = z.looseObject({
  issues: z.array(errorIssueSchema).optional(),
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    message: z.string(),
    code: errorCodeSchema,
    details: errorDetailsSchema.optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type SuccessEnvelope<T> = { data: T };

/** The success envelope around a payload schema, for declaring a route's response. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return errorEnvelopeSchema.safeParse(value).success;
}
