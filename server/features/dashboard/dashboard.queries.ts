import { type Kysely, sql } from "kysely";
import type { DashboardPeriod } from "../../../shared/constants.ts";
import { type DayRange, dayKey, dayNumber } from "../../../shared/dashboard.ts";
import type { Database } from "../../db/schema.ts";
import { dayBucketSql } from "./dashboard-buckets.ts";

type Db = Kysely<Database>;

/** A figure in the range and in the range of the same length just before it. */
export interface Figure {
  value: number;
  previous: number;
}

/**
 * The dashboard's figures (server/features/dashboard/README.md), read from the daily summary
 * tables that database triggers keep current (docs/decisions/024-daily-figures.md): at most one
 * row per GMT+07:00 day, so a year is a few hundred rows whatever the number of payments,
 * enrollments or accounts. Each card pair or chart is one aggregate statement; rows never
 * reach the process, only the sums. Ranges are day keys, both ends included.
 */

const inRange = (range: DayRange) => sql<boolean>`day >= ${range.from} and day <= ${range.to}`;

/**
 * Revenue (MATCHED transactions by transaction_time), paid orders (orders with a MATCHED
 * payment, on the day of the first), new enrollments (by activate_time) and new accounts (by
 * create_time), for the range and the one before, in one pass over the daily rows of both.
 */
export async function cardFigures(db: Db, now: DayRange, before: DayRange) {
  const current = inRange(now);
  const sum = (column: string, when: typeof current) =>
    sql<number>`coalesce(sum(case when ${when} then ${sql.ref(column)} else 0 end), 0)`;
  const row = await db
    .selectFrom("daily_figure")
    .where("day", ">=", before.from)
    .where("day", "<=", now.to)
    .select([
      sum("revenue", current).as("revenue"),
      sum("revenue", sql`not (${current})`).as("revenueBefore"),
      sum("paid_orders", current).as("orders"),
      sum("paid_orders", sql`not (${current})`).as("ordersBefore"),
      sum("new_enrollments", current).as("enrollments"),
      sum("new_enrollments", sql`not (${current})`).as("enrollmentsBefore"),
      sum("new_accounts", current).as("accounts"),
      sum("new_accounts", sql`not (${current})`).as("accountsBefore"),
    ])
    .executeTakeFirstOrThrow();
  const figure = (value: unknown, previous: unknown): Figure => ({
    value: Number(value),
    previous: Number(previous),
  });
  return {
    revenue: figure(row.revenue, row.revenueBefore),
    paidOrders: figure(row.orders, row.ordersBefore),
    newEnrollments: figure(row.enrollments, row.enrollmentsBefore),
    newAccounts: figure(row.accounts, row.accountsBefore),
  };
}

/**
 * Distinct students who moved forward in a lesson during each range: the (day, student) pairs
 * the lesson-progress trigger records, counted distinct per range (a student active on ten days
 * counts once), read from the primary key's index alone.
 */
export async function activeStudentsFigure(db: Db, now: DayRange, before: DayRange) {
  const row = await db
    .selectFrom("daily_active_student")
    .where("day", ">=", before.from)
    .where("day", "<=", now.to)
    .select([
      sql<number>`count(distinct case when ${inRange(now)} then user_id end)`.as("value"),
      sql<number>`count(distinct case when ${inRange(before)} then user_id end)`.as("previous"),
    ])
    .executeTakeFirstOrThrow();
  return { value: Number(row.value), previous: Number(row.previous) };
}

/**
 * Revenue, new enrollments and new accounts by bucket: one GROUP BY over the range's daily
 * rows. Buckets without a row are absent (the caller fills zeros).
 */
export async function seriesByBucket(db: Db, range: DayRange, period: DashboardPeriod) {
  const bucket = dayBucketSql(db, sql.ref("day"), period);
  const rows = await db
    .selectFrom("daily_figure")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .select([
      bucket.as("bucket"),
      sql<number>`sum(revenue)`.as("revenue"),
      sql<number>`sum(new_enrollments)`.as("enrollments"),
      sql<number>`sum(new_accounts)`.as("accounts"),
    ])
    .groupBy(bucket)
    .execute();
  return rows.map((r) => ({
    bucket: r.bucket,
    revenue: Number(r.revenue),
    enrollments: Number(r.enrollments),
    accounts: Number(r.accounts),
  }));
}

/**
 * A range of days as the whole months inside it (YYYY-MM) and the days at its ends outside
 * them; no months when the range holds no whole month.
 */
export function splitByMonths(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const from = dayNumber(range.from) ?? 0;
  const to = dayNumber(range.to) ?? 0;
  const firstDay = (key: string) => dayNumber(`${key.slice(0, 7)}-01`) ?? 0;
  // The first day of the first whole month, and the last day of the last whole month.
  const start = range.from.endsWith("-01") ? from : firstDay(dayKey(firstDay(range.from) + 31));
  const end = dayKey(to + 1).endsWith("-01") ? to : firstDay(range.to) - 1;
  if (start > end) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (from < start) days.push({ from: range.from, to: dayKey(start - 1) });
  if (end < to) days.push({ from: dayKey(end + 1), to: range.to });
  return { months: { from: dayKey(start).slice(0, 7), to: dayKey(end).slice(0, 7) }, days };
}

/**
 * The courses that earned most in the range: the fees of their lines in the orders first paid
 * in the range (by the first MATCHED payment's transaction_time), from the monthly per-course rows of the whole months inside it and the
 * daily ones of the days at its ends — a year is about twelve rows per course sold plus a month
 * or two of days, not a row per course and day — the top `limit` joined to their names.
 */
export async function topCourses(db: Db, range: DayRange, limit: number) {
  const { months, days } = splitByMonths(range);
  const parts = [
    ...(months
      ? [
          sql`select course_id, revenue, orders from monthly_course_sale where month >= ${months.from} and month <= ${months.to}`,
        ]
      : []),
    ...days.map(
      (d) =>
        sql`select course_id, revenue, orders from daily_course_sale where day >= ${d.from} and day <= ${d.to}`,
    ),
  ];
  const sales = sql.join(parts, sql` union all `);
  const { rows } = await sql<{ courseId: number; name: string; revenue: number; orders: number }>`
    select top.course_id as "courseId", c.name as name, top.revenue as revenue, top.orders as orders
    from (
      select course_id, sum(revenue) as revenue, sum(orders) as orders from (${sales}) as sales
      group by course_id having sum(orders) > 0
      order by sum(revenue) desc, course_id limit ${limit}
    ) as top
    join course as c on c.id = top.course_id
    order by top.revenue desc, top.course_id`.execute(db);
  return rows.map((r) => ({ ...r, revenue: Number(r.revenue), orders: Number(r.orders) }));
}

/** Courses per delivery: all of them, and those created in each range (stored instants). */
export async function coursesByDelivery(
  db: Db,
  now: { start: string; endExclusive: string },
  before: { start: string; endExclusive: string },
) {
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
