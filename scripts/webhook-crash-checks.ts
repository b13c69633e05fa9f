import type { Kysely } from "kysely";
import type { Database } from "../server/db/schema.ts";

/**
 * What the webhook crash test expects once every webhook was re-sent after the SIGKILL: each
 * order PAID by exactly one MATCHED transaction, each provider transaction stored once, each
 * line's enrollment ACTIVE, and the payment's side effects (notifications, the e-mail job)
 * made once. Returns one sentence per broken expectation.
 */
export async function verifyCrashOutcome(
  db: Kysely<Database>,
  webhooks: ReadonlyArray<{ orderId: number; provider: "SEPAY" | "CASSO"; providerId: string }>,
): Promise<string[]> {
  const failures: string[] = [];
  const orderIds = webhooks.map((w) => w.orderId);
  const orders = await db.selectFrom("order").selectAll().where("id", "in", orderIds).execute();
  const unpaid = orders.filter((o) => o.status !== "PAID");
  if (unpaid.length > 0) failures.push(`${unpaid.length} orders are not PAID: ${ids(unpaid)}`);

  const transactions = await db
    .selectFrom("transaction")
    .selectAll()
    .where(
      "provider_transaction_id",
      "in",
      webhooks.map((w) => w.providerId),
    )
    .execute();
  for (const w of webhooks) {
    const stored = transactions.filter(
      (t) => t.provider === w.provider && t.provider_transaction_id === w.providerId,
    );
    if (stored.length !== 1) {
      failures.push(`${w.provider} transaction ${w.providerId} is stored ${stored.length} times`);
    }
    const matched = transactions.filter((t) => t.status === "MATCHED" && t.order_id === w.orderId);
    if (matched.length !== 1) {
      failures.push(`order ${w.orderId} is paid by ${matched.length} transactions, not 1`);
    }
  }
  const review = transactions.filter((t) => t.status !== "MATCHED");
  if (review.length > 0) {
    failures.push(
      `${review.length} transactions were not matched: ${review.map((t) => `${t.id} ${t.status} ${t.review_reason}`).join(", ")}`,
    );
  }

  const lines = await db
    .selectFrom("order_item")
    .innerJoin("order", "order.id", "order_item.order_id")
    .select(["order_item.order_id", "order_item.course_id", "order.user_id"])
    .where("order_item.order_id", "in", orderIds)
    .execute();
  const enrollments = await db
    .selectFrom("enrollment")
    .selectAll()
    .where("order_id", "in", orderIds)
    .execute();
  const inactive = lines.filter(
    (l) =>
      !enrollments.some(
        (e) => e.user_id === l.user_id && e.course_id === l.course_id && e.status === "ACTIVE",
      ),
  );
  if (inactive.length > 0) failures.push(`${inactive.length} paid courses are not ACTIVE`);

  const userIds = [...new Set(orders.map((o) => o.user_id))];
  const notes = await db
    .selectFrom("notification")
    .select(["user_id"])
    .where("type", "=", "ENROLLMENT_ACTIVATED")
    .where("user_id", "in", userIds)
    .execute();
  if (notes.length !== lines.length) {
    failures.push(
      `${notes.length} ENROLLMENT_ACTIVATED notifications for ${lines.length} paid courses (side effects repeated or lost)`,
    );
  }
  const mails = await db
    .selectFrom("job")
    .select("payload")
    .where("name", "=", "enrollment-mail")
    .execute();
  const mailed = mails.filter((m) =>
    userIds.includes((JSON.parse(m.payload) as { userId: number }).userId),
  );
  if (mailed.length !== userIds.length) {
    failures.push(
      `${mailed.length} enrollment e-mails queued for ${userIds.length} paying students`,
    );
  }
  return failures;
}

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).join(", ");
