import type { Kysely } from "kysely";
import {
  LATE_TRANSFER_GRACE_DAYS,
  type ReviewReason,
  type TransactionStatus,
} from "../../../shared/constants.ts";
import { isoAfter } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import {
  amountReceived,
  findOrder,
  findOrdersByReferenceCodes,
  lockUserForOrders,
} from "../orders/order.queries.ts";
import { type PaidOrder, payOrder } from "../orders/pay-order.ts";
import { announcePartPayment, announcePayment, announceReview } from "../orders/payment-notices.ts";
import { referenceCodeCandidates } from "../orders/reference-code.ts";
import type { ReportedTransfer } from "./parse-transfers.ts";

type Db = Kysely<Database>;

export interface PipelineContext {
  /** The school's receiving account (config.bank); without one no transfer can match. */
  bankAccountNumber: string | undefined;
  now: Date;
}

export type TransferOutcome =
  | { duplicate: true }
  | {
      duplicate: false;
      transactionId: number;
      status: TransactionStatus;
      reason: ReviewReason | null;
      orderId: number | null;
    };

/**
 * The bank webhook pipeline (docs/product/orders-and-payment.md "Bank webhook"), one database transaction for the
 * whole request, so a crash leaves either everything or nothing and the provider's retry
 * finds a clean slate. For each reported transaction:
 *
 * 1. store it raw, with ON CONFLICT DO NOTHING on (provider, provider id): a repeat — a retry,
 *    or twenty copies at once — inserts nothing and changes nothing else;
 * 2. an unreadable one stays NEEDS_REVIEW (MALFORMED), an outgoing one IGNORED;
 * 3. an incoming one is settled by `settleTransfer`: linked to its order (paid, and its
 *    enrollments ACTIVE, once the linked transfers add up), or NEEDS_REVIEW with the reason;
 * 4. the student and the admins are told, in the same transaction.
 *
 * Only a failed database write throws (and the route answers 5xx, so the provider retries).
 */
export async function recordBankTransfers(
  db: Db,
  transfers: readonly ReportedTransfer[],
  ctx: PipelineContext,
): Promise<TransferOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const outcomes: TransferOutcome[] = [];
    for (const transfer of transfers) outcomes.push(await recordOne(trx, transfer, ctx));
    return outcomes;
  });
}

async function recordOne(
  trx: Db,
  transfer: ReportedTransfer,
  ctx: PipelineContext,
): Promise<TransferOutcome> {
  const now = ctx.now.toISOString();
  const isTransfer = transfer.kind === "transfer";
  const inserted = await trx
    .insertInto("transaction")
    .values({
      provider: transfer.provider,
      provider_transaction_id: transfer.providerTransactionId,
      bank_reference: isTransfer ? transfer.bankReference : null,
      amount: isTransfer ? transfer.amount : 0,
      message: isTransfer ? transfer.message : "",
      account_number: isTransfer ? transfer.accountNumber : null,
      transaction_time: isTransfer ? transfer.transactionTime : now,
      // Final for MALFORMED and IGNORED; provisional for an incoming transfer, settled below.
      status: !isTransfer ? "NEEDS_REVIEW" : transfer.incoming ? "NEEDS_REVIEW" : "IGNORED",
      review_reason: isTransfer ? null : "MALFORMED",
      raw_payload: transfer.raw,
      actor_kind: "WEBHOOK",
      created_by: null,
    })
    .onConflict((oc) => oc.columns(["provider", "provider_transaction_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { duplicate: true };

  if (!isTransfer) {
    await announceReview(trx, { transactionId: inserted.id, amount: 0, reason: "MALFORMED" });
    return result(inserted.id, "NEEDS_REVIEW", "MALFORMED", null);
  }
  if (!transfer.incoming) return result(inserted.id, "IGNORED", null, null);

  const settled = await settleTransfer(trx, {
    transactionId: inserted.id,
    amount: transfer.amount,
    searchText: transfer.searchText,
    accountNumber: transfer.accountNumber,
    bankAccountNumber: ctx.bankAccountNumber,
    now,
  });
  if (settled.paid) await announcePayment(trx, settled.paid);
  return result(inserted.id, settled.status, settled.reason, settled.orderId);
}

const result = (
  transactionId: number,
  status: TransactionStatus,
  reason: ReviewReason | null,
  orderId: number | null,
): TransferOutcome => ({ duplicate: false, transactionId, status, reason, orderId });

export interface Settlement {
  status: "MATCHED" | "NEEDS_REVIEW";
  reason: ReviewReason | null;
  orderId: number | null;
  /** Set when this transfer paid the order. */
  paid: PaidOrder | null;
}

/**
 * Matches one stored incoming transaction to an order, or marks it NEEDS_REVIEW: the money
 * must reach the school's account (WRONG_ACCOUNT), name a real order's reference code
 * (UNKNOWN_CODE) and find that order unpaid (ALREADY_PAID). A matched transfer is linked to
 * the order (MATCHED) whatever its amount: part payments add up, and once the transfers linked
 * to the order cover its amount the order is paid; until then the student is told what was
 * received and what is still owed. An order CANCELLED by expiry takes money within
 * LATE_TRANSFER_GRACE_DAYS of its expiry, and sends it to review after (EXPIRED): its price
 * was locked at checkout and must not be kept for ever. Used by the webhooks and by an
 * admin's manual entry.
 */
export async function settleTransfer(
  trx: Db,
  input: {
    transactionId: number;
    amount: number;
    searchText: string;
    accountNumber: string | null;
    bankAccountNumber: string | undefined;
    now: string;
  },
): Promise<Settlement> {
  const review = async (reason: ReviewReason): Promise<Settlement> => {
    await trx
      .updateTable("transaction")
      .set({ status: "NEEDS_REVIEW", review_reason: reason, order_id: null })
      .where("id", "=", input.transactionId)
      .execute();
    await announceReview(trx, {
      transactionId: input.transactionId,
      amount: input.amount,
      reason,
    });
    return { status: "NEEDS_REVIEW", reason, orderId: null, paid: null };
  };

  if (!sameAccount(input.accountNumber, input.bankAccountNumber)) return review("WRONG_ACCOUNT");
  const named = await findNamedOrder(trx, input.searchText);
  if (!named) return review("UNKNOWN_CODE");
  // Taken before reading the order and its money, so that two part payments arriving at once
  // queue and the second one sees the first (PostgreSQL; SQLite has one writer anyway).
  await lockUserForOrders(trx, named.user_id);
  const order = await findOrder(trx, named.id);
  if (!order || order.status === "PAID") return review("ALREADY_PAID");
  if (order.status === "CANCELLED" && tooLate(order.expire_time, input.now)) {
    return review("EXPIRED");
  }
  await trx
    .updateTable("transaction")
    .set({ status: "MATCHED", review_reason: null, order_id: order.id })
    .where("id", "=", input.transactionId)
    .execute();
  const received = await amountReceived(trx, order.id);
  if (received < order.amount) {
    await announcePartPayment(trx, { order, received });
    return { status: "MATCHED", reason: null, orderId: order.id, paid: null };
  }
  const paid = await payOrder(trx, { orderId: order.id, now: input.now });
  if (!paid) return review("ALREADY_PAID");
  return { status: "MATCHED", reason: null, orderId: order.id, paid };
}

/** Whether `now` is past the grace after an order's expiry. */
function tooLate(expireTime: string, now: string): boolean {
  return isoAfter(LATE_TRANSFER_GRACE_DAYS * 24 * 3_600_000, expireTime) < now;
}

/** The order whose reference code appears first in the text, if any. */
export async function findNamedOrder(trx: Db, text: string) {
  const candidates = referenceCodeCandidates(text).slice(0, 50);
  const orders = await findOrdersByReferenceCodes(trx, candidates);
  const byCode = new Map(orders.map((o) => [o.reference_code, o]));
  for (const code of candidates) {
    const order = byCode.get(code);
    if (order) return order;
  }
  return undefined;
}

/** Account numbers compare without spaces, dots or dashes and case-insensitively. */
export function sameAccount(reported: string | null, ours: string | undefined): boolean {
  if (!reported || !ours) return false;
  const norm = (v: string) => v.replace(/[\s.-]/g, "").toUpperCase();
  return norm(reported) === norm(ours);
}
