import { AsyncLocalStorage } from "node:async_hooks";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import type { ActorKind } from "../../shared/constants.ts";
import {
  CAPTURE_LIMIT,
  insertedValues,
  type RowChange,
  rowChanges,
  rowsAfterQuery,
  rowsBeforeQuery,
} from "./activity-log-changes.ts";
import { type LoggedWrite, loggedWrite, redactedValues } from "./activity-log-statement.ts";
import { type DbKind, nowIso } from "./dialect.ts";

/**
 * The activity log at the database layer (docs/product/activity-log-and-notifications.md): a
 * wrapper around the Kysely driver whose connections, after every INSERT, UPDATE or DELETE on a
 * business table, insert one `activity_log` row on the same connection, inside the same
 * transaction (a statement outside a transaction is wrapped in one with its log row). Who acted
 * comes from an AsyncLocalStorage context the request plugin opens per request; outside one
 * (start-up, seed, jobs) the actor is SYSTEM. Routes never log by hand.
 *
 * The same connections bump the version of public answers (`cache_version`, read by
 * server/plugins/public-cache.ts) once per transaction that wrote a logged table, as its last
 * statement before COMMIT: in the same transaction, so a reader never sees the new version
 * before the new data, and last, so the transaction holding that one row's lock waits for no
 * other lock (two writers cannot deadlock on it).
 */

export interface ActivityActor {
  kind: ActorKind;
  userId: number | null;
  /** The user's e-mail; the log stores the kind's name (WEBHOOK, SYSTEM) when null. */
  email: string | null;
  ip: string | null;
}

const SYSTEM: ActivityActor = Object.freeze({
  kind: "SYSTEM",
  userId: null,
  email: null,
  ip: null,
});
const context = new AsyncLocalStorage<ActivityActor>();

/**
 * Runs `fn` with `actor` as the author of its writes. The request plugin passes a mutable
 * object and fills in the user once the session is read.
 */
export function runAsActor<T>(actor: ActivityActor, fn: () => T): T {
  return context.run(actor, fn);
}

/** The author of writes made now: the request's actor, or SYSTEM. */
export function currentActor(): ActivityActor {
  return context.getStore() ?? SYSTEM;
}

/** Wraps a dialect so that its connections write the activity log. */
export function withActivityLog(dialect: Dialect, kind: DbKind): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () =>
      new LoggingDriver(dialect.createDriver(), kind === "postgres", dialect.createQueryCompiler()),
  };
}

/**
 * Delegates everything to the real driver, handing out one LoggingConnection per real
 * connection and unwrapping it again before the real driver sees it (PostgreSQL's driver
 * releases its clients through private methods of its own connection objects).
 */
class LoggingDriver implements Driver {
  readonly #inner: Driver;
  readonly #postgres: boolean;
  readonly #compiler: QueryCompiler;
  readonly #wrappers = new WeakMap<DatabaseConnection, LoggingConnection>();

  /**
   * `postgres`: SQLite reports the insert id itself, PostgreSQL only through RETURNING.
   * `compiler`: turns a write's WHERE into the SELECT that reads the rows before it.
   */
  constructor(inner: Driver, postgres: boolean, compiler: QueryCompiler) {
    this.#inner = inner;
    this.#postgres = postgres;
    this.#compiler = compiler;
  }

  init() {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    let wrapper = this.#wrappers.get(connection);
    if (!wrapper) {
      wrapper = new LoggingConnection(connection, this.#inner, this.#postgres, this.#compiler);
      this.#wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.#inner.beginTransaction(unwrap(connection), settings);
    inTransaction(connection, true);
  }

  async commitTransaction(connection: DatabaseConnection) {
    if (connection instanceof LoggingConnection) await connection.bumpVersionIfWritten();
    inTransaction(connection, false);
    await this.#inner.commitTransaction(unwrap(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    if (connection instanceof LoggingConnection) connection.wrote = false;
    inTransaction(connection, false);
    await this.#inner.rollbackTransaction(unwrap(connection));
  }

  savepoint: Driver["savepoint"] = (connection, name, compile) =>
    this.#inner.savepoint?.(unwrap(connection), name, compile) ?? unsupported("savepoint");

  rollbackToSavepoint: Driver["rollbackToSavepoint"] = (connection, name, compile) =>
    this.#inner.rollbackToSavepoint?.(unwrap(connection), name, compile) ??
    unsupported("rollbackToSavepoint");

  releaseSavepoint: Driver["releaseSavepoint"] = (connection, name, compile) =>
    this.#inner.releaseSavepoint?.(unwrap(connection), name, compile) ??
    unsupported("releaseSavepoint");

  releaseConnection(connection: DatabaseConnection) {
    return this.#inner.releaseConnection(unwrap(connection));
  }

  destroy() {
    return this.#inner.destroy();
  }
}

const unsupported = (what: string) => Promise.reject(new Error(`${what} is not supported`));

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof LoggingConnection ? connection.inner : connection;

function inTransaction(connection: DatabaseConnection, value: boolean) {
  if (connection instanceof LoggingConnection) connection.inTransaction = value;
}

/** Transaction statements sent as plain SQL (`sql\`begin\`.execute(conn)`) also count. */
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|rollback)\s*(transaction|work)?\s*;?\s*$/i;

class LoggingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #driver: Driver;
  readonly #postgres: boolean;
  readonly #compiler: QueryCompiler;
  inTransaction = false;
  /** A logged table was written in the open transaction: its commit bumps cache_version. */
  wrote = false;
  #versionTable = false;

  constructor(
    inner: DatabaseConnection,
    driver: Driver,
    postgres: boolean,
    compiler: QueryCompiler,
  ) {
    this.inner = inner;
    this.#driver = driver;
    this.#postgres = postgres;
    this.#compiler = compiler;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const write = loggedWrite(query);
    if (!write) {
      if (BEGIN.test(query.sql)) this.inTransaction = true;
      else if (END.test(query.sql)) {
        if (/^\s*rollback/i.test(query.sql)) this.wrote = false;
        else await this.bumpVersionIfWritten();
        this.inTransaction = false;
      }
      return this.inner.executeQuery<R>(query);
    }
    if (this.inTransaction) return this.#executeAndLog<R>(query, write);
    await this.#driver.beginTransaction(this.inner, {});
    try {
      const result = await this.#executeAndLog<R>(query, write);
      await this.bumpVersionIfWritten();
      await this.#driver.commitTransaction(this.inner);
      return result;
    } catch (error) {
      this.wrote = false;
      await this.#driver.rollbackTransaction(this.inner);
      throw error;
    }
  }

  /** The last statement of a transaction that wrote a logged table (see the module comment). */
  async bumpVersionIfWritten(): Promise<void> {
    if (!this.wrote) return;
    this.wrote = false;
    if (!this.#versionTable) {
      // Migrations write before the table exists: look until it does, then never again.
      const { rows } = await this.inner.executeQuery(
        this.#postgres ? POSTGRES_HAS_VERSION_TABLE : SQLITE_HAS_VERSION_TABLE,
      );
      if (rows.length === 0 || !(rows[0] as { found: unknown }).found) return;
      this.#versionTable = true;
    }
    await this.inner.executeQuery(BUMP_VERSION);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    // Streaming is for reads (Kysely's SQLite driver refuses anything else): nothing to log.
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  async #executeAndLog<R>(query: CompiledQuery, write: LoggedWrite): Promise<QueryResult<R>> {
    const askId = this.#postgres && write.type === "INSERT" && write.hasId && !hasReturning(query);
    const sent = askId
      ? CompiledQuery.raw(`${query.sql} returning "id"`, [...query.parameters])
      : query;
    const before = await this.#rowsBefore(query, write);
    const result = await this.inner.executeQuery<R>(sent);
    const affected = Number(result.numAffectedRows ?? BigInt(result.rows.length));
    const insertId = write.type === "INSERT" && write.hasId && affected > 0 ? idOf(result) : null;
    const changes =
      write.type === "INSERT"
        ? insertedValues(query.sql, query.parameters, insertId)
        : await this.#changes(write, before);
    await this.inner.executeQuery(
      logStatement(this.#postgres, query, write, affected, insertId, changes),
    );
    this.wrote = true;
    // The caller asked for no rows: give back what the driver would have, with the id.
    return askId
      ? { ...result, rows: [], insertId: insertId === null ? undefined : BigInt(insertId) }
      : result;
  }

  /** The rows an UPDATE or DELETE is about to touch, or null (too many, or not derivable). */
  async #rowsBefore(query: CompiledQuery, write: LoggedWrite) {
    if (write.type === "INSERT" || !write.hasId) return null;
    const select = rowsBeforeQuery(this.#compiler, query.query as never);
    if (!select) return null;
    const { rows } = await this.inner.executeQuery<Record<string, unknown>>(select);
    return rows.length > CAPTURE_LIMIT ? null : rows;
  }

  /** Before and after of each touched row: an UPDATE's rows are read again by id. */
  async #changes(
    write: LoggedWrite,
    before: Record<string, unknown>[] | null,
  ): Promise<RowChange[] | null> {
    if (!before) return null;
    if (write.type === "DELETE" || before.length === 0) return rowChanges(before, []);
    const ids = before.map((row) => Number(row.id));
    const { rows } = await this.inner.executeQuery<Record<string, unknown>>(
      rowsAfterQuery(this.#postgres, write.table, ids),
    );
    return rowChanges(before, rows);
  }
}

const BUMP_VERSION = CompiledQuery.raw(
  `update "cache_version" set "version" = "version" + 1 where "id" = 1`,
);

const POSTGRES_HAS_VERSION_TABLE = CompiledQuery.raw(
  `select to_regclass('cache_version') is not null as found`,
);
const SQLITE_HAS_VERSION_TABLE = CompiledQuery.raw(
  `select 1 as found from sqlite_master where type = 'table' and name = 'cache_version'`,
);

function hasReturning(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; returning?: unknown };
  return node.kind === "InsertQueryNode"
    ? node.returning !== undefined
    : /\breturning\b/i.test(query.sql);
}

/** The last inserted id: from RETURNING rows when there are any, else the driver's. */
function idOf(result: QueryResult<unknown>): number | null {
  const last = result.rows.at(-1) as { id?: unknown } | undefined;
  if (last && last.id !== undefined && last.id !== null) return Number(last.id);
  return result.insertId === undefined ? null : Number(result.insertId);
}

const LOG_COLUMNS = [
  "user_id",
  "user_email",
  "actor_kind",
  "type",
  "table_name",
  "ip",
  "affected_rows",
  "insert_id",
  "query_statement",
  "query_values",
  "record_id",
  "changes",
  "log_time",
];
const LOG_SQL = (placeholder: (i: number) => string) =>
  `insert into "activity_log" (${LOG_COLUMNS.map((c) => `"${c}"`).join(", ")}) values (${LOG_COLUMNS.map((_, i) => placeholder(i)).join(", ")})`;
const SQLITE_LOG_SQL = LOG_SQL(() => "?");
const POSTGRES_LOG_SQL = LOG_SQL((i) => `$${i + 1}`);

function logStatement(
  postgres: boolean,
  query: CompiledQuery,
  write: LoggedWrite,
  affected: number,
  insertId: number | null,
  changes: RowChange[] | null,
): CompiledQuery {
  const actor = currentActor();
  return CompiledQuery.raw(postgres ? POSTGRES_LOG_SQL : SQLITE_LOG_SQL, [
    actor.userId,
    actor.email ?? (actor.kind === "USER" ? null : actor.kind),
    actor.kind,
    write.type,
    write.table,
    actor.ip,
    affected,
    insertId,
    query.sql,
    JSON.stringify(redactedValues(query.sql, query.parameters)),
    changes?.length === 1 ? changes[0]!.id : null,
    changes && changes.length > 0 ? JSON.stringify(changes) : null,
    nowIso(),
  ]);
}
