import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { t } from "../../../shared/i18n/index.ts";
import {
  attachTransactionSchema,
  manualTransactionSchema,
  transactionAnswers,
} from "../../../shared/schemas/transactions.ts";
import { requires } from "../../plugins/access.ts";
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
        summary: "Attach a NEEDS_REVIEW transaction to an order, which it pays",
        body: attachTransactionSchema,
        response: transactionAnswers.attach,
      },
    },
    async (request) => {
      const result = await attachTransaction(app.db, {
        actor: request.actor,
        transactionId: request.body.transactionId,
        orderId: request.body.orderId,
        now: new Date(),
      });
      return { data: result };
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
