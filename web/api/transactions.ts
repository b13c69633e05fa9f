import type { z } from "zod";
import type { OrderRow as OrderRowRecord } from "../../shared/schemas/orders.ts";
import type {
  attachedTransactionSchema,
  createdTransactionSchema,
  ManualTransactionInput,
  orderMoneySchema,
  TransactionRecord,
} from "../../shared/schemas/transactions.ts";
import { apiGet, apiList, apiPost } from "./client.ts";
import type { ListResult } from "./records.ts";

/** Money received, and the order it paid (shared/schemas/transactions.ts, orders.ts). */
export type TransactionRow = TransactionRecord;
export type OrderRow = OrderRowRecord;

export type { OrderItemRow } from "./records.ts";

/** Refs a transaction list asks for: the matched order and the admin who entered it. */
export const TRANSACTION_REF_NAMES = ["order", "user"] as const;

/** The order an admin attaches a transfer to: by reference code, or by id when only digits. */
export function findOrderForAttach(term: string, signal?: AbortSignal) {
  const text = term.trim();
  const filter = /^\d{1,15}$/.test(text)
    ? (["id", "=", Number(text)] as const)
    : (["reference_code", "=", text.toUpperCase().replace(/\s+/g, "")] as const);
  return apiList<ListResult<OrderRow>>(
    "order",
    { filters: [filter], refNames: ["user", "order_item", "course"], limit: 1 },
    { signal },
  );
}

/**
 * Attaches the transaction to the order; it pays the order once the linked money covers it, or
 * with `shortfallReason`, the admin's reason for accepting less.
 */
export const attachTransaction = (
  transactionId: number,
  orderId: number,
  shortfallReason?: string,
) =>
  apiPost<z.infer<typeof attachedTransactionSchema>>("/api/transaction/attach", {
    transactionId,
    orderId,
    shortfallReason,
  });

/** An order's amount, the money linked to it so far and what is still owed. */
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const orderMoney = (orderId: number, signal?: AbortSignal) =>
  apiGet<OrderMoney>("/api/transaction/order-money", { orderId }, { signal });

export type { ManualTransactionInput };

export const createTransaction = (input: ManualTransactionInput) =>
  apiPost<z.infer<typeof createdTransactionSchema>>("/api/transaction/create", input);
