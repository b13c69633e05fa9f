import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The version of the data behind public answers (docs/decisions/036-response-cache.md): one
 * row, bumped by every committed transaction that wrote a logged table. Each server process
 * keeps cached public answers under the version they were read at, so a write made through any
 * process ends them on all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cache_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into cache_version (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cache_version").execute();
}
