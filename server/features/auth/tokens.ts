import { createHash, randomBytes } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import { RESET_TOKEN_TTL_HOURS, VERIFY_TOKEN_TTL_HOURS } from "../../../shared/constants.ts";
import { isoAfter, nowIso } from "../../db/dialect.ts";
import type { Database, UserTokenKind } from "../../db/schema.ts";

/**
 * The single-use tokens of e-mailed links (docs/product/accounts.md): 256 random bits in the link,
 * only their SHA-256 in `user_token`, so that a copy of the database opens no account.
 */

const HOUR_MS = 3_600_000;

export const TOKEN_TTL_HOURS: Record<UserTokenKind, number> = {
  VERIFY_EMAIL: VERIFY_TOKEN_TTL_HOURS,
  RESET_PASSWORD: RESET_TOKEN_TTL_HOURS,
  CHANGE_EMAIL: VERIFY_TOKEN_TTL_HOURS,
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token for the user; the raw value goes into the e-mail and nowhere else. */
export async function issueToken(
  db: Kysely<Database>,
  options: { userId: number; kind: UserTokenKind; newEmail?: string },
): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString("base64url");
  const row = await db
    .insertInto("user_token")
    .values({
      user_id: options.userId,
      kind: options.kind,
      token_hash: hashToken(token),
      new_email: options.newEmail ?? null,
      expire_time: isoAfter(TOKEN_TTL_HOURS[options.kind] * HOUR_MS),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

/**
 * Uses a token up: one conditional UPDATE, so of two requests racing with the same link only
 * one gets the row. Null for an unknown, used, expired or other-kind token.
 */
/** Whether the token would be accepted now, without using it up (checked before costly work). */
export async function tokenIsLive(
  db: Kysely<Database>,
  kind: UserTokenKind,
  token: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("user_token")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .where("kind", "=", kind)
    .where("used_time", "is", null)
    .where("expire_time", ">", nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

export async function consumeToken(
  db: Kysely<Database>,
  kind: UserTokenKind,
  token: string,
): Promise<{ userId: number; newEmail: string | null } | null> {
  const now = nowIso();
  const row = await db
    .updateTable("user_token")
    .set({ used_time: now })
    .where("token_hash", "=", hashToken(token))
    .where("kind", "=", kind)
    .where("used_time", "is", null)
    .where("expire_time", ">", now)
    .returning(["user_id", "new_email"])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** Retires the user's outstanding links of these kinds (a newer one, or a password change). */
export async function revokeTokens(
  db: Kysely<Database>,
  userId: number,
  kinds: readonly UserTokenKind[],
): Promise<void> {
  await db
    .updateTable("user_token")
    .set({ used_time: nowIso() })
    .where("user_id", "=", userId)
    .where("kind", "in", kinds)
    .where("used_time", "is", null)
    .execute();
}

/** Removes a token whose e-mail could not be sent, so that no unsent link stays valid. */
export async function deleteToken(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("user_token").where("id", "=", id).execute();
}

/**
 * The columns of a user whose address a link just proved: verified now, and PENDING becomes
 * ACTIVE (an INACTIVE or BANNED account stays as an admin left it).
 */
export function addressProven(eb: ExpressionBuilder<Database, "user">, now: string) {
  return {
    status: eb
      .case()
      .when("status", "=", "PENDING")
      .then("ACTIVE" as const)
      .else(eb.ref("status"))
      .end(),
    email_verified_time: now,
    update_time: now,
  };
}
