import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { RESEND_WAIT_SECONDS } from "../../../shared/constants.ts";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import { isoAfter, nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Brute-force limits (docs/product/accounts.md) kept in the `rate_limit` table, so that every
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
  /** Reset-link submissions per IP: each costs a password hash. */
  resetIp: attemptsPer("reset:ip", 20, 60),
  /** E-mail changes per account and per IP: each sends mail to an address of the user's choice. */
  changeEmailUser: attemptsPer("change-email:user", 5, 60),
  changeEmailIp: attemptsPer("change-email:ip", 20, 60),
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
    if ((await increment(db, check)) >= check[0].limit) await lock(db, check);
  }
}

/**
 * Counts a guess BEFORE it is checked, and refuses it (429) when the count is already past a
 * limit. Checking first and counting after the slow password hash would let many parallel
 * guesses all pass the check; counting first makes the database's atomic increment the
 * gate, so that at most `limit` guesses per window ever reach the hash. The caller settles
 * the claim: `failedAttempt` after a wrong guess, `refundAttempt` after a right one.
 */
export async function claimAttempt(
  db: Kysely<Database>,
  checks: readonly LimitCheck[],
): Promise<number[]> {
  await assertNotLocked(db, checks);
  const counts: number[] = [];
  for (const check of checks) {
    const count = await increment(db, check);
    counts.push(count);
    if (count > check[0].limit) {
      await lock(db, check);
      throw rateLimited(check[0], check[0].lockMs);
    }
  }
  return counts;
}

/** A claimed guess was wrong: the subjects whose count reached their limit are locked. */
export async function failedAttempt(
  db: Kysely<Database>,
  checks: readonly LimitCheck[],
  counts: readonly number[],
): Promise<void> {
  for (const [i, check] of checks.entries()) {
    if ((counts[i] ?? 0) >= check[0].limit) await lock(db, check);
  }
}

/**
 * A claimed guess was right: it no longer counts, so that a school's shared address is not
 * locked out by its students' successful sign-ins.
 */
export async function refundAttempt(
  db: Kysely<Database>,
  checks: readonly LimitCheck[],
): Promise<void> {
  await db
    .updateTable("rate_limit")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("key", "in", checks.map(keyOf))
    .where("count", ">", 0)
    .execute();
}

/** Adds one to the subject's count in its current window (a new window once it is over). */
async function increment(db: Kysely<Database>, check: LimitCheck): Promise<number> {
  const [rule] = check;
  const now = nowIso();
  const windowOpenedAfter = isoAfter(-rule.windowMs);
  const row = await db
    .insertInto("rate_limit")
    .values({ key: keyOf(check), count: 1, window_start: now })
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
  return Number(row.count);
}

async function lock(db: Kysely<Database>, check: LimitCheck): Promise<void> {
  await db
    .updateTable("rate_limit")
    .set({ blocked_until: isoAfter(check[0].lockMs) })
    .where("key", "=", keyOf(check))
    .execute();
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
