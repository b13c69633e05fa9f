import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkoutAnswers,
  checkoutBodySchema,
  invoiceAnswers,
  invoiceHandledSchema,
  invoiceRequestSchema,
  orderStatusQuerySchema,
} from "../../../shared/schemas/orders.ts";
import { notFound } from "../../lib/app-error.ts";
import { requires, SIGNED_IN } from "../../plugins/access.ts";
import { checkout } from "./checkout.ts";
import { checkoutAnswer, publicOrder } from "./checkout-answer.ts";
import { markInvoiceHandled, requestInvoice } from "./invoice-request.ts";
import { amountReceived, findOrder } from "./order.queries.ts";
import { readReceipt, receiptFilename, receiptPdf } from "./receipt.ts";

/** The student's side of orders: checkout, and the status the checkout page polls. */
export async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/order/checkout",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["orders"],
        summary: "Create or return the open order of a course or combo, with how to pay it",
        body: checkoutBodySchema,
        response: checkoutAnswers.checkout,
      },
    },
    async (request) => {
      const user = request.actor.user!;
      const result = await checkout(app.db, {
        user,
        type: request.body.type,
        itemId: request.body.id,
        now: new Date(),
        bankConfigured: app.config.bank !== undefined,
      });
      return { data: await checkoutAnswer(app.db, result, app.config.bank) };
    },
  );

  api.get(
    "/api/order/status",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["orders"],
        summary: "One of the student's own orders, for the checkout page to watch",
        querystring: orderStatusQuerySchema,
        response: checkoutAnswers.status,
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.query.id);
      // Someone else's order is answered as missing: its existence is not the asker's business.
      if (!order || order.user_id !== request.actor.user!.id) throw notFound();
      return { data: publicOrder(order, await amountReceived(app.db, order.id)) };
    },
  );

  api.get(
    "/api/order/receipt",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["orders"],
        summary: "A paid order's receipt as an A4 PDF (its buyer, or staff who see orders)",
        querystring: orderStatusQuerySchema,
        response: { 200: z.any().describe("application/pdf") },
      },
    },
    async (request, reply) => {
      const data = await readReceipt(app.db, request.actor, request.query.id);
      const pdf = await receiptPdf(data, { locale: request.locale, school: app.config.siteName });
      return reply
        .header("content-type", "application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="${receiptFilename(data.referenceCode)}"`,
        )
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  api.post(
    "/api/order/invoice",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["orders"],
        summary: "Ask for (or change) a VAT invoice on one's own order, until staff handle it",
        body: invoiceRequestSchema,
        response: invoiceAnswers.request,
      },
    },
    async (request) => {
      const { orderId, company, taxCode, address, email } = request.body;
      const data = await requestInvoice(app.db, {
        actor: request.actor,
        orderId,
        company,
        taxCode,
        address,
        email,
        now: new Date(),
      });
      return { data };
    },
  );

  api.post(
    "/api/order/invoice-handled",
    {
      config: { access: requires("order", "handleInvoice") },
      schema: {
        tags: ["orders"],
        summary: "Mark an order's VAT invoice request handled (the invoice was issued)",
        body: invoiceHandledSchema,
        response: invoiceAnswers.request,
      },
    },
    async (request) => ({
      data: await markInvoiceHandled(app.db, { orderId: request.body.orderId, now: new Date() }),
    }),
  );
}
