import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { RESEND_WAIT_SECONDS } from "../../../shared/constants.ts";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import { isoAfter, nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Brute-force limits (DECISIONS.md "Accounts") kept in the `rate_limit` table, so that every
 * server process shares them. Each rule counts attempts per subject (an IP or an e-mail) in a
 * fixed window; the attempt that reaches the limit locks the subject for `lockMs`, and while it
 * is locked every attempt is refused before it is even checked — a correct password included.
 */
export interface LimitRule {
  /** Part of the stored key: renaming a rule forgets its counters. */
  name: string;
  limit: number;
  windowMs: number;
  lockMs: number;
  /** The sentence of the 429: "try again in N min" or, for the resend wait, "N s". */
  message: MessageKey;
}

const MINUTE = 60_000;

/** `limit` attempts per `minutes`; the subject is then locked out for as long. */
const attemptsPer = (name: string, limit: number, minutes: number): LimitRule => ({
  name,
  limit,
  windowMs: minutes * MINUTE,
  lockMs: minutes * MINUTE,
  message: "errors.auth.tooManyAttempts",
});

export const RULES = {
  /** Failed sign-ins (and wrong current passwords) per e-mail. */
  signInEmail: attemptsPer("signin:email", 10, 15),
  /** Failed sign-ins per IP: higher, since a school or an office shares one address. */
  signInIp: attemptsPer("signin:ip", 50, 15),
  registerEmail: attemptsPer("register:email", 5, 60),
  registerIp: attemptsPer("register:ip", 20, 60),
  forgotEmail: attemptsPer("forgot:email", 5, 60),
  forgotIp: attemptsPer("forgot:ip", 20, 60),
  /** One verification e-mail a minute per address ("Retry in 0:59" on the page). */
  resendEmail: {
    ...attemptsPer("resend:email", 1, RESEND_WAIT_SECONDS / 60),
    message: "errors.auth.resendWait",
  },
  resendIp: attemptsPer("resend:ip", 20, 60),
} satisfies Record<string, LimitRule>;

/** A rule applied to one subject: `[RULES.signInEmail, "an@example.vn"]`. */
export type LimitCheck = readonly [rule: LimitRule, subject: string];

/** E-mails are hashed so that the table holds no address; IPs likewise, for uniformity. */
function keyOf([rule, subject]: LimitCheck): string {
  const digest = createHash("sha256").update(subject.toLowerCase()).digest("base64url");
  return `${rule.name}:${digest.slice(0, 32)}`;
}

/** Refuses (429 with Retry-After) when any of the subjects is locked now. */
export async function assertNotLocked(
  db: Kysely<Database>,
  checks: readonly LimitCheck[],
): Promise<void> {
  const keys = checks.map(keyOf);
  const now = nowIso();
  const locked = await db
    .selectFrom("rate_limit")
    .select(["key", "blocked_until"])
    .where("key", "in", keys)
    .where("blocked_until", ">", now)
    .execute();
  if (locked.length === 0) return;
  // The longest wait decides, and its rule words the message.
  let worst: { rule: LimitRule; until: string } | undefined;
  for (const row of locked) {
    const check = checks[keys.indexOf(row.key)];
    if (!check || !row.blocked_until) continue;
    if (!worst || row.blocked_until > worst.until)
      worst = { rule: check[0], until: row.blocked_until };
  }
  if (worst) throw rateLimited(worst.rule, Date.parse(worst.until) - Date.now());
}

/**
 * Counts one attempt for each subject in one atomic upsert per key (safe with several
 * processes on either engine) and locks a subject whose count reaches its rule's limit.
 */
export async function countAttempt(
  db: Kysely<Database>,
  checks: readonly LimitCheck[],
): Promise<void> {
  for (const check of checks) {
    const [rule] = check;
    const key = keyOf(check);
    const now = nowIso();
    const windowOpenedAfter = isoAfter(-rule.windowMs);
    const row = await db
      .insertInto("rate_limit")
      .values({ key, count: 1, window_start: now })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => {
          const expired = eb("rate_limit.window_start", "<=", windowOpenedAfter);
          return {
            count: eb
              .case()
              .when(expired)
              .then(1)
              .else(eb("rate_limit.count", "+", 1))
              .end(),
            window_start: eb
              .case()
              .when(expired)
              .then(now)
              .else(eb.ref("rate_limit.window_start"))
              .end(),
          };
        }),
      )
      .returning("count")
      .executeTakeFirstOrThrow();
    if (row.count >= rule.limit) {
      await db
        .updateTable("rate_limit")
        .set({ blocked_until: isoAfter(rule.lockMs) })
        .where("key", "=", key)
        .execute();
    }
  }
}

/** Forgets the counts of these subjects (a successful sign-in, a password reset). */
export async function clearAttempts(
  db: Kysely<Database>,
  checks: readonly LimitCheck[],
): Promise<void> {
  await db.deleteFrom("rate_limit").where("key", "in", checks.map(keyOf)).execute();
}

function rateLimited(rule: LimitRule, waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    "RATE_LIMITED",
    rule.message,
    { seconds, minutes: Math.ceil(seconds / 60) },
    { "retry-after": String(seconds) },
    { retryAfterSeconds: seconds },
  );
}
