import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Indexes for the dashboard's aggregates and the activity log's filters
 * (server/features/dashboard/README.md): each chart is one GROUP BY over a time range, which
 * these let the engine read from the index alone (the summed amount is in the index), and each
 * log filter is an equality followed by the newest-first order on log_time.
 */
const INDEXES: ReadonlyArray<[table: string, columns: string[]]> = [
  ["transaction", ["status", "transaction_time", "amount"]],
  ["enrollment", ["activate_time", "course_id"]],
  ["lesson_progress", ["update_time", "user_id"]],
  ["activity_log", ["user_id", "log_time"]],
  ["activity_log", ["table_name", "log_time"]],
  ["activity_log", ["type", "log_time"]],
];

const nameOf = (table: string, columns: string[]) => `${table}_${columns.join("_")}_idx`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of INDEXES) {
    await db.schema.createIndex(nameOf(table, columns)).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of INDEXES) {
    await db.schema.dropIndex(nameOf(table, columns)).execute();
  }
}
