import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { CompiledQuery, Kysely, type KyselyPlugin, PostgresDialect, SqliteDialect } from "kysely";
import { LRUCache } from "lru-cache";
import { withActivityLog } from "./activity-log.ts";
import type { DbKind } from "./dialect.ts";
import type { Database } from "./schema.ts";

export type DbHandle = {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: "sqlite" /** A file path, or ":memory:". */; file: string }
  | { kind: "postgres"; url: string };

export type CreateDbOptions = {
  /** PostgreSQL pool size (default 10). SQLite always has one connection. */
  poolMax?: number;
  /** Errors of idle pooled clients (a restarted server); without a listener pg would crash. */
  onPoolError?: (err: Error) => void;
  plugins?: KyselyPlugin[];
  /**
   * Write the activity log (default true). Only tools that bulk-load data they do not want
   * audited (benchmark data sets) turn it off.
   */
  activityLog?: boolean;
  /**
   * Let the list engine read on the side connection (`sideRows`; default true). false: every
   * statement goes through Kysely's executor, where the benchmark records the SQL it runs.
   */
  readsAside?: boolean;
};

/** `sqlite:<file>`, `sqlite::memory:`, `postgres://…` or `postgresql://…`. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    if (!file)
      throw new Error('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/app.db');
    return { kind: "sqlite", file };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  // Only the scheme is echoed: the rest of a URL may hold a password.
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? "(none)";
  throw new Error(
    `DATABASE_URL scheme ${scheme} is not supported: use sqlite:<file>, sqlite::memory: or postgres://…`,
  );
}

export function createDb(url: string, options: CreateDbOptions = {}): DbHandle {
  const target = parseDatabaseUrl(url);
  const dialect =
    target.kind === "sqlite" ? sqliteDialect(target.file) : postgresDialect(target.url, options);
  const db = new Kysely<Database>({
    dialect: options.activityLog === false ? dialect : withActivityLog(dialect, target.kind),
    plugins: options.plugins,
  });
  const side =
    target.kind === "sqlite" && target.file !== ":memory:" ? sideConnection(target.file) : null;
  if (side) sideReaders.set(db, side.read);
  // Not with plugins: they see every result (a test's statement counter), which this read skips.
  if (side && options.readsAside !== false && !options.plugins?.length) {
    sideRowReaders.set(db, side.rows);
  }
  const pgSide = target.kind === "postgres" ? postgresSideConnection(target.url) : null;
  if (pgSide) sideQueries.set(db, pgSide.query);
  return {
    db,
    kind: target.kind,
    close: async () => {
      await db.destroy();
      side?.close();
      await pgSide?.close();
    },
  };
}

/** A synchronous read of one row, on a connection of its own (see `sideReader`). */
export type SideReader = (sql: string) => Record<string, unknown> | undefined;

const sideReaders = new WeakMap<object, SideReader>();

/**
 * For a SQLite file: a function that runs one small read at once, without a promise, on a
 * read-only connection of its own. The response cache reads the data version this way on every
 * request (server/plugins/public-cache.ts): through Kysely that read costs a third of a kept
 * answer's time. Its own connection, because the main one may be inside another request's
 * open transaction, whose writes are not committed yet; a second connection sees only committed
 * data, from this process or another (WAL). Undefined for PostgreSQL and in-memory databases.
 */
export function sideReader(db: object): SideReader | undefined {
  return sideReaders.get(db);
}

/** A synchronous read of every row a statement returns, on the connection of `sideReader`. */
export type SideRows = (sql: string, parameters: readonly unknown[]) => Record<string, unknown>[];

const sideRowReaders = new WeakMap<object, SideRows>();

/**
 * For a SQLite file opened without plugins: runs a read statement at once, without Kysely's
 * promise chain, on the read-only side connection. The list engine runs its compiled statements
 * this way (server/features/list/statement-cache.ts, docs/decisions/072): an uncached list
 * answer runs five, and the chain cost more than the statements' own run. Committed data only,
 * like `sideReader`; a transaction's reads go through the transaction itself (`db` is then a
 * Transaction, which this map does not hold). Undefined for PostgreSQL and in-memory databases.
 */
export function sideRows(db: object): SideRows | undefined {
  return sideRowReaders.get(db);
}

/** A read of one row on a connection of its own, one round trip (see `sideQuery`). */
export type SideQuery = (sql: string) => Promise<Record<string, unknown> | undefined>;

const sideQueries = new WeakMap<object, SideQuery>();

/**
 * For PostgreSQL: a function that runs one small read on a client of its own, outside the pool,
 * as a prepared statement. The response cache reads the data version this way (decision 069).
 * Committed data only, like every autocommit read; the session keeps the server's time zone
 * (the pool's sessions are set to UTC), so it is for reads that do not turn times into text.
 * Undefined for SQLite.
 */
export function sideQuery(db: object): SideQuery | undefined {
  return sideQueries.get(db);
}

type SideClient = ReturnType<typeof connectSideClient>;

/** The client is made on the first read, and again after a read failed; none after close. */
function postgresSideConnection(url: string) {
  let client: SideClient | null = null;
  let closed = false;
  // Every way a client goes (a read failed, the connection was lost, close) ends it here.
  const drop = (which: SideClient) => {
    if (client === which) client = null;
    return which.then((c) => c.close()).catch(() => undefined);
  };
  return {
    async query(sql: string) {
      if (closed) throw new Error("The database handle is closed");
      if (!client) {
        const connecting: SideClient = connectSideClient(url, () => {
          void drop(connecting);
        });
        client = connecting;
      }
      const pending = client;
      try {
        return await (await pending).query(sql);
      } catch (error) {
        // A broken or hung connection is ended; the next read connects anew.
        void drop(pending);
        throw error;
      }
    },
    async close() {
      closed = true;
      if (client) await drop(client);
    },
  };
}

async function connectSideClient(url: string, onLost: () => void) {
  return (await import("./postgres-pool.ts")).connectSideClient(url, onLost);
}

/** Opened on the first read: the file exists by then (migrations ran). */
function sideConnection(file: string) {
  let conn: SqliteDatabase.Database | null = null;
  // The same bound as the main connection's: list statements come in as many shapes as asked.
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: 500 });
  const prepared = (sql: string) => {
    if (!conn) {
      conn = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
      conn.pragma("busy_timeout = 5000");
    }
    let statement = statements.get(sql);
    if (!statement) {
      statement = conn.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    read: (sql: string) => prepared(sql).get() as Record<string, unknown> | undefined,
    rows: (sql: string, parameters: readonly unknown[]) =>
      prepared(sql).all(parameters) as Record<string, unknown>[],
    close() {
      conn?.close();
      conn = null;
      statements.clear();
    },
  };
}

function sqliteDialect(file: string): SqliteDialect {
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  // Opened eagerly so that a bad path fails at start-up, not at the first request.
  const conn = new SqliteDatabase(file);
  // busy_timeout first, so that switching to WAL waits for another process instead of failing.
  conn.pragma("busy_timeout = 5000");
  conn.pragma("journal_mode = WAL");
  // FULL: a committed payment survives a power cut (WAL's default NORMAL may lose the last ones).
  conn.pragma("synchronous = FULL");
  conn.pragma("foreign_keys = ON");
  return new SqliteDialect({ database: withStatementCache(conn) });
}

/**
 * Kysely prepares every statement anew; preparing costs more than running a small query, so
 * the connection keeps the most recently used statements (the same SQL text comes back on every
 * request of the same kind). Safe: Kysely runs one statement at a time on this connection.
 */
function withStatementCache(conn: SqliteDatabase.Database, max = 500) {
  const cache = new LRUCache<string, SqliteDatabase.Statement>({ max });
  return {
    close: () => conn.close(),
    prepare(sql: string): SqliteDatabase.Statement {
      let statement = cache.get(sql);
      if (!statement) {
        statement = conn.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function postgresDialect(url: string, options: CreateDbOptions): PostgresDialect {
  return new PostgresDialect({
    // Made on the first query: pg is loaded only when the database is PostgreSQL.
    pool: async () => (await import("./postgres-pool.ts")).createPostgresPool(url, options),
    // UTC sessions, so that SQL-side text casts of times agree with SQLite's UTC strings.
    onCreateConnection: async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("set time zone 'UTC'"));
    },
  });
}
