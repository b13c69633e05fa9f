import type { Kysely } from "kysely";
import type { Locale } from "../../../shared/constants.ts";
import { NEW_ACCOUNT_ROLE } from "../../../shared/policy/index.ts";
import { buildPath } from "../../../shared/routes.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { isUniqueViolation, nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { sendMail } from "../../jobs/send-mail.ts";
import { AppError, fieldError } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { Actor } from "../../policies/actor.ts";
import { notifyAdmins } from "../notifications/notify.ts";
import { assertNotLocked, countAttempt, type LimitCheck, RULES } from "./rate-limit.ts";
import type { SessionUser } from "./sessions.ts";
import { addressProven, consumeToken, revokeTokens } from "./tokens.ts";

/**
 * Registration and e-mail verification (docs/product/accounts.md): a new account is PENDING and
 * signed in at once; the link of the verification e-mail makes it ACTIVE, for whoever opens it.
 */

export interface Registration {
  fullName: string;
  email: string;
  password: string;
  /** The language the visitor was reading: their e-mails and messages follow it. */
  locale: Locale;
  ip: string;
  /** The way back the verification link carries (already a same-site path, or none). */
  next?: string;
}

/**
 * Creates the PENDING account, its verification e-mail job and the admins' NEW_ACCOUNT
 * notification in one transaction. A taken e-mail is 409 at the `email` field; the password is
 * hashed first either way, so the answer comes after the same work whether the e-mail is taken.
 */
export async function registerAccount(
  db: Kysely<Database>,
  input: Registration,
): Promise<SessionUser> {
  const limits: LimitCheck[] = [
    [RULES.registerEmail, input.email],
    [RULES.registerIp, input.ip],
  ];
  await assertNotLocked(db, limits);
  await countAttempt(db, limits);
  const passwordHash = await hashPassword(input.password);
  let user: SessionUser;
  try {
    user = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("user")
        .values({
          email: input.email,
          password_hash: passwordHash,
          full_name: input.fullName,
          search_text: normalizeSearch(input.fullName),
          role: NEW_ACCOUNT_ROLE,
          status: "PENDING",
          locale: input.locale,
        })
        .returning(["id", "email", "role", "status", "locale"])
        .executeTakeFirstOrThrow();
      await enqueue(trx, sendMail, { kind: "verify-email", userId: created.id, next: input.next });
      await notifyAdmins(trx, {
        type: "NEW_ACCOUNT",
        params: { name: input.fullName, email: input.email },
        link: buildPath("user_management", {}, { id: created.id }),
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", "errors.auth.emailTaken", "CONFLICT");
    throw error;
  }
  // The first e-mail is on its way: "Resend" waits its minute from now.
  await countAttempt(db, [[RULES.resendEmail, input.email]]);
  return user;
}

/**
 * Verifies the e-mail of the link's account: PENDING becomes ACTIVE (an INACTIVE or BANNED
 * account stays as it is). Nobody is signed in or out. 400 for a used or expired link.
 */
export async function verifyEmail(db: Kysely<Database>, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, "VERIFY_EMAIL", token);
    if (!used) throw new AppError("VALIDATION", "errors.auth.invalidToken");
    const now = nowIso();
    await trx
      .updateTable("user")
      .set((eb) => addressProven(eb, now))
      .where("id", "=", used.userId)
      .execute();
    await revokeTokens(trx, used.userId, ["VERIFY_EMAIL"]);
  });
}

/** Sends the verification e-mail again, at most once a minute (429 with the seconds left). */
export async function resendVerification(
  db: Kysely<Database>,
  actor: Actor,
  next?: string,
): Promise<void> {
  const user = actor.user;
  if (!user) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  if (user.status !== "PENDING") throw new AppError("CONFLICT", "errors.auth.alreadyVerified");
  const limits: LimitCheck[] = [
    [RULES.resendEmail, user.email],
    [RULES.resendIp, actor.ip],
  ];
  await assertNotLocked(db, limits);
  await countAttempt(db, limits);
  await enqueue(db, sendMail, { kind: "verify-email", userId: user.id, next });
}
