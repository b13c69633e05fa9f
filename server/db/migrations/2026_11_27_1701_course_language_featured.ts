import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A course's teaching language and its featured flag (issue 17 item 1,
 * docs/decisions/042-course-language-and-featured.md):
 * - `language`: a BCP 47 tag ('vi', 'en'), checked by the application like every closed list;
 *   the courses that exist were written for this Vietnamese school, so they are 'vi';
 * - `is_featured`: 0/1 like every flag; the home page lists featured courses first.
 * The home page lists public courses by (is_featured, priority) descending: an index on
 * (visibility, is_featured, priority), read backwards, gives that order without a sort.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("course")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("vi"))
    .execute();
  await db.schema
    .alterTable("course")
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("course_visibility_is_featured_priority_idx")
    .on("course")
    .columns(["visibility", "is_featured", "priority"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("course_visibility_is_featured_priority_idx").execute();
  await db.schema.alterTable("course").dropColumn("is_featured").execute();
  await db.schema.alterTable("course").dropColumn("language").execute();
}
