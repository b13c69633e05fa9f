import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The activity log keeps, besides the statement, the record it touched (`record_id`, when one
 * row of a table with an id) and the values before and after the write (`changes`: JSON, a list
 * of `{ id, before, after }`, secrets redacted), so the log screen can show a readable diff and
 * link to the record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("activity_log").addColumn("record_id", "integer").execute();
  await db.schema.alterTable("activity_log").addColumn("changes", "text").execute();
  await db.schema
    .createIndex("activity_log_table_name_record_id_idx")
    .on("activity_log")
    .columns(["table_name", "record_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("activity_log_table_name_record_id_idx").execute();
  await db.schema.alterTable("activity_log").dropColumn("changes").execute();
  await db.schema.alterTable("activity_log").dropColumn("record_id").execute();
}
