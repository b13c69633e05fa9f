import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Engine helpers are copied into each migration on purpose (see 0001).

type Col = ColumnDefinitionBuilder;
type OnDelete = "cascade" | "set null" | "restrict";

function engine(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    id: (c: Col) =>
      pg ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey().autoIncrement(),
    time: (pg ? "timestamptz(3)" : "text") as ColumnDataType,
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
  "banner",
  "promotion",
  "course",
  "chapter",
  "quiz",
  "question_group",
  "question",
  "lesson",
  "article",
  "combo",
  "combo_course",
];

export async function up(db: Kysely<any>): Promise<void> {
  const e = engine(db);
  const created = (c: Col) => c.notNull().defaultTo(e.now);
  const text = (c: Col) => c.notNull().defaultTo("");
  const zero = (c: Col) => c.notNull().defaultTo(0);
  const required = (c: Col) => c.notNull();
  // Columns shared by the public catalogue records (lists filter and sort on these).
  const listed = (t: CreateTableBuilder<string, never>) =>
    t
      .addColumn("visibility", "text", (c) => c.notNull().defaultTo("PRIVATE"))
      .addColumn("priority", "integer", zero)
      .addColumn("create_time", e.time, created)
      .addColumn("update_time", e.time, created)
      .addColumn("search_text", "text", text);

  await db.schema
    .createTable("banner")
    .addColumn("id", "integer", e.id)
    .addColumn("caption", "text", text)
    .addColumn("image_id", "integer", ref("image", "restrict", true))
    .addColumn("place", "text", required)
    .addColumn("linked_url", "text")
    .addColumn("sort_order", "integer", zero)
    .addColumn("create_time", e.time, created)
    .addColumn("update_time", e.time, created)
    .addColumn("search_text", "text", text)
    .execute();
  await index(db, "banner", ["place", "sort_order"]);
  await index(db, "banner", ["image_id"]);
  await index(db, "banner", ["update_time"]);

  await listed(
    db.schema
      .createTable("promotion")
      .addColumn("id", "integer", e.id)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", required)
      .addColumn("description", "text", text)
      .addColumn("discount_percentage", "integer", required)
      .addColumn("start_time", e.time, required)
      .addColumn("end_time", e.time, required)
      .addColumn("image_id", "integer", ref("image", "set null")),
  ).execute();
  await index(db, "promotion", ["image_id"]);

  await listed(
    db.schema
      .createTable("course")
      .addColumn("id", "integer", e.id)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", required)
      .addColumn("description", "text", text)
      .addColumn("price", "integer", zero)
      .addColumn("avatar_image_id", "integer", ref("image", "set null"))
      .addColumn("promotional_avatar_image_id", "integer", ref("image", "set null"))
      .addColumn("sharing_avatar_image_id", "integer", ref("image", "set null"))
      .addColumn("sharing_image_id", "integer", ref("image", "set null"))
      .addColumn("promotional_image_id", "integer", ref("image", "set null"))
      .addColumn("objectives", "text", text)
      .addColumn("requirements", "text", text)
      .addColumn("introduction", "text")
      .addColumn("delivery", "text", (c) => c.notNull().defaultTo("ONLINE"))
      .addColumn("start_time", e.time)
      .addColumn("end_time", e.time)
      .addColumn("location", "text")
      .addColumn("meeting_url", "text")
      .addColumn("creator_id", "integer", ref("user", "set null"))
      .addColumn("promotion_id", "integer", ref("promotion", "set null")),
  ).execute();
  for (const column of [
    "avatar_image_id",
    "promotional_avatar_image_id",
    "sharing_avatar_image_id",
    "sharing_image_id",
    "promotional_image_id",
    "creator_id",
    "promotion_id",
  ]) {
    await index(db, "course", [column]);
  }

  await db.schema
    .createTable("chapter")
    .addColumn("id", "integer", e.id)
    .addColumn("course_id", "integer", ref("course", "cascade", true))
    .addColumn("name", "text", required)
    .addColumn("sort_order", "integer", zero)
    .addColumn("create_time", e.time, created)
    .addColumn("update_time", e.time, created)
    .execute();
  await index(db, "chapter", ["course_id", "sort_order"]);

  await db.schema
    .createTable("quiz")
    .addColumn("id", "integer", e.id)
    .addColumn("name", "text", required)
    .addColumn("create_time", e.time, created)
    .addColumn("update_time", e.time, created)
    .execute();
  await index(db, "quiz", ["update_time"]);

  await db.schema
    .createTable("question_group")
    .addColumn("id", "integer", e.id)
    .addColumn("quiz_id", "integer", ref("quiz", "cascade", true))
    .addColumn("description", "text", text)
    .addColumn("sort_order", "integer", zero)
    .execute();
  await index(db, "question_group", ["quiz_id", "sort_order"]);

  await db.schema
    .createTable("question")
    .addColumn("id", "integer", e.id)
    .addColumn("quiz_id", "integer", ref("quiz", "cascade", true))
    .addColumn("group_id", "integer", ref("question_group", "cascade"))
    .addColumn("type", "text", required)
    .addColumn("title", "text", text)
    .addColumn("content", "text")
    .addColumn("sort_order", "integer", zero)
    .addColumn("score", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("answer_values", "text", (c) => c.notNull().defaultTo("null"))
    .addColumn("pieces", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("answer_explanation", "text")
    .execute();
  await index(db, "question", ["quiz_id", "sort_order"]);
  await index(db, "question", ["group_id"]);

  // A lesson's media and quiz are restricted: deleting one still in use fails (the API says
  // "in use") instead of silently emptying a lesson.
  await db.schema
    .createTable("lesson")
    .addColumn("id", "integer", e.id)
    .addColumn("course_id", "integer", ref("course", "cascade", true))
    .addColumn("chapter_id", "integer", ref("chapter", "cascade"))
    .addColumn("name", "text", required)
    .addColumn("type", "text", required)
    .addColumn("video_id", "integer", ref("video", "restrict"))
    .addColumn("audio_id", "integer", ref("audio", "restrict"))
    .addColumn("document_id", "integer", ref("document", "restrict"))
    .addColumn("quiz_id", "integer", ref("quiz", "restrict"))
    .addColumn("content", "text")
    .addColumn("delivery", "text", (c) => c.notNull().defaultTo("ONLINE"))
    .addColumn("location", "text")
    .addColumn("meeting_url", "text")
    .addColumn("start_time", e.time)
    .addColumn("end_time", e.time)
    .addColumn("is_preview", "integer", zero)
    .addColumn("sort_order", "integer", zero)
    .addColumn("create_time", e.time, created)
    .addColumn("update_time", e.time, created)
    .execute();
  await index(db, "lesson", ["course_id", "sort_order"]);
  for (const column of ["chapter_id", "video_id", "audio_id", "document_id", "quiz_id"]) {
    await index(db, "lesson", [column]);
  }

  await listed(
    db.schema
      .createTable("article")
      .addColumn("id", "integer", e.id)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", required)
      .addColumn("description", "text", text)
      .addColumn("content", "text")
      .addColumn("avatar_image_id", "integer", ref("image", "set null"))
      .addColumn("banner_image_id", "integer", ref("image", "set null"))
      .addColumn("creator_id", "integer", ref("user", "set null"))
      .addColumn("submitted_time", e.time),
  ).execute();
  for (const column of ["avatar_image_id", "banner_image_id", "creator_id"]) {
    await index(db, "article", [column]);
  }

  await listed(
    db.schema
      .createTable("combo")
      .addColumn("id", "integer", e.id)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", required)
      .addColumn("description", "text", text)
      .addColumn("price", "integer", zero)
      .addColumn("image_id", "integer", ref("image", "set null"))
      .addColumn("promotional_image_id", "integer", ref("image", "set null")),
  ).execute();
  await index(db, "combo", ["image_id"]);
  await index(db, "combo", ["promotional_image_id"]);

  for (const table of ["promotion", "course", "article", "combo"]) {
    await index(db, table, ["visibility", "priority"]);
    await index(db, table, ["update_time"]);
  }

  await db.schema
    .createTable("combo_course")
    .addColumn("combo_id", "integer", ref("combo", "cascade", true))
    .addColumn("course_id", "integer", ref("course", "cascade", true))
    .addColumn("sort_order", "integer", zero)
    .addPrimaryKeyConstraint("combo_course_pkey", ["combo_id", "course_id"])
    .execute();
  await index(db, "combo_course", ["course_id"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await db.schema.dropTable(table).execute();
  }
}
