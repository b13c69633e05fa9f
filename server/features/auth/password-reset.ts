import type { Kysely } from "kysely";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { sendMail } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import {
  assertNotLocked,
  clearAttempts,
  countAttempt,
  type LimitCheck,
  RULES,
} from "./rate-limit.ts";
import { endAllSessions } from "./sessions.ts";
import { addressProven, consumeToken, revokeTokens, tokenIsLive } from "./tokens.ts";

/**
 * "Forgot password": the answer never says whether the e-mail has an account; when it has, a
 * reset link valid for one hour is e-mailed. Resetting ends every session of the account.
 */

export async function requestPasswordReset(
  db: Kysely<Database>,
  request: { email: string; ip: string },
): Promise<void> {
  const limits: LimitCheck[] = [
    [RULES.forgotEmail, request.email],
    [RULES.forgotIp, request.ip],
  ];
  await assertNotLocked(db, limits);
  await countAttempt(db, limits);
  const user = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", request.email)
    .executeTakeFirst();
  if (user) await enqueue(db, sendMail, { kind: "reset-password", userId: user.id });
}

/**
 * Sets the new password of the link's account and signs it out everywhere. Opening the link
 * proves the address is theirs, so a PENDING account is verified too, and the sign-in lock-out
 * of that address is lifted.
 */
export async function resetPassword(
  db: Kysely<Database>,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const limits: LimitCheck[] = [[RULES.resetIp, input.ip]];
  await assertNotLocked(db, limits);
  await countAttempt(db, limits);
  // A bad link is refused before the slow hash, so junk tokens cost the server nothing.
  if (!(await tokenIsLive(db, "RESET_PASSWORD", input.token))) {
    throw new AppError("VALIDATION", "errors.auth.invalidToken");
  }
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, "RESET_PASSWORD", input.token);
    if (!used) throw new AppError("VALIDATION", "errors.auth.invalidToken");
    const now = nowIso();
    const user = await trx
      .updateTable("user")
      .set((eb) => ({ ...addressProven(eb, now), password_hash: passwordHash }))
      .where("id", "=", used.userId)
      .returning("email")
      .executeTakeFirstOrThrow();
    await revokeTokens(trx, used.userId, ["RESET_PASSWORD", "CHANGE_EMAIL"]);
    await endAllSessions(trx, used.userId);
    return user.email;
  });
  await clearAttempts(db, [[RULES.signInEmail, email]]);
}
