import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The engine helpers below are copied into each migration on purpose.

type Col = ColumnDefinitionBuilder;

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

/**
 * The content team's extras (issue 16):
 * - `article_category`: a name and a slug; an article has at most one (`article.category_id`,
 *   cleared when its category is deleted); the article list filters by it.
 * - `image.alt`: the text read out for an image (its `<img alt>`), empty for none.
 * - `banner.starts_at` / `banner.ends_at`: optional; the storefront shows a banner only
 *   between them (UTC instants; the form types them in GMT+07:00).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const e = engine(db);
  const created = (c: Col) => c.notNull().defaultTo(e.now);
  await db.schema
    .createTable("article_category")
    .addColumn("id", "integer", e.id)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("create_time", e.time, created)
    .addColumn("update_time", e.time, created)
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("article")
    .addColumn("category_id", "integer", (c) =>
      c.references("article_category.id").onDelete("set null"),
    )
    .execute();
  await db.schema
    .createIndex("article_category_id_idx")
    .on("article")
    .columns(["category_id"])
    .execute();
  await db.schema
    .alterTable("image")
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("banner").addColumn("starts_at", e.time).execute();
  await db.schema.alterTable("banner").addColumn("ends_at", e.time).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("banner").dropColumn("ends_at").execute();
  await db.schema.alterTable("banner").dropColumn("starts_at").execute();
  await db.schema.alterTable("image").dropColumn("alt").execute();
  await db.schema.dropIndex("article_category_id_idx").execute();
  await db.schema.alterTable("article").dropColumn("category_id").execute();
  await db.schema.dropTable("article_category").execute();
}
