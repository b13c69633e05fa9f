import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { t } from "../../../shared/i18n/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { requires } from "../../plugins/access.ts";
import { amountReceived, findOrder } from "../orders/order.queries.ts";
import { attachTransaction, createManualTransaction } from "./transaction-admin.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Why the admin accepts an order as paid with too little money; blank means not accepted. */
const shortfallReason = z
  .string()
  .trim()
  .max(500, { error: "validation.tooLong" })
  .optional()
  .transform((v) => v || undefined);

/** The transaction management actions (the list itself is `GET /api/transaction/list`). */
export async function transactionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/transaction/attach",
    {
      config: { access: requires("transaction", "attach") },
      schema: {
        tags: ["transactions"],
        summary:
          "Attach a NEEDS_REVIEW transaction to an order: paid once its money covers the amount, or with an accepted shortfall",
        body: z.object({ transactionId: id, orderId: id, shortfallReason }),
      },
    },
    async (request) => {
      const result = await attachTransaction(app.db, {
        actor: request.actor,
        transactionId: request.body.transactionId,
        orderId: request.body.orderId,
        shortfallReason: request.body.shortfallReason,
        now: new Date(),
      });
      return { data: result };
    },
  );

  api.get(
    "/api/transaction/order-money",
    {
      config: { access: requires("transaction", "view") },
      schema: {
        tags: ["transactions"],
        summary: "An order's amount and the money linked to it so far, for the attach dialog",
        querystring: z.object({ orderId: id }),
        response: {
          200: z.object({
            data: z.object({ amount: z.number(), received: z.number(), owed: z.number() }),
          }),
        },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.query.orderId);
      if (!order) throw notFound();
      const received = await amountReceived(app.db, order.id);
      return {
        data: { amount: order.amount, received, owed: Math.max(order.amount - received, 0) },
      };
    },
  );

  api.post(
    "/api/transaction/create",
    {
      config: { access: requires("transaction", "create") },
      schema: {
        tags: ["transactions"],
        summary: "Enter a transaction by hand (provider MANUAL)",
        body: z.object({
          amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          message: z.string().trim().max(500).default(""),
          transactionTime: z.iso
            .datetime({ offset: true })
            .transform((v) => new Date(v).toISOString())
            .optional(),
          accountNumber: z.string().trim().min(1).max(40).optional(),
          bankReference: z.string().trim().min(1).max(100).optional(),
          orderId: id.optional(),
          shortfallReason,
        }),
      },
    },
    async (request) => {
      const transaction = await createManualTransaction(app.db, {
        actor: request.actor,
        input: request.body,
        bankAccountNumber: app.config.bank?.accountNumber,
        now: new Date(),
      });
      return { data: { transaction, message: t(request.locale, "success.added.transaction") } };
    },
  );
}
