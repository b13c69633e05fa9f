import type { Kysely } from "kysely";
import type { z } from "zod";
import type { manualTransactionSchema } from "../../../shared/schemas/transactions.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize } from "../../policies/index.ts";
import { amountReceived, findOrder, lockUserForOrders } from "../orders/order.queries.ts";
import { payOrder } from "../orders/pay-order.ts";
import { announcePartPayment, announcePayment } from "../orders/payment-notices.ts";
import { settleTransfer } from "../webhooks/bank-transfer.ts";

type Db = Kysely<Database>;

/**
 * The admins' transaction actions (docs/product/orders-and-payment.md "Bank webhook"): attaching a NEEDS_REVIEW
 * transfer to an order by hand, and entering a transaction by hand. Both pay the order the way
 * the webhook does (pay-order.ts), in one transaction, logged with the admin as author.
 */

/**
 * Attaches a NEEDS_REVIEW transaction to an order: the admin has decided the money is for it (a
 * code mistyped, a part payment). Like the webhook, the transfer is linked and the order is paid
 * once the money linked to it covers its amount; short of that it stays open as a part payment,
 * unless the admin accepts the shortfall with a reason (`shortfallReason`, kept on the order and
 * so in the activity log). An order already paid is refused: that money is a refund case.
 */
export async function attachTransaction(
  db: Db,
  options: {
    actor: Actor;
    transactionId: number;
    orderId: number;
    shortfallReason?: string;
    now: Date;
  },
) {
  const { actor } = options;
  const now = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const transaction = await trx
      .selectFrom("transaction")
      .selectAll()
      .where("id", "=", options.transactionId)
      .executeTakeFirst();
    if (!transaction) throw notFound();
    if (transaction.status !== "NEEDS_REVIEW") {
      throw new AppError("CONFLICT", "errors.transaction.notReviewable");
    }
    authorize(actor, "attach", "transaction", transaction);
    const order = await findOrder(trx, options.orderId);
    if (!order) throw notFound();
    if (order.status === "PAID") throw new AppError("CONFLICT", "errors.order.alreadyPaid");
    // Claimed first, so that two admins attaching the same transfer cannot both pay with it.
    const attached = await trx
      .updateTable("transaction")
      .set({ status: "MATCHED", review_reason: null, order_id: order.id })
      .where("id", "=", transaction.id)
      .where("status", "=", "NEEDS_REVIEW")
      .returningAll()
      .executeTakeFirst();
    if (!attached) throw new AppError("CONFLICT", "errors.transaction.notReviewable");
    const settled = await settleLinkedMoney(trx, {
      orderId: order.id,
      shortfallReason: options.shortfallReason,
      now,
    });
    return { transaction: attached, ...settled };
  });
}

/**
 * After money was linked to an order by an admin: pays the order when the linked money covers
 * it, or when the admin accepted the shortfall (its reason stored on the order); otherwise tells
 * the student what is still owed. Refuses an order that a racing payment has just paid.
 */
async function settleLinkedMoney(
  trx: Db,
  options: { orderId: number; shortfallReason: string | undefined; now: string },
) {
  const target = await findOrder(trx, options.orderId);
  if (!target) throw notFound();
  await lockUserForOrders(trx, target.user_id);
  const received = await amountReceived(trx, target.id);
  if (received < target.amount) {
    if (!options.shortfallReason) {
      await announcePartPayment(trx, { order: target, received });
      return { order: target, received, paid: false };
    }
    await trx
      .updateTable("order")
      .set({ shortfall_reason: options.shortfallReason })
      .where("id", "=", target.id)
      .execute();
  }
  const paid = await payOrder(trx, { orderId: target.id, now: options.now });
  if (!paid) throw new AppError("CONFLICT", "errors.order.alreadyPaid");
  await announcePayment(trx, paid);
  return { order: paid.order, received, paid: true };
}

/** The checked body of `POST /api/transaction/create` (shared/schemas/transactions.ts). */
export type ManualTransactionInput = z.output<typeof manualTransactionSchema>;

/**
 * A transaction entered by hand (money the webhook missed, or paid at the desk), provider
 * MANUAL. With `orderId` it is linked to that order and settled like an attached transfer;
 * otherwise it goes through the webhook's matching (reference code in the message, account)
 * and may end NEEDS_REVIEW like any transfer.
 */
export async function createManualTransaction(
  db: Db,
  options: {
    actor: Actor;
    input: ManualTransactionInput;
    bankAccountNumber: string | undefined;
    now: Date;
  },
) {
  const { actor, input, bankAccountNumber } = options;
  const now = options.now.toISOString();
  authorize(actor, "create", "transaction");
  return db.transaction().execute(async (trx) => {
    const order = input.orderId === undefined ? undefined : await findOrder(trx, input.orderId);
    if (input.orderId !== undefined && !order) throw notFound();
    if (order?.status === "PAID") throw new AppError("CONFLICT", "errors.order.alreadyPaid");
    const accountNumber = input.accountNumber ?? bankAccountNumber ?? null;
    const { id } = await trx
      .insertInto("transaction")
      .values({
        provider: "MANUAL",
        provider_transaction_id: null,
        bank_reference: input.bankReference ?? null,
        amount: input.amount,
        message: input.message,
        account_number: accountNumber,
        transaction_time: input.transactionTime ?? now,
        // Settled below, in this transaction.
        status: "NEEDS_REVIEW",
        actor_kind: "USER",
        created_by: actor.user!.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    if (order) {
      await trx
        .updateTable("transaction")
        .set({ status: "MATCHED", order_id: order.id })
        .where("id", "=", id)
        .execute();
      await settleLinkedMoney(trx, {
        orderId: order.id,
        shortfallReason: input.shortfallReason,
        now,
      });
    } else {
      const { paid } = await settleTransfer(trx, {
        transactionId: id,
        amount: input.amount,
        searchText: input.message,
        accountNumber,
        bankAccountNumber,
        now,
      });
      if (paid) await announcePayment(trx, paid);
    }
    return trx.selectFrom("transaction").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  });
}
