import type { Kysely } from "kysely";
import type { Locale, NotificationType, Role } from "../../../shared/constants.ts";
import { resolveLocale, t } from "../../../shared/i18n/index.ts";
import { ADMIN_NOTICE_ROLES } from "../../../shared/policy/index.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Creating in-app notifications (docs/product/activity-log-and-notifications.md), for every type:
 * the title and body are written in each recipient's language when the notification is created,
 * from the catalogue's `notifications.messages.<TYPE>`. Pass the caller's transaction as `db`, so
 * that a notification exists only if the change it announces was committed.
 */

/** A parameter as text, or worded per recipient (a price, an enum label). */
export type NotificationParam = string | number | ((locale: Locale) => string | number);

/** The parameters each type's sentences use. */
export interface NotificationParams {
  ENROLLMENT_ACTIVATED: { course: NotificationParam };
  ORDER_EXPIRED: { reference: NotificationParam; days: NotificationParam };
  CERTIFICATE_ISSUED: { course: NotificationParam };
  PAYMENT_RECEIVED: {
    amount: NotificationParam;
    reference: NotificationParam;
    name: NotificationParam;
  };
  PAYMENT_PARTIAL: {
    received: NotificationParam;
    owed: NotificationParam;
    reference: NotificationParam;
  };
  PAYMENT_NEEDS_REVIEW: { amount: NotificationParam; reason: NotificationParam };
  NEW_ACCOUNT: { name: NotificationParam; email: NotificationParam };
  ARTICLE_SUBMITTED: { name: NotificationParam; article: NotificationParam };
  SESSION_LIMIT: { count: NotificationParam; max: NotificationParam };
}

export interface NotificationInput<T extends NotificationType> {
  type: T;
  params: NotificationParams[T];
  /** A path of the site the notification opens, e.g. "/learning/12". */
  link?: string | null;
}

interface Recipient {
  id: number;
  locale: string;
}

/** Notifies one user. */
export async function notify<T extends NotificationType>(
  db: Kysely<Database>,
  userId: number,
  input: NotificationInput<T>,
): Promise<void> {
  const recipients = await db
    .selectFrom("user")
    .select(["id", "locale"])
    .where("id", "=", userId)
    .execute();
  await insertFor(db, recipients, input);
}

/** Notifies every user of these roles who can still sign in. */
export async function notifyRoles<T extends NotificationType>(
  db: Kysely<Database>,
  roles: readonly Role[],
  input: NotificationInput<T>,
): Promise<void> {
  const recipients = await db
    .selectFrom("user")
    .select(["id", "locale"])
    .where("role", "in", roles)
    .where("status", "not in", ["INACTIVE", "BANNED"])
    .execute();
  await insertFor(db, recipients, input);
}

/**
 * The admin types (NEW_ACCOUNT, PAYMENT_RECEIVED, PAYMENT_NEEDS_REVIEW) go to the roles the
 * policy module names for them (shared/policy/accounts.ts: ADMIN, never the masked trial).
 */
export function notifyAdmins<T extends NotificationType>(
  db: Kysely<Database>,
  input: NotificationInput<T>,
): Promise<void> {
  return notifyRoles(db, ADMIN_NOTICE_ROLES, input);
}

async function insertFor<T extends NotificationType>(
  db: Kysely<Database>,
  recipients: readonly Recipient[],
  input: NotificationInput<T>,
): Promise<void> {
  if (recipients.length === 0) return;
  const rows = recipients.map((recipient) => {
    const locale = resolveLocale(recipient.locale);
    const params = Object.fromEntries(
      Object.entries(input.params as Record<string, NotificationParam>).map(([name, value]) => [
        name,
        typeof value === "function" ? value(locale) : value,
      ]),
    );
    return {
      user_id: recipient.id,
      type: input.type,
      title: t(locale, `notifications.messages.${input.type}.title`, params),
      body: t(locale, `notifications.messages.${input.type}.body`, params),
      link: input.link ?? null,
    };
  });
  await db.insertInto("notification").values(rows).execute();
}
