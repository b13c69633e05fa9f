import { type ColumnDataType, type Kysely, PostgresAdapter } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A VAT invoice request on an order (issue 19 item 6): the buyer's company name, tax code
 * (mã số thuế), address and the e-mail the invoice goes to, when it was asked for, and when the
 * staff marked it handled (after which the buyer can no longer change it). Issuing e-invoices
 * is done outside the platform.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const time = (pg ? "timestamptz(3)" : "text") as ColumnDataType;
  for (const column of [
    "invoice_company",
    "invoice_tax_code",
    "invoice_address",
    "invoice_email",
  ]) {
    await db.schema.alterTable("order").addColumn(column, "text").execute();
  }
  for (const column of ["invoice_request_time", "invoice_handled_time"]) {
    await db.schema.alterTable("order").addColumn(column, time).execute();
  }
  await db.schema
    .createIndex("order_invoice_request_time_idx")
    .on("order")
    .column("invoice_request_time")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("order_invoice_request_time_idx").execute();
  for (const column of [
    "invoice_handled_time",
    "invoice_request_time",
    "invoice_email",
    "invoice_address",
    "invoice_tax_code",
    "invoice_company",
  ]) {
    await db.schema.alterTable("order").dropColumn(column).execute();
  }
}
