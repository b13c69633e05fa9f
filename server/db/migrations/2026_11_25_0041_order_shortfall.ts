import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Why an admin accepted an order as paid with less money than its amount (attaching a short
 * transfer). Null for every order paid in full. Kept on the order, so the activity log of the
 * paying UPDATE carries it with the admin as author.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order").addColumn("shortfall_reason", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order").dropColumn("shortfall_reason").execute();
}
