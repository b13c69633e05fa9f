import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { t } from "../../../shared/i18n/index.ts";
import {
  attachTransactionSchema,
  manualTransactionSchema,
  orderMoneyQuerySchema,
  transactionAnswers,
} from "../../../shared/schemas/transactions.ts";
import { notFound } from "../../lib/app-error.ts";
import { requires } from "../../plugins/access.ts";
import { amountReceived, findOrder } from "../orders/order.queries.ts";
import { attachTransaction, createManualTransaction } from "./transaction-admin.ts";

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
        body: attachTransactionSchema,
        response: transactionAnswers.attach,
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
        querystring: orderMoneyQuerySchema,
        response: transactionAnswers.orderMoney,
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
        body: manualTransactionSchema,
        response: transactionAnswers.create,
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
