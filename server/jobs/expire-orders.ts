import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { lockUserForOrders } from "../features/orders/order.queries.ts";
import { announceExpiry } from "../features/orders/payment-notices.ts";
import { defineJob } from "./define-job.ts";

/** Orders per transaction: short transactions keep SQLite's single writer free for requests. */
const BATCH = 50;

/**
 * Order expiry (docs/product/orders-and-payment.md): an order still unpaid at its
 * expire_time (7 days after checkout) becomes CANCELLED, with its still-AWAITING_PAYMENT
 * enrollments, and the student is told (ORDER_EXPIRED). A later full payment revives it
 * (pay-order.ts).
 *
 * Scheduling: checkout queues this job at the new order's expire_time, in its own transaction,
 * so every order has a run due when it expires without a timer in any process; each run sweeps
 * every overdue order, so an order whose own run failed is caught by the next one.
 */
export const expireOrdersJob = defineJob({
  name: "orders.expire",
  payload: z.object({}),
  handler: async (_payload, ctx) => {
    const expired = await expireOverdueOrders(ctx.db, { now: new Date() });
    if (expired.length > 0) ctx.logger.info({ orders: expired }, "orders expired");
  },
});

/**
 * Cancels every AWAITING_PAYMENT order whose expire_time has passed and returns their ids.
 * Idempotent: the conditional UPDATE skips an order a payment got to first.
 */
export async function expireOverdueOrders(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<number[]> {
  const now = options.now.toISOString();
  const expired: number[] = [];
  for (;;) {
    const due = await db
      .selectFrom("order")
      .select("id")
      .where("status", "=", "AWAITING_PAYMENT")
      .where("expire_time", "<=", now)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (due.length === 0) return expired;
    await db.transaction().execute(async (trx) => {
      for (const { id } of due) {
        if (await expireOrder(trx, id)) expired.push(id);
      }
    });
    if (due.length < BATCH) return expired;
  }
}

async function expireOrder(trx: Kysely<Database>, orderId: number): Promise<boolean> {
  const target = await trx
    .selectFrom("order")
    .select("user_id")
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!target) return false;
  await lockUserForOrders(trx, target.user_id);
  const order = await trx
    .updateTable("order")
    .set({ status: "CANCELLED" })
    .where("id", "=", orderId)
    .where("status", "=", "AWAITING_PAYMENT")
    .returning(["id", "user_id", "reference_code", "item_type", "item_id"])
    .executeTakeFirst();
  if (!order) return false;
  await trx
    .updateTable("enrollment")
    .set({ status: "CANCELLED" })
    .where("order_id", "=", order.id)
    .where("status", "=", "AWAITING_PAYMENT")
    .execute();
  await announceExpiry(trx, order);
  return true;
}
