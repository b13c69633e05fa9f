import type { Kysely, Selectable } from "kysely";
import { ACCESS_ENROLLMENT_STATUSES } from "../../../shared/constants.ts";
import { salePrice } from "../../../shared/pricing.ts";
import { dbKind } from "../../db/dialect.ts";
import type { Database, OrderItemType, OrderTable } from "../../db/schema.ts";
import { newReferenceCode } from "./reference-code.ts";

// Plain queries of the order flows, the database (or a transaction) first.

type Db = Kysely<Database>;
export type OrderRow = Selectable<OrderTable>;
export interface OrderLine {
  course_id: number;
  fee: number;
}

/** Enrollment statuses a payment or a new order may still change. */
export const OPEN_ENROLLMENT_STATUSES = ["AWAITING_PAYMENT", "CANCELLED"] as const;
/** Order statuses a full payment turns into PAID (an expired order is revived: the money came). */
export const PAYABLE_ORDER_STATUSES = ["AWAITING_PAYMENT", "CANCELLED"] as const;

/**
 * Serializes one user's order flows on PostgreSQL: checkout, free enrolment, payment, expiry
 * and the admins' actions take this lock first. Two checkouts at once would otherwise both see
 * no open order and create two, and a payment cancelling another open order while that one is
 * being paid or expired could deadlock. SQLite runs one write transaction at a time anyway.
 */
export async function lockUserForOrders(trx: Db, userId: number): Promise<void> {
  if (dbKind(trx) !== "postgres") return;
  await trx.selectFrom("user").select("id").where("id", "=", userId).forUpdate().execute();
}

/** Courses with what their sale price needs: only a PUBLIC promotion discounts (shared/pricing.ts). */
function coursesForSale(db: Db) {
  return db
    .selectFrom("course")
    .leftJoin("promotion", (join) =>
      join
        .onRef("promotion.id", "=", "course.promotion_id")
        .on("promotion.visibility", "=", "PUBLIC"),
    )
    .select([
      "course.id",
      "course.name",
      "course.slug",
      "course.price",
      "course.visibility",
      "promotion.discount_percentage",
      "promotion.start_time",
      "promotion.end_time",
    ]);
}

export function findCourseForSale(db: Db, courseId: number) {
  return coursesForSale(db).where("course.id", "=", courseId).executeTakeFirst();
}

/** The course's price at `now`: its promotion's discount while that runs. */
export function courseSalePrice(
  course: NonNullable<Awaited<ReturnType<typeof findCourseForSale>>>,
  now: Date,
): number {
  const { discount_percentage, start_time, end_time } = course;
  const promotion =
    discount_percentage === null || start_time === null || end_time === null
      ? null
      : { discount_percentage, start_time, end_time };
  return salePrice(course.price, promotion, now);
}

export function findCombo(db: Db, comboId: number) {
  return db
    .selectFrom("combo")
    .select(["id", "name", "slug", "price", "visibility"])
    .where("id", "=", comboId)
    .executeTakeFirst();
}

/** The combo's courses in their display order, with their promotions (for sale prices). */
export function comboCourses(db: Db, comboId: number) {
  return coursesForSale(db)
    .innerJoin("combo_course", "combo_course.course_id", "course.id")
    .where("combo_course.combo_id", "=", comboId)
    .orderBy("combo_course.sort_order")
    .orderBy("course.id")
    .execute();
}

/** The courses' names, list prices and sale prices at `now`, for the checkout answer. */
export async function coursesByIds(db: Db, courseIds: readonly number[], now: Date) {
  if (courseIds.length === 0) return [];
  const rows = await coursesForSale(db).where("course.id", "in", courseIds).execute();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    price: c.price,
    salePrice: courseSalePrice(c, now),
  }));
}

/** Of these courses, those the user owns (an ACTIVE or COMPLETED enrollment). */
export async function ownedCourseIds(
  db: Db,
  userId: number,
  courseIds: readonly number[],
): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("enrollment")
    .select("course_id")
    .where("user_id", "=", userId)
    .where("course_id", "in", courseIds)
    .where("status", "in", ACCESS_ENROLLMENT_STATUSES)
    .execute();
  return new Set(rows.map((r) => r.course_id));
}

/** The user's open (unpaid, unexpired) order for this item, the newest if several. */
export function findOpenOrder(
  db: Db,
  userId: number,
  itemType: OrderItemType,
  itemId: number,
  now: string,
) {
  return db
    .selectFrom("order")
    .selectAll()
    .where("user_id", "=", userId)
    .where("item_type", "=", itemType)
    .where("item_id", "=", itemId)
    .where("status", "=", "AWAITING_PAYMENT")
    .where("expire_time", ">", now)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export function findOrder(db: Db, orderId: number) {
  return db.selectFrom("order").selectAll().where("id", "=", orderId).executeTakeFirst();
}

export function findOrdersByReferenceCodes(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom("order").selectAll().where("reference_code", "in", codes).execute();
}

export function orderLines(db: Db, orderId: number) {
  return db
    .selectFrom("order_item")
    .select(["id", "course_id", "fee"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
}

/**
 * Inserts the order under a fresh reference code. A code already taken is skipped with ON
 * CONFLICT DO NOTHING (a unique violation would abort a PostgreSQL transaction) and drawn again.
 */
export async function insertOrder(
  db: Db,
  values: Omit<
    OrderRow,
    | "id"
    | "reference_code"
    | "status"
    | "paid_time"
    | "create_time"
    | "shortfall_reason"
    | `invoice_${string}`
  >,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await db
      .insertInto("order")
      .values({ ...values, reference_code: newReferenceCode(), status: "AWAITING_PAYMENT" })
      .onConflict((oc) => oc.column("reference_code").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error("Could not draw an unused order reference code");
}

export async function insertOrderLines(db: Db, orderId: number, lines: readonly OrderLine[]) {
  if (lines.length === 0) return;
  await db
    .insertInto("order_item")
    .values(lines.map((line) => ({ order_id: orderId, course_id: line.course_id, fee: line.fee })))
    .execute();
}

/**
 * Creates the AWAITING_PAYMENT enrollment of each line, or points the existing AWAITING_PAYMENT
 * or CANCELLED one at this order (with the line's fee). An owned one is never touched.
 */
export async function pointEnrollmentsAtOrder(
  db: Db,
  userId: number,
  orderId: number,
  lines: readonly OrderLine[],
) {
  for (const line of lines) {
    await db
      .insertInto("enrollment")
      .values({
        user_id: userId,
        course_id: line.course_id,
        status: "AWAITING_PAYMENT",
        fee: line.fee,
        order_id: orderId,
      })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "course_id"])
          .doUpdateSet((eb) => ({
            status: "AWAITING_PAYMENT",
            order_id: eb.ref("excluded.order_id"),
            fee: eb.ref("excluded.fee"),
          }))
          .where("enrollment.status", "in", OPEN_ENROLLMENT_STATUSES),
      )
      .execute();
  }
}

/**
 * The money received for the order: the sum of the transfers MATCHED to it. Part payments add
 * up (docs/product/orders-and-payment.md "Bank webhook"), so this, not one transfer, decides when the order is paid.
 */
export async function amountReceived(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom("transaction")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("amount"), eb.lit(0)).as("total"))
    .where("order_id", "=", orderId)
    .where("status", "=", "MATCHED")
    .executeTakeFirst();
  // PostgreSQL answers a bigint sum as text.
  return Number(row?.total ?? 0);
}
