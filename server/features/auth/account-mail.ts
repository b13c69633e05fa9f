import type { Kysely } from "kysely";
import { z } from "zod";
import { resolveLocale } from "../../../shared/i18n/index.ts";
import { safeReturnPath } from "../../../shared/return-path.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { Database, UserTokenKind } from "../../db/schema.ts";
import { type ActionMail, renderActionMail } from "../../mail/templates.ts";
import type { MailSettings, OutgoingMail } from "../../mail/transport.ts";
import { deleteToken, issueToken, TOKEN_TTL_HOURS } from "./tokens.ts";

/**
 * The e-mails with a single-use link. The link's token is made by the send-mail job just before
 * sending, not by the request: the job's payload is stored in the database, and a raw token
 * there would undo the point of storing tokens hashed. The request enqueues the job in its own
 * transaction, so a committed change always has its e-mail coming.
 */

const userId = z.int().positive();

export const accountMailSchema = z.discriminatedUnion("kind", [
  /** `next`: the way back the link carries (a same-site path, checked again when read). */
  z.object({ kind: z.literal("verify-email"), userId, next: z.string().optional() }),
  z.object({ kind: z.literal("reset-password"), userId }),
  z.object({ kind: z.literal("confirm-email-change"), userId, newEmail: z.email() }),
]);
export type AccountMail = z.infer<typeof accountMailSchema>;

const TOKEN_KIND: Record<ActionMail, UserTokenKind> = {
  "verify-email": "VERIFY_EMAIL",
  "reset-password": "RESET_PASSWORD",
  "confirm-email-change": "CHANGE_EMAIL",
};

/** The page each link opens; it posts the token (no state change on GET). */
function linkPath(kind: ActionMail, token: string, next?: string): string {
  switch (kind) {
    case "verify-email":
      return buildPath("verify_email", {}, { token, next: safeReturnPath(next) ?? undefined });
    case "confirm-email-change":
      return buildPath("verify_email", {}, { token, change: "email" });
    case "reset-password":
      return buildPath("reset_password", {}, { token });
  }
}

export interface PreparedMail {
  message: OutgoingMail;
  /** Withdraws the link when the message could not be sent. */
  discard(): Promise<void>;
}

/**
 * The message to send now, with a fresh token, in the recipient's language; null when it is no
 * longer wanted (the account is gone, already verified, or already uses the new address).
 */
export async function prepareAccountMail(
  db: Kysely<Database>,
  mail: AccountMail,
  settings: MailSettings,
): Promise<PreparedMail | null> {
  const user = await db
    .selectFrom("user")
    .select(["id", "email", "full_name", "locale", "status"])
    .where("id", "=", mail.userId)
    .executeTakeFirst();
  if (!user) return null;
  if (mail.kind === "verify-email" && user.status !== "PENDING") return null;
  const newEmail = mail.kind === "confirm-email-change" ? mail.newEmail : undefined;
  if (newEmail === user.email) return null;

  const kind = TOKEN_KIND[mail.kind];
  const { token, id } = await issueToken(db, { userId: user.id, kind, newEmail });
  const next = mail.kind === "verify-email" ? mail.next : undefined;
  const link = `${settings.siteOrigin}${linkPath(mail.kind, token, next)}`;
  const rendered = renderActionMail(mail.kind, {
    locale: resolveLocale(user.locale),
    siteName: settings.siteName,
    siteOrigin: settings.siteOrigin,
    // The new address is not proven to be the user's: nothing the user wrote goes to it.
    ...(newEmail ? {} : { name: user.full_name }),
    link,
    hours: TOKEN_TTL_HOURS[kind],
  });
  return {
    message: { ...rendered, to: newEmail ?? user.email, link },
    discard: () => deleteToken(db, id),
  };
}
