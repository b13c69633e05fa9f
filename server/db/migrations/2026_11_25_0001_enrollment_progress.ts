import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The share of a course's lessons a student has completed (0–100), kept on the enrollment so
 * the library's cards show it with the list they already read. The learning feature rewrites it
 * whenever one of the student's lessons is completed and when the course outline is read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("enrollment")
    .addColumn("progress_percent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enrollment").dropColumn("progress_percent").execute();
}
