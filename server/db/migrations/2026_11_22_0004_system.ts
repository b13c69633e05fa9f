import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Engine helpers are copied into each migration on purpose (see 0001).

type Col = ColumnDefinitionBuilder;

function engine(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    id: (c: Col) =>
      pg ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey().autoIncrement(),
    time: (pg ? "timestamptz(3)" : "text") as ColumnDataType,
    big: (pg ? "bigint" : "integer") as ColumnDataType,
    now: pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

async function index(db: Kysely<any>, table: string, columns: string[]) {
  await db.schema
    .createIndex(`${table}_${columns.join("_")}_idx`)
    .on(table)
    .columns(columns)
    .execute();
}

const TABLES = ["notification", "activity_log", "job", "rate_limit"];

export async function up(db: Kysely<any>): Promise<void> {
  const e = engine(db);
  const created = (c: Col) => c.notNull().defaultTo(e.now);
  const required = (c: Col) => c.notNull();
  const zero = (c: Col) => c.notNull().defaultTo(0);

  await db.schema
    .createTable("notification")
    .addColumn("id", "integer", e.id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("type", "text", required)
    .addColumn("title", "text", required)
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text")
    .addColumn("read_time", e.time)
    .addColumn("create_time", e.time, created)
    .execute();
  await index(db, "notification", ["user_id", "read_time"]);
  await index(db, "notification", ["user_id", "create_time"]);

  // No foreign key on user_id: the log is a record of what happened and outlives the users it
  // names (user_email keeps who it was).
  await db.schema
    .createTable("activity_log")
    .addColumn("id", "integer", e.id)
    .addColumn("user_id", "integer")
    .addColumn("user_email", "text")
    .addColumn("actor_kind", "text", required)
    .addColumn("type", "text", required)
    .addColumn("table_name", "text", required)
    .addColumn("ip", "text")
    .addColumn("affected_rows", "integer", zero)
    .addColumn("insert_id", e.big)
    .addColumn("query_statement", "text", required)
    .addColumn("query_values", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("log_time", e.time, created)
    .execute();
  await index(db, "activity_log", ["log_time"]);
  await index(db, "activity_log", ["table_name"]);
  await index(db, "activity_log", ["user_id"]);

  await db.schema
    .createTable("job")
    .addColumn("id", "integer", e.id)
    .addColumn("name", "text", required)
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("PENDING"))
    .addColumn("priority", "integer", zero)
    .addColumn("attempts", "integer", zero)
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("run_at", e.time, created)
    .addColumn("locked_until", e.time)
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("create_time", e.time, created)
    .addColumn("update_time", e.time, created)
    .execute();
  await index(db, "job", ["status", "run_at"]);

  // notNull: SQLite lets a non-integer primary key hold NULL unless told otherwise.
  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey().notNull())
    .addColumn("count", "integer", zero)
    .addColumn("window_start", e.time, required)
    .addColumn("blocked_until", e.time)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await db.schema.dropTable(table).execute();
  }
}
