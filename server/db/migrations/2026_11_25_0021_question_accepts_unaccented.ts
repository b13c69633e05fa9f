import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A text-completion question may accept blanks typed without tone marks ("ha noi" for
 * "Hà Nội"): 1 turns it on, per question, in the quiz editor. Graded by shared/quiz/.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("question")
    .addColumn("accepts_unaccented", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("question").dropColumn("accepts_unaccented").execute();
}
