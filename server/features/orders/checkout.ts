import type { Kysely } from "kysely";
import type { CheckoutType } from "../../../shared/constants.ts";
import { ORDER_EXPIRY_DAYS } from "../../../shared/constants.ts";
import { comboCharge } from "../../../shared/pricing.ts";
import { isoAfter } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { expireOrdersJob } from "../../jobs/expire-orders.ts";
import { enqueue } from "../../jobs/queue.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import {
  comboCourses,
  courseSalePrice,
  findCombo,
  findCourseForSale,
  findOpenOrder,
  insertOrder,
  insertOrderLines,
  lockUserForOrders,
  type OrderLine,
  type OrderRow,
  orderLines,
  ownedCourseIds,
  pointEnrollmentsAtOrder,
} from "./order.queries.ts";
import { splitAmount } from "./split-amount.ts";

export interface CheckoutOptions {
  user: { id: number; status: string };
  type: CheckoutType;
  /** The course id or the combo id. */
  itemId: number;
  now: Date;
  /** Without a bank account (config.bank) nothing can be paid: no order is created or shown. */
  bankConfigured: boolean;
}

export type CheckoutResult =
  | { kind: "owned"; courseId: number }
  | {
      kind: "order";
      order: OrderRow;
      lines: { id: number; course_id: number; fee: number }[];
      /** For a combo: its courses the user owns already (not in the lines). */
      ownedCourseIds: number[];
      created: boolean;
    };

const DAY_MS = 86_400_000;

/**
 * Checkout (docs/product/orders-and-payment.md): returns the user's open order for a
 * course or a combo, or creates it — amount locked at today's sale price (a course) or the
 * combo price, a unique reference code, expiry in 7 days, one line per course to pay for (for a
 * combo only the courses not owned yet, the price split in proportion to their list prices),
 * and the AWAITING_PAYMENT enrollment of each line created or pointed at the new order. A
 * course already owned answers `owned` (the page shows Learn now); a combo whose courses are
 * all owned is refused. Unverified (PENDING) users cannot buy; without a configured bank account
 * nothing is sold. The order's expiry job is queued in the same transaction.
 */
export async function checkout(db: Kysely<Database>, options: CheckoutOptions) {
  const { user, type, itemId, now } = options;
  if (user.status !== "ACTIVE") throw new AppError("FORBIDDEN", "errors.order.verifyFirst");
  const nowIso = now.toISOString();

  return db.transaction().execute(async (trx): Promise<CheckoutResult> => {
    await lockUserForOrders(trx, user.id);
    const itemType = type === "course" ? "COURSE" : "COMBO";
    const plan =
      type === "course"
        ? await planCourse(trx, user.id, itemId, now)
        : await planCombo(trx, user.id, itemId, now);
    if (plan.kind === "owned") return plan;
    if (!options.bankConfigured) {
      throw new AppError("SERVICE_UNAVAILABLE", "errors.order.bankNotConfigured");
    }

    const open = await findOpenOrder(trx, user.id, itemType, itemId, nowIso);
    if (open) {
      return {
        kind: "order",
        order: open,
        lines: await orderLines(trx, open.id),
        ownedCourseIds: plan.ownedCourseIds,
        created: false,
      };
    }

    const order = await insertOrder(trx, {
      user_id: user.id,
      item_type: itemType,
      item_id: itemId,
      amount: plan.amount,
      expire_time: isoAfter(ORDER_EXPIRY_DAYS * DAY_MS, now),
    });
    await insertOrderLines(trx, order.id, plan.lines);
    await pointEnrollmentsAtOrder(trx, user.id, order.id, plan.lines);
    await enqueue(trx, expireOrdersJob, {}, { runAt: order.expire_time });
    return {
      kind: "order",
      order,
      lines: await orderLines(trx, order.id),
      ownedCourseIds: plan.ownedCourseIds,
      created: true,
    };
  });
}

type Plan =
  | { kind: "owned"; courseId: number }
  | { kind: "pay"; amount: number; lines: OrderLine[]; ownedCourseIds: number[] };

async function planCourse(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
  now: Date,
): Promise<Plan> {
  const course = await findCourseForSale(db, courseId);
  if (!course) throw notFound();
  if ((await ownedCourseIds(db, userId, [course.id])).has(course.id)) {
    return { kind: "owned", courseId: course.id };
  }
  if (course.visibility !== "PUBLIC") throw notFound();
  const amount = courseSalePrice(course, now);
  if (amount <= 0) throw new AppError("CONFLICT", "errors.order.freeCourse");
  return {
    kind: "pay",
    amount,
    lines: [{ course_id: course.id, fee: amount }],
    ownedCourseIds: [],
  };
}

async function planCombo(
  db: Kysely<Database>,
  userId: number,
  comboId: number,
  now: Date,
): Promise<Plan> {
  const combo = await findCombo(db, comboId);
  if (combo?.visibility !== "PUBLIC") throw notFound();
  const courses = await comboCourses(db, combo.id);
  if (courses.length === 0) throw notFound();
  const owned = await ownedCourseIds(
    db,
    userId,
    courses.map((c) => c.id),
  );
  const toPay = courses.filter((c) => !owned.has(c.id));
  if (toPay.length === 0) throw new AppError("CONFLICT", "errors.order.alreadyOwnCombo");
  // The share of the missing courses, capped by their sale prices today (shared/pricing.ts).
  const { amount } = comboCharge(
    combo.price,
    courses.map((c) => ({
      price: c.price,
      salePrice: courseSalePrice(c, now),
      owned: owned.has(c.id),
    })),
  );
  if (amount <= 0) throw new AppError("CONFLICT", "errors.order.nothingToPay");
  const fees = splitAmount(
    amount,
    toPay.map((c) => c.price),
  );
  return {
    kind: "pay",
    amount,
    lines: toPay.map((c, i) => ({ course_id: c.id, fee: fees[i] ?? 0 })),
    ownedCourseIds: courses.filter((c) => owned.has(c.id)).map((c) => c.id),
  };
}
