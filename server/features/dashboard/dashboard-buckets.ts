import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { DashboardPeriod } from "../../../shared/constants.ts";
import { dbKind } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The SQL that names the bucket of a GMT+07:00 day key (YYYY-MM-DD, the `day` of the daily
 * summary tables): the first day of its day, ISO week (from Monday), month, quarter or year —
 * the same keys as `bucketStart` in shared/dashboard.ts, so the answer's buckets line up with
 * the ones the screen lists. The day is already Vietnamese (the triggers that fill the tables
 * add the seven hours), so this is calendar arithmetic only.
 * The period is one of five fixed words, never user text, hence `sql.raw`.
 */
export function dayBucketSql(
  db: Kysely<Database>,
  day: Expression<unknown>,
  period: DashboardPeriod,
): RawBuilder<string> {
  if (period === "DAY") return sql<string>`${day}`;
  if (dbKind(db) === "postgres") {
    const unit = sql.raw(`'${period.toLowerCase()}'`);
    return sql<string>`to_char(date_trunc(${unit}, cast(${day} as timestamp)), 'YYYY-MM-DD')`;
  }
  switch (period) {
    case "WEEK":
      // The Monday on or before: back six days, then forward to the next Monday.
      return sql<string>`date(${day}, '-6 days', 'weekday 1')`;
    case "MONTH":
      return sql<string>`substr(${day}, 1, 7) || '-01'`;
    case "QUARTER":
      return sql<string>`substr(${day}, 1, 5) || printf('%02d', ((cast(substr(${day}, 6, 2) as integer) - 1) / 3) * 3 + 1) || '-01'`;
    case "YEAR":
      return sql<string>`substr(${day}, 1, 4) || '-01-01'`;
  }
}
