import type { Kysely } from "kysely";
import type { InvoiceRequestRecord } from "../../../shared/schemas/orders.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";

type Db = Kysely<Database>;

/**
 * A VAT invoice request on an order (issue 19 item 6, docs/product/orders-and-payment.md
 * "VAT invoices"): the buyer asks or changes it on their own order until the staff mark it
 * handled; the staff issue the e-invoice outside the platform. Each write is one UPDATE of the
 * order, so the activity log keeps who asked, what changed and who handled it.
 */
export interface InvoiceRequestOptions {
  actor: Actor;
  orderId: number;
  company: string;
  taxCode: string;
  address: string;
  email: string;
  now: Date;
}

export async function requestInvoice(
  db: Db,
  o: InvoiceRequestOptions,
): Promise<InvoiceRequestRecord> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("order")
      .select(["id", "user_id", "status", "invoice_request_time", "invoice_handled_time"])
      .where("id", "=", o.orderId)
      .executeTakeFirst();
    // Someone else's order is answered as missing, as on the checkout page.
    if (!order || order.user_id !== o.actor.user?.id) throw notFound();
    if (order.status === "CANCELLED") {
      throw new AppError("CONFLICT", "errors.order.invoiceCancelled");
    }
    if (order.invoice_handled_time) throw new AppError("CONFLICT", "errors.order.invoiceHandled");
    await trx
      .updateTable("order")
      .set({
        invoice_company: o.company,
        invoice_tax_code: o.taxCode,
        invoice_address: o.address,
        invoice_email: o.email,
        invoice_request_time: order.invoice_request_time ?? o.now.toISOString(),
      })
      .where("id", "=", order.id)
      .where("invoice_handled_time", "is", null)
      .execute();
    return readInvoiceRequest(trx, order.id) as Promise<InvoiceRequestRecord>;
  });
}

/** The staff mark a request handled (the invoice was issued); doing it again changes nothing. */
export async function markInvoiceHandled(
  db: Db,
  o: { orderId: number; now: Date },
): Promise<InvoiceRequestRecord> {
  return db.transaction().execute(async (trx) => {
    const request = await readInvoiceRequest(trx, o.orderId);
    if (!request) {
      const exists = await trx
        .selectFrom("order")
        .select("id")
        .where("id", "=", o.orderId)
        .executeTakeFirst();
      if (!exists) throw notFound();
      throw new AppError("CONFLICT", "errors.order.noInvoiceRequest");
    }
    if (request.handledTime) return request;
    await trx
      .updateTable("order")
      .set({ invoice_handled_time: o.now.toISOString() })
      .where("id", "=", o.orderId)
      .execute();
    return (await readInvoiceRequest(trx, o.orderId)) as InvoiceRequestRecord;
  });
}

export async function readInvoiceRequest(
  db: Db,
  orderId: number,
): Promise<InvoiceRequestRecord | null> {
  const row = await db
    .selectFrom("order")
    .select([
      "id",
      "invoice_company",
      "invoice_tax_code",
      "invoice_address",
      "invoice_email",
      "invoice_request_time",
      "invoice_handled_time",
    ])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!row?.invoice_request_time) return null;
  return {
    orderId: row.id,
    company: row.invoice_company ?? "",
    taxCode: row.invoice_tax_code ?? "",
    address: row.invoice_address ?? "",
    email: row.invoice_email ?? "",
    requestTime: row.invoice_request_time,
    handledTime: row.invoice_handled_time,
  };
}
