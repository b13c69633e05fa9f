import { type Kysely, sql } from "kysely";
import type { DashboardPeriod } from "../../../shared/constants.ts";
import type { Database } from "../../db/schema.ts";
import { bucketSql } from "./dashboard-buckets.ts";

type Db = Kysely<Database>;

/** A range as stored instants: from `start` (included) to `endExclusive`. */
export interface Window {
  start: string;
  endExclusive: string;
}

/** A figure in the range and in the range of the same length just before it. */
export interface Figure {
  value: number;
  previous: number;
}

/**
 * The dashboard's figures (server/features/dashboard/README.md). Each is one aggregate
 * statement over an indexed time column: a card reads the current and the previous range in one
 * pass (CASE on the time), a chart groups by the bucket of that time. Rows never reach the
 * process, only the sums.
 */

/**
 * Money received and the orders it paid: MATCHED transactions, by the time the bank says the
 * money moved (not when it was entered), both cards from one statement.
 */
export async function paymentFigures(db: Db, now: Window, before: Window) {
  const row = await db
    .selectFrom("transaction")
    .where("status", "=", "MATCHED")
    .where("transaction_time", ">=", before.start)
    .where("transaction_time", "<", now.endExclusive)
    .select([
      sql<number>`coalesce(sum(case when transaction_time >= ${now.start} then amount else 0 end), 0)`.as(
        "revenue",
      ),
      sql<number>`coalesce(sum(case when transaction_time < ${before.endExclusive} then amount else 0 end), 0)`.as(
        "revenueBefore",
      ),
      sql<number>`count(distinct case when transaction_time >= ${now.start} then order_id end)`.as(
        "orders",
      ),
      sql<number>`count(distinct case when transaction_time < ${before.endExclusive} then order_id end)`.as(
        "ordersBefore",
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    revenue: { value: Number(row.revenue), previous: Number(row.revenueBefore) },
    paidOrders: { value: Number(row.orders), previous: Number(row.ordersBefore) },
  };
}

/** COUNT of the rows of `table` whose `column` falls in each range (an extra equality allowed). */
async function countFigure<T extends "enrollment" | "user">(
  db: Db,
  table: T,
  column: "activate_time" | "create_time",
  now: Window,
  before: Window,
): Promise<Figure> {
  const time = sql.ref(column);
  const row = await db
    .selectFrom(table as "user")
    .where(sql.ref(column), ">=", before.start)
    .where(sql.ref(column), "<", now.endExclusive)
    .select([
      sql<number>`coalesce(sum(case when ${time} >= ${now.start} then 1 else 0 end), 0)`.as(
        "value",
      ),
      sql<number>`coalesce(sum(case when ${time} < ${before.endExclusive} then 1 else 0 end), 0)`.as(
        "previous",
      ),
    ])
    .executeTakeFirstOrThrow();
  return { value: Number(row.value), previous: Number(row.previous) };
}

/** Enrollments that became ACTIVE in the range (paid, free or activated by hand). */
export const newEnrollmentsFigure = (db: Db, now: Window, before: Window) =>
  countFigure(db, "enrollment", "activate_time", now, before);

export const newAccountsFigure = (db: Db, now: Window, before: Window) =>
  countFigure(db, "user", "create_time", now, before);

/** Distinct students who moved forward in a lesson during the range. */
export async function activeStudentsFigure(db: Db, now: Window, before: Window): Promise<Figure> {
  const row = await db
    .selectFrom("lesson_progress")
    .where("update_time", ">=", before.start)
    .where("update_time", "<", now.endExclusive)
    .select([
      sql<number>`count(distinct case when update_time >= ${now.start} then user_id end)`.as(
        "value",
      ),
      sql<number>`count(distinct case when update_time < ${before.endExclusive} then user_id end)`.as(
        "previous",
      ),
    ])
    .executeTakeFirstOrThrow();
  return { value: Number(row.value), previous: Number(row.previous) };
}

/** Revenue by bucket: one GROUP BY. Buckets without money are absent (the caller fills zeros). */
export async function revenueByBucket(db: Db, window: Window, period: DashboardPeriod) {
  const bucket = bucketSql(db, sql.ref("transaction_time"), period);
  const rows = await db
    .selectFrom("transaction")
    .where("status", "=", "MATCHED")
    .where("transaction_time", ">=", window.start)
    .where("transaction_time", "<", window.endExclusive)
    .select([bucket.as("bucket"), sql<number>`sum(amount)`.as("revenue")])
    .groupBy(bucket)
    .execute();
  return rows.map((r) => ({ bucket: r.bucket, revenue: Number(r.revenue) }));
}

/** New enrollments and new accounts by bucket: one statement, two GROUP BYs joined by UNION ALL. */
export async function growthByBucket(db: Db, window: Window, period: DashboardPeriod) {
  const enrolled = bucketSql(db, sql.ref("activate_time"), period);
  const created = bucketSql(db, sql.ref("create_time"), period);
  const rows = await db
    .selectFrom("enrollment")
    .where("activate_time", ">=", window.start)
    .where("activate_time", "<", window.endExclusive)
    .select([
      enrolled.as("bucket"),
      sql<string>`'enrollments'`.as("kind"),
      sql<number>`count(*)`.as("n"),
    ])
    .groupBy(enrolled)
    .unionAll(
      db
        .selectFrom("user")
        .where("create_time", ">=", window.start)
        .where("create_time", "<", window.endExclusive)
        .select([
          created.as("bucket"),
          sql<string>`'accounts'`.as("kind"),
          sql<number>`count(*)`.as("n"),
        ])
        .groupBy(created),
    )
    .execute();
  return rows.map((r) => ({ bucket: r.bucket, kind: r.kind, n: Number(r.n) }));
}

/**
 * The courses that earned most in the range: the fees of the lines of the orders that MATCHED
 * transactions paid, by the payment's time (as the revenue card).
 */
export async function topCourses(db: Db, window: Window, limit: number) {
  const rows = await db
    .selectFrom("transaction as t")
    .innerJoin("order_item as oi", "oi.order_id", "t.order_id")
    .innerJoin("course as c", "c.id", "oi.course_id")
    .where("t.status", "=", "MATCHED")
    .where("t.transaction_time", ">=", window.start)
    .where("t.transaction_time", "<", window.endExclusive)
    .groupBy(["oi.course_id", "c.name"])
    .select([
      "oi.course_id as courseId",
      "c.name as name",
      sql<number>`sum(oi.fee)`.as("revenue"),
      sql<number>`count(distinct t.order_id)`.as("orders"),
    ])
    .orderBy("revenue", "desc")
    .orderBy("oi.course_id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, revenue: Number(r.revenue), orders: Number(r.orders) }));
}

/** Courses per delivery: all of them, and those created in each range. */
export async function coursesByDelivery(db: Db, now: Window, before: Window) {
  const rows = await db
    .selectFrom("course")
    .groupBy("delivery")
    .select([
      "delivery",
      sql<number>`count(*)`.as("total"),
      sql<number>`coalesce(sum(case when create_time >= ${now.start} and create_time < ${now.endExclusive} then 1 else 0 end), 0)`.as(
        "added",
      ),
      sql<number>`coalesce(sum(case when create_time >= ${before.start} and create_time < ${before.endExclusive} then 1 else 0 end), 0)`.as(
        "addedBefore",
      ),
    ])
    .orderBy("delivery")
    .execute();
  return rows.map((r) => ({
    delivery: r.delivery,
    total: Number(r.total),
    added: { value: Number(r.added), previous: Number(r.addedBefore) },
  }));
}
