import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, fieldError } from "../../lib/app-error.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import {
  claimAttempt,
  clearAttempts,
  failedAttempt,
  type LimitCheck,
  RULES,
  refundAttempt,
} from "./rate-limit.ts";
import type { SessionUser } from "./sessions.ts";

/**
 * Checking a password: at sign-in, and as the current password before an e-mail or password
 * change. Both count failures against the same per-e-mail limit, so that a stolen session
 * cannot be used to guess the password either.
 */

let dummyHash: Promise<string> | undefined;

/**
 * A hash that matches nothing, verified when the e-mail is unknown, so that "no such account"
 * takes as long as "wrong password" and the timing tells nothing.
 */
function hashOfNothing(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

/**
 * The account of an e-mail and password, or 401 "Incorrect email or password" whichever of the
 * two is wrong. Refused while the e-mail or the IP is locked out (429), even with the right
 * password; INACTIVE and BANNED accounts are refused once the password proved who asks.
 */
export async function authenticate(
  db: Kysely<Database>,
  credentials: { email: string; password: string; ip: string },
): Promise<SessionUser> {
  const limits: LimitCheck[] = [
    [RULES.signInEmail, credentials.email],
    [RULES.signInIp, credentials.ip],
  ];
  const counts = await claimAttempt(db, limits);
  const user = await db
    .selectFrom("user")
    .select(["id", "email", "role", "status", "locale", "password_hash"])
    .where("email", "=", credentials.email)
    .executeTakeFirst();
  const matches = await verifyPassword(
    user?.password_hash ?? (await hashOfNothing()),
    credentials.password,
  );
  if (!user || !matches) {
    await failedAttempt(db, limits, counts);
    throw new AppError("UNAUTHENTICATED", "errors.auth.invalidCredentials");
  }
  if (user.status === "BANNED") throw new AppError("FORBIDDEN", "errors.auth.accountBanned");
  if (user.status === "INACTIVE") throw new AppError("FORBIDDEN", "errors.auth.accountDisabled");
  await clearAttempts(db, [limits[0]!]);
  await refundAttempt(db, [limits[1]!]);
  const { password_hash: _, ...signedIn } = user;
  return signedIn;
}

/** 400 at the `currentPassword` field unless it is the user's password (same lock-out as sign-in). */
export async function assertCurrentPassword(
  db: Kysely<Database>,
  user: { id: number; email: string },
  password: string,
): Promise<void> {
  const limits: LimitCheck[] = [[RULES.signInEmail, user.email]];
  const counts = await claimAttempt(db, limits);
  const row = await db
    .selectFrom("user")
    .select("password_hash")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (await verifyPassword(row.password_hash, password)) {
    await refundAttempt(db, limits);
    return;
  }
  await failedAttempt(db, limits, counts);
  throw fieldError("currentPassword", "errors.auth.wrongCurrentPassword");
}
