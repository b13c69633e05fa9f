import type { Kysely } from "kysely";
import {
  bucketsOf,
  type DashboardAnswer,
  type DashboardQuery,
  previousRange,
  rangeInstants,
} from "../../../shared/dashboard.ts";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";
import {
  activeStudentsFigure,
  coursesByDelivery,
  growthByBucket,
  newAccountsFigure,
  newEnrollmentsFigure,
  paymentFigures,
  revenueByBucket,
  topCourses,
} from "./dashboard.queries.ts";

const TOP_COURSES = 5;

/**
 * The dashboard's answer for a validated range and period: the cards against the previous range
 * of the same length, the charts with a zero for every bucket that had nothing, and — for who
 * may see sales (ADMIN, ADMIN_TRIAL) — the sales figures; the content roles get the course
 * counts only.
 */
export async function dashboardFigures(
  db: Kysely<Database>,
  actor: Actor,
  query: DashboardQuery,
): Promise<DashboardAnswer> {
  const range = { from: query.from, to: query.to };
  const before = previousRange(range);
  const now = rangeInstants(range);
  const then = rangeInstants(before);
  const buckets = bucketsOf(range, query.period);

  const sales = can(actor, "viewSales", "dashboard")
    ? await salesFigures(db, now, then, query.period, buckets)
    : null;
  return {
    range,
    previousRange: before,
    period: query.period,
    sales,
    coursesByDelivery: await coursesByDelivery(db, now, then),
  };
}

async function salesFigures(
  db: Kysely<Database>,
  now: ReturnType<typeof rangeInstants>,
  then: ReturnType<typeof rangeInstants>,
  period: DashboardQuery["period"],
  buckets: string[],
): Promise<NonNullable<DashboardAnswer["sales"]>> {
  const [{ revenue, paidOrders }, newEnrollments, newAccounts, activeStudents] = await Promise.all([
    paymentFigures(db, now, then),
    newEnrollmentsFigure(db, now, then),
    newAccountsFigure(db, now, then),
    activeStudentsFigure(db, now, then),
  ]);
  const [revenueRows, growthRows, top] = await Promise.all([
    revenueByBucket(db, now, period),
    growthByBucket(db, now, period),
    topCourses(db, now, TOP_COURSES),
  ]);
  const revenueOf = new Map(revenueRows.map((r) => [r.bucket, r.revenue]));
  const growthOf = new Map(growthRows.map((r) => [`${r.kind}:${r.bucket}`, r.n]));
  return {
    revenue,
    paidOrders,
    newEnrollments,
    newAccounts,
    activeStudents,
    revenueSeries: buckets.map((bucket) => ({ bucket, revenue: revenueOf.get(bucket) ?? 0 })),
    growthSeries: buckets.map((bucket) => ({
      bucket,
      enrollments: growthOf.get(`enrollments:${bucket}`) ?? 0,
      accounts: growthOf.get(`accounts:${bucket}`) ?? 0,
    })),
    topCourses: top,
  };
}
