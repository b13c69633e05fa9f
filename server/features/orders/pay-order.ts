import type { Kysely } from "kysely";
import { ACCESS_ENROLLMENT_STATUSES } from "../../../shared/constants.ts";
import type { Database } from "../../db/schema.ts";
import {
  lockUserForOrders,
  OPEN_ENROLLMENT_STATUSES,
  type OrderRow,
  orderLines,
  PAYABLE_ORDER_STATUSES,
} from "./order.queries.ts";

type Db = Kysely<Database>;

export interface PaidOrder {
  order: OrderRow;
  /** Courses whose enrollment this payment made ACTIVE (not those already owned). */
  activatedCourseIds: number[];
  /** Other open orders of the user that the payment left with nothing to pay for. */
  cancelledOrderIds: number[];
}

/**
 * Pays an order (docs/product/orders-and-payment.md), inside the caller's
 * transaction: the order becomes PAID — also when expiry had CANCELLED it, since the money
 * arrived — and the enrollment of each of its lines ACTIVE with the line's order and fee,
 * unless it is already ACTIVE or COMPLETED. Other open orders of the user whose lines are now
 * all owned are CANCELLED.
 *
 * The status change is one conditional UPDATE, so of two payments racing for one order
 * exactly one wins (PostgreSQL re-checks the condition after the row lock; SQLite runs one
 * writer at a time); the loser gets null and records its money as ALREADY_PAID. Like every
 * order flow, it first locks the student's row (order.queries.ts), so flows that touch the
 * same orders and enrollments in different orders queue instead of deadlocking.
 */
export async function payOrder(
  trx: Db,
  options: { orderId: number; now: string },
): Promise<PaidOrder | null> {
  const { orderId, now } = options;
  const target = await trx
    .selectFrom("order")
    .select("user_id")
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!target) return null;
  await lockUserForOrders(trx, target.user_id);
  const order = await trx
    .updateTable("order")
    .set({ status: "PAID", paid_time: now })
    .where("id", "=", orderId)
    .where("status", "in", PAYABLE_ORDER_STATUSES)
    .returningAll()
    .executeTakeFirst();
  if (!order) return null;

  const activatedCourseIds: number[] = [];
  for (const line of await orderLines(trx, order.id)) {
    const activated = await activateEnrollment(trx, {
      userId: order.user_id,
      courseId: line.course_id,
      orderId: order.id,
      fee: line.fee,
      now,
    });
    if (activated) activatedCourseIds.push(line.course_id);
  }
  const cancelledOrderIds = await cancelOrdersFullyOwned(trx, {
    userId: order.user_id,
    exceptOrderId: order.id,
  });
  return { order, activatedCourseIds, cancelledOrderIds };
}

/**
 * Makes the user's enrollment in the course ACTIVE (creating it if none exists), pointing at the
 * paying order with its fee; an ACTIVE or COMPLETED one is left as it is. True when it changed.
 */
export async function activateEnrollment(
  trx: Db,
  options: { userId: number; courseId: number; orderId: number | null; fee: number; now: string },
): Promise<boolean> {
  const row = await trx
    .insertInto("enrollment")
    .values({
      user_id: options.userId,
      course_id: options.courseId,
      status: "ACTIVE",
      fee: options.fee,
      order_id: options.orderId,
      activate_time: options.now,
    })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "course_id"])
        .doUpdateSet((eb) => ({
          status: "ACTIVE",
          order_id: eb.ref("excluded.order_id"),
          fee: eb.ref("excluded.fee"),
          activate_time: eb.ref("excluded.activate_time"),
        }))
        .where("enrollment.status", "in", OPEN_ENROLLMENT_STATUSES),
    )
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * CANCELS the user's other AWAITING_PAYMENT orders that have nothing left to pay for: every
 * course of their lines is owned now. Returns their ids.
 */
export async function cancelOrdersFullyOwned(
  trx: Db,
  options: { userId: number; exceptOrderId?: number },
): Promise<number[]> {
  let open = trx
    .selectFrom("order")
    .select("id")
    .where("user_id", "=", options.userId)
    .where("status", "=", "AWAITING_PAYMENT");
  if (options.exceptOrderId !== undefined) open = open.where("id", "!=", options.exceptOrderId);
  // An order with a line whose course the user does not own yet keeps something to pay for.
  const fullyOwned = await open
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("order_item")
            .select("order_item.id")
            .whereRef("order_item.order_id", "=", "order.id")
            .where(({ not: notInner, exists: existsInner, selectFrom: from }) =>
              notInner(
                existsInner(
                  from("enrollment")
                    .select("enrollment.id")
                    .whereRef("enrollment.course_id", "=", "order_item.course_id")
                    .where("enrollment.user_id", "=", options.userId)
                    .where("enrollment.status", "in", ACCESS_ENROLLMENT_STATUSES),
                ),
              ),
            ),
        ),
      ),
    )
    .execute();
  const ids = fullyOwned.map((r) => r.id);
  if (ids.length === 0) return [];
  const cancelled = await trx
    .updateTable("order")
    .set({ status: "CANCELLED" })
    .where("id", "in", ids)
    .where("status", "=", "AWAITING_PAYMENT")
    .returning("id")
    .execute();
  return cancelled.map((r) => r.id);
}

/**
 * After an admin activated enrollments one by one: the order becomes PAID once the enrollment
 * of every one of its lines gives access. Returns the order when this call paid it.
 */
export async function markOrderPaidIfFullyActive(
  trx: Db,
  options: { orderId: number; now: string },
): Promise<OrderRow | null> {
  const order = await trx
    .selectFrom("order")
    .selectAll()
    .where("id", "=", options.orderId)
    .executeTakeFirst();
  if (!order || order.status === "PAID") return null;
  const lines = await orderLines(trx, order.id);
  if (lines.length === 0) return null;
  const owned = await trx
    .selectFrom("enrollment")
    .select("course_id")
    .where("user_id", "=", order.user_id)
    .where(
      "course_id",
      "in",
      lines.map((l) => l.course_id),
    )
    .where("status", "in", ACCESS_ENROLLMENT_STATUSES)
    .execute();
  if (owned.length < lines.length) return null;
  const paid = await trx
    .updateTable("order")
    .set({ status: "PAID", paid_time: options.now })
    .where("id", "=", order.id)
    .where("status", "in", PAYABLE_ORDER_STATUSES)
    .returningAll()
    .executeTakeFirst();
  return paid ?? null;
}
