import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The engine helpers below are copied into each migration on purpose, so that a later change
// to one migration's helpers cannot rewrite what an earlier migration did.

type Col = ColumnDefinitionBuilder;
type OnDelete = "cascade" | "set null" | "restrict";

function engine(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    id: (c: Col) =>
      pg ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey().autoIncrement(),
    // timestamptz(3): PostgreSQL keeps microseconds otherwise, and a value read back as a
    // millisecond ISO string would no longer compare equal to what is stored.
    time: (pg ? "timestamptz(3)" : "text") as ColumnDataType,
    float: (pg ? "double precision" : "real") as ColumnDataType,
    // SQLite integers are 64-bit already; PostgreSQL's integer stops at 2^31 (2.1 GB files).
    big: (pg ? "bigint" : "integer") as ColumnDataType,
    // SQLite has no now(): this writes the same ISO shape the application writes.
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

export async function up(db: Kysely<any>): Promise<void> {
  const e = engine(db);
  const created = (c: Col) => c.notNull().defaultTo(e.now);
  const text = (c: Col) => c.notNull().defaultTo("");

  // user.avatar_image_id and image.creator_id point at each other. SQLite accepts a reference
  // to a table created later; PostgreSQL gets the constraint once image exists (below).
  await db.schema
    .createTable("user")
    .addColumn("id", "integer", e.id)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("phone", "text")
    .addColumn("introduction", "text")
    .addColumn("avatar_image_id", "integer", e.pg ? (c) => c : ref("image", "set null"))
    .addColumn("role", "text", (c) => c.notNull().defaultTo("CLIENT"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("PENDING"))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("vi"))
    .addColumn("email_verified_time", e.time)
    .addColumn("create_time", e.time, created)
    .addColumn("update_time", e.time, created)
    .addColumn("search_text", "text", text)
    .addCheckConstraint("user_email_lower_check", sql`email = lower(email)`)
    .execute();
  await index(db, "user", ["avatar_image_id"]);
  await index(db, "user", ["create_time"]);
  await index(db, "user", ["update_time"]);

  // notNull: SQLite lets a non-integer primary key hold NULL unless told otherwise.
  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", ref("user", "cascade", true))
    .addColumn("create_time", e.time, created)
    .addColumn("last_seen_time", e.time, created)
    .addColumn("expire_time", e.time, (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await index(db, "session", ["user_id"]);
  await index(db, "session", ["expire_time"]);

  await db.schema
    .createTable("user_token")
    .addColumn("id", "integer", e.id)
    .addColumn("user_id", "integer", ref("user", "cascade", true))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("new_email", "text")
    .addColumn("expire_time", e.time, (c) => c.notNull())
    .addColumn("used_time", e.time)
    .addColumn("create_time", e.time, created)
    .execute();
  await index(db, "user_token", ["user_id"]);

  const media = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", "integer", e.id)
      .addColumn("title", "text", text)
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("basename", "text", (c) => c.notNull())
      .addColumn("extension", "text", (c) => c.notNull())
      .addColumn("mime_type", "text", (c) => c.notNull())
      .addColumn("size", e.big, (c) => c.notNull())
      .addColumn("creator_id", "integer", ref("user", "set null"))
      .addColumn("create_time", e.time, created)
      .addColumn("search_text", "text", text);

  await media("image")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("ratio", e.float)
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("vector_graphic", "text")
    .execute();
  await media("video")
    .addColumn("duration", e.float)
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("hls_status", "text", (c) => c.notNull().defaultTo("PENDING"))
    .execute();
  await media("audio").addColumn("duration", e.float).execute();
  await media("document").addColumn("page_count", "integer").execute();
  for (const table of ["image", "video", "audio", "document"]) {
    await index(db, table, ["creator_id"]);
    await index(db, table, ["create_time"]);
  }

  if (e.pg) {
    await db.schema
      .alterTable("user")
      .addForeignKeyConstraint("user_avatar_image_id_fkey", ["avatar_image_id"], "image", ["id"])
      .onDelete("set null")
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engine(db).pg) {
    await db.schema.alterTable("user").dropConstraint("user_avatar_image_id_fkey").execute();
  }
  for (const table of ["document", "audio", "video", "image", "user_token", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
