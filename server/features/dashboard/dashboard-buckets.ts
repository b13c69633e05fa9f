import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { DashboardPeriod } from "../../../shared/constants.ts";
import { dbKind } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The SQL that names a stored instant's bucket: the first day (YYYY-MM-DD) of its day, ISO week
 * (from Monday), month, quarter or year in GMT+07:00 — the same keys as `bucketStart` in
 * shared/dashboard.ts, so the answer's buckets line up with the ones the screen lists.
 * Vietnam has no daylight saving time, so adding seven hours to the UTC instant is exact.
 * The period is one of five fixed words, never user text, hence `sql.raw`.
 */
export function bucketSql(
  db: Kysely<Database>,
  column: Expression<unknown>,
  period: DashboardPeriod,
): RawBuilder<string> {
  if (dbKind(db) === "postgres") {
    const unit = sql.raw(`'${period.toLowerCase()}'`);
    return sql<string>`to_char(date_trunc(${unit}, (${column} at time zone 'UTC') + interval '7 hours'), 'YYYY-MM-DD')`;
  }
  // SQLite reads the stored `…Z` text as UTC; its modifiers do the calendar arithmetic.
  switch (period) {
    case "DAY":
      return sql<string>`date(${column}, '+7 hours')`;
    case "WEEK":
      // The Monday on or before: back six days, then forward to the next Monday.
      return sql<string>`date(${column}, '+7 hours', '-6 days', 'weekday 1')`;
    case "MONTH":
      return sql<string>`strftime('%Y-%m-01', ${column}, '+7 hours')`;
    case "QUARTER":
      return sql<string>`strftime('%Y-', ${column}, '+7 hours') || printf('%02d', ((cast(strftime('%m', ${column}, '+7 hours') as integer) - 1) / 3) * 3 + 1) || '-01'`;
    case "YEAR":
      return sql<string>`strftime('%Y-01-01', ${column}, '+7 hours')`;
  }
}
