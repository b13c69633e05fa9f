import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Engine helpers are copied into each migration on purpose (see 0001).
// Money rows (order, order_item, enrollment, certificate) restrict the deletion of their user
// and course: such records are closed by status (INACTIVE user, ARCHIVED course), not deleted.

type Col = ColumnDefinitionBuilder;
type OnDelete = "cascade" | "set null" | "restrict";

function engine(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    id: (c: Col) =>
      pg ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey().autoIncrement(),
    time: (pg ? "timestamptz(3)" : "text") as ColumnDataType,
    float: (pg ? "double precision" : "real") as ColumnDataType,
    // A bank transfer into the school's account may be any amount, including one above
    // PostgreSQL's integer limit (2.1 billion dong); refusing it would make the bank retry.
    big: (pg ? "bigint" : "integer") as ColumnDataType,
    now: pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

const ref =
  (table: string, onDelete: OnDelete, required = false) =>
  (c: Col) => {
    const col = c.references(`${table}.id`).onDelete(onDelete);
    return required ? col.notNull() : col;
  };

async function index(db: Kysely<any>, table: string, columns: string[]) {
  await db.schema
    .createIndex(`${table}_${columns.join("_")}_idx`)
    .on(table)
    .columns(columns)
    .execute();
}

const TABLES = [
  "order",
  "order_item",
  "enrollment",
  "transaction",
  "certificate",
  "favorite",
  "lesson_progress",
  "quiz_attempt",
];

export async function up(db: Kysely<any>): Promise<void> {
  const e = engine(db);
  const created = (c: Col) => c.notNull().defaultTo(e.now);
  const required = (c: Col) => c.notNull();
  const zero = (c: Col) => c.notNull().defaultTo(0);

  await db.schema
    .createTable("order")
    .addColumn("id", "integer", e.id)
    .addColumn("user_id", "integer", ref("user", "restrict", true))
    .addColumn("item_type", "text", required)
    .addColumn("item_id", "integer", required)
    .addColumn("amount", "integer", required)
    .addColumn("reference_code", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("AWAITING_PAYMENT"))
    .addColumn("create_time", e.time, created)
    .addColumn("paid_time", e.time)
    .addColumn("expire_time", e.time, required)
    .execute();
  await index(db, "order", ["user_id", "status"]);
  await index(db, "order", ["status", "expire_time"]);
  await index(db, "order", ["create_time"]);

  await db.schema
    .createTable("order_item")
    .addColumn("id", "integer", e.id)
    .addColumn("order_id", "integer", ref("order", "cascade", true))
    .addColumn("course_id", "integer", ref("course", "restrict", true))
    .addColumn("fee", "integer", required)
    .execute();
  await index(db, "order_item", ["order_id"]);
  await index(db, "order_item", ["course_id"]);

  await db.schema
    .createTable("enrollment")
    .addColumn("id", "integer", e.id)
    .addColumn("user_id", "integer", ref("user", "restrict", true))
    .addColumn("course_id", "integer", ref("course", "restrict", true))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("AWAITING_PAYMENT"))
    .addColumn("fee", "integer", zero)
    .addColumn("order_id", "integer", ref("order", "set null"))
    .addColumn("last_lesson_id", "integer", ref("lesson", "set null"))
    .addColumn("create_time", e.time, created)
    .addColumn("activate_time", e.time)
    .addColumn("complete_time", e.time)
    .addUniqueConstraint("enrollment_user_id_course_id_key", ["user_id", "course_id"])
    .execute();
  for (const column of ["course_id", "order_id", "last_lesson_id", "activate_time"]) {
    await index(db, "enrollment", [column]);
  }

  // provider_transaction_id is null for MANUAL entries; NULLs never collide in a unique key.
  await db.schema
    .createTable("transaction")
    .addColumn("id", "integer", e.id)
    .addColumn("provider", "text", required)
    .addColumn("provider_transaction_id", "text")
    .addColumn("bank_reference", "text")
    .addColumn("amount", e.big, required)
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("account_number", "text")
    .addColumn("transaction_time", e.time, required)
    .addColumn("order_id", "integer", ref("order", "set null"))
    .addColumn("status", "text", required)
    .addColumn("review_reason", "text")
    .addColumn("raw_payload", "text")
    .addColumn("actor_kind", "text", required)
    .addColumn("created_by", "integer", ref("user", "set null"))
    .addColumn("create_time", e.time, created)
    .addUniqueConstraint("transaction_provider_transaction_id_key", [
      "provider",
      "provider_transaction_id",
    ])
    .execute();
  for (const column of ["status", "order_id", "created_by", "transaction_time"]) {
    await index(db, "transaction", [column]);
  }

  await db.schema
    .createTable("certificate")
    .addColumn("id", "integer", e.id)
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", ref("user", "restrict", true))
    .addColumn("course_id", "integer", ref("course", "restrict", true))
    .addColumn("student_name", "text", required)
    .addColumn("course_name", "text", required)
    .addColumn("issue_time", e.time, created)
    .addUniqueConstraint("certificate_user_id_course_id_key", ["user_id", "course_id"])
    .execute();
  await index(db, "certificate", ["course_id"]);

  await db.schema
    .createTable("favorite")
    .addColumn("user_id", "integer", ref("user", "cascade", true))
    .addColumn("course_id", "integer", ref("course", "cascade", true))
    .addColumn("create_time", e.time, created)
    .addPrimaryKeyConstraint("favorite_pkey", ["user_id", "course_id"])
    .execute();
  await index(db, "favorite", ["course_id"]);

  await db.schema
    .createTable("lesson_progress")
    .addColumn("user_id", "integer", ref("user", "cascade", true))
    .addColumn("lesson_id", "integer", ref("lesson", "cascade", true))
    .addColumn("course_id", "integer", ref("course", "cascade", true))
    .addColumn("position_seconds", e.float, zero)
    .addColumn("completed_time", e.time)
    .addColumn("update_time", e.time, created)
    .addPrimaryKeyConstraint("lesson_progress_pkey", ["user_id", "lesson_id"])
    .execute();
  await index(db, "lesson_progress", ["lesson_id"]);
  await index(db, "lesson_progress", ["course_id"]);
  await index(db, "lesson_progress", ["user_id", "course_id"]);

  await db.schema
    .createTable("quiz_attempt")
    .addColumn("id", "integer", e.id)
    .addColumn("user_id", "integer", ref("user", "cascade", true))
    .addColumn("quiz_id", "integer", ref("quiz", "cascade", true))
    .addColumn("answers", "text", required)
    .addColumn("score", "integer", required)
    .addColumn("max_score", "integer", required)
    .addColumn("create_time", e.time, created)
    .execute();
  await index(db, "quiz_attempt", ["user_id", "quiz_id"]);
  await index(db, "quiz_attempt", ["quiz_id"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await db.schema.dropTable(table).execute();
  }
}
