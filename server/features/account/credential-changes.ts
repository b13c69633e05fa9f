import type { Kysely } from "kysely";
import { isUniqueViolation, nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { sendMail } from "../../jobs/send-mail.ts";
import { AppError, fieldError } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { assertCurrentPassword } from "../auth/credentials.ts";
import { assertNotLocked, countAttempt, type LimitCheck, RULES } from "../auth/rate-limit.ts";
import { endAllSessions } from "../auth/sessions.ts";
import { addressProven, consumeToken, revokeTokens } from "../auth/tokens.ts";

/**
 * Changing the e-mail or the password (docs/product/screens-and-routes.md "Account": both log the user out). Each needs the
 * current password; each ends every session of the user once it takes effect.
 */

type AccountUser = { id: number; email: string };

/**
 * Sends a confirmation link to the new address; nothing changes until it is opened. A newer
 * request replaces an older one's link. The answer is the same whether or not another account
 * has the address (no link is sent then), so that this form cannot tell who has an account;
 * opening a link to an address taken meanwhile is refused (confirmEmailChange).
 */
export async function requestEmailChange(
  db: Kysely<Database>,
  user: AccountUser,
  input: { newEmail: string; currentPassword: string; ip: string },
): Promise<void> {
  if (input.newEmail === user.email) throw fieldError("newEmail", "errors.auth.sameEmail");
  const limits: LimitCheck[] = [
    [RULES.changeEmailUser, String(user.id)],
    [RULES.changeEmailIp, input.ip],
  ];
  await assertNotLocked(db, limits);
  await assertCurrentPassword(db, user, input.currentPassword);
  await countAttempt(db, limits);
  const taken = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", input.newEmail)
    .executeTakeFirst();
  if (taken) return;
  await db.transaction().execute(async (trx) => {
    await revokeTokens(trx, user.id, ["CHANGE_EMAIL"]);
    await enqueue(trx, sendMail, {
      kind: "confirm-email-change",
      userId: user.id,
      newEmail: input.newEmail,
    });
  });
}

/**
 * The link of the new address was opened: the account takes that address (now verified) and
 * every one of its sessions ends. Returns the account's id.
 */
export async function confirmEmailChange(db: Kysely<Database>, token: string): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const used = await consumeToken(trx, "CHANGE_EMAIL", token);
      if (!used?.newEmail) throw new AppError("VALIDATION", "errors.auth.invalidToken");
      const now = nowIso();
      await trx
        .updateTable("user")
        .set((eb) => ({ ...addressProven(eb, now), email: used.newEmail as string }))
        .where("id", "=", used.userId)
        .execute();
      await revokeTokens(trx, used.userId, ["VERIFY_EMAIL", "RESET_PASSWORD", "CHANGE_EMAIL"]);
      await endAllSessions(trx, used.userId);
      return used.userId;
    });
  } catch (error) {
    // Someone registered the address between the request and the click.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "errors.auth.emailTaken");
    throw error;
  }
}

/** Sets a new password after checking the current one, and ends every session of the user. */
export async function changePassword(
  db: Kysely<Database>,
  user: AccountUser,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await assertCurrentPassword(db, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("user")
      .set({ password_hash: passwordHash, update_time: nowIso() })
      .where("id", "=", user.id)
      .execute();
    await revokeTokens(trx, user.id, ["RESET_PASSWORD", "CHANGE_EMAIL"]);
    await endAllSessions(trx, user.id);
  });
}
