import pg from "pg";
import type { CreateDbOptions } from "./create-db.ts";
import { pgTimeToIso } from "./dialect.ts";

/**
 * The pg Pool of a PostgreSQL database. Its own module, imported by create-db.ts only when the
 * database is PostgreSQL: on the default SQLite the driver is never loaded (memory at rest).
 */

const OID = { int8: 20, numeric: 1700, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

/**
 * Type parsers for the pg Pool (per pool, not pg's global registry), so that rows look the
 * same as SQLite's: COUNT (int8) and SUM (numeric) as numbers, times as ISO strings, dates as
 * "YYYY-MM-DD". Counts and dong amounts stay far below 2^53.
 */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (format !== "binary") {
      switch (oid) {
        case OID.int8:
        case OID.numeric:
          return (value: string) => Number(value);
        case OID.timestamp:
        case OID.timestamptz:
          return pgTimeToIso;
        case OID.date:
          return (value: string) => value;
      }
    }
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

export function createPostgresPool(url: string, options: CreateDbOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10, types: pgTypes });
  pool.on("error", options.onPoolError ?? ((err) => console.error("PostgreSQL pool error:", err)));
  return pool;
}
