import type { Kysely } from "kysely";
import {
  bucketsOf,
  type DashboardAnswer,
  type DashboardQuery,
  type DayRange,
  previousRange,
  rangeInstants,
} from "../../../shared/dashboard.ts";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";
import {
  activeStudentsFigure,
  cardFigures,
  coursesByDelivery,
  seriesByBucket,
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

  const [sales, byDelivery] = await Promise.all([
    can(actor, "viewSales", "dashboard")
      ? salesFigures(db, range, before, query.period, buckets)
      : null,
    coursesByDelivery(db, now, then),
  ]);
  return {
    range,
    previousRange: before,
    period: query.period,
    sales,
    coursesByDelivery: byDelivery,
  };
}

async function salesFigures(
  db: Kysely<Database>,
  now: DayRange,
  then: DayRange,
  period: DashboardQuery["period"],
  buckets: string[],
): Promise<NonNullable<DashboardAnswer["sales"]>> {
  const [cards, activeStudents, series, top] = await Promise.all([
    cardFigures(db, now, then),
    activeStudentsFigure(db, now, then),
    seriesByBucket(db, now, period),
    topCourses(db, now, TOP_COURSES),
  ]);
  const of = new Map(series.map((r) => [r.bucket, r]));
  return {
    ...cards,
    activeStudents,
    revenueSeries: buckets.map((bucket) => ({ bucket, revenue: of.get(bucket)?.revenue ?? 0 })),
    growthSeries: buckets.map((bucket) => ({
      bucket,
      enrollments: of.get(bucket)?.enrollments ?? 0,
      accounts: of.get(bucket)?.accounts ?? 0,
    })),
    topCourses: top,
  };
}
