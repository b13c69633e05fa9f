import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The public lists end their order with the id ("priority desc, id desc", the home page's
 * "is_featured desc, priority desc, id desc"), so that pages never overlap. PostgreSQL could
 * read the (visibility, priority) indexes only up to the id and then sorted every public row
 * to keep twelve: 2.2 ms on the seed:large course table, against 0.1 ms read straight from an
 * index that ends with the id, backwards. SQLite already ended them with the rowid, which is
 * the id; the same indexes there keep one schema.
 */
const LISTED = ["promotion", "course", "article", "combo"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LISTED) {
    await db.schema.dropIndex(`${table}_visibility_priority_idx`).execute();
    await db.schema
      .createIndex(`${table}_visibility_priority_id_idx`)
      .on(table)
      .columns(["visibility", "priority", "id"])
      .execute();
  }
  await db.schema.dropIndex("course_visibility_is_featured_priority_idx").execute();
  await db.schema
    .createIndex("course_visibility_is_featured_priority_id_idx")
    .on("course")
    .columns(["visibility", "is_featured", "priority", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("course_visibility_is_featured_priority_id_idx").execute();
  await db.schema
    .createIndex("course_visibility_is_featured_priority_idx")
    .on("course")
    .columns(["visibility", "is_featured", "priority"])
    .execute();
  for (const table of LISTED) {
    await db.schema.dropIndex(`${table}_visibility_priority_id_idx`).execute();
    await db.schema
      .createIndex(`${table}_visibility_priority_idx`)
      .on(table)
      .columns(["visibility", "priority"])
      .execute();
  }
}
