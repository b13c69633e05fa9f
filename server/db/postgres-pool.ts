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
  pool.on(
    "error",
    options.onPoolError ?? ((err) => console.error(`PostgreSQL pool: ${err.message}`)),
  );
  return pool;
}

export const SIDE_CLIENT_NAME = "side reads (response cache version)";
const SIDE_READ_TIMEOUT_MS = 2000;

/**
 * A client outside the pool for one-row reads (create-db.ts `sideQuery`): each SQL text is
 * prepared once on this connection under a name of its own, so PostgreSQL binds and runs it
 * without parsing and planning it again. `onLost` is called when the connection breaks or ends
 * (pg reports a break as an 'error' event, which would end the process without a listener).
 */
export async function connectSideClient(url: string, onLost: () => void) {
  const client = new pg.Client({
    connectionString: url,
    types: pgTypes,
    // Named in pg_stat_activity, so that an operator counting connections knows this one.
    application_name: SIDE_CLIENT_NAME,
    // A read that hangs (a network cut) fails instead of holding every kept answer: its
    // request goes to its route, and the next read connects anew.
    connectionTimeoutMillis: SIDE_READ_TIMEOUT_MS,
    query_timeout: SIDE_READ_TIMEOUT_MS,
  });
  client.on("error", onLost);
  client.on("end", onLost);
  await client.connect();
  const names = new Map<string, string>();
  return {
    async query(sql: string): Promise<Record<string, unknown> | undefined> {
      let name = names.get(sql);
      if (!name) {
        name = `side_${names.size + 1}`;
        names.set(sql, name);
      }
      const result = await client.query({ name, text: sql });
      return result.rows[0] as Record<string, unknown> | undefined;
    },
    close: () => client.end().catch(() => undefined),
  };
}
