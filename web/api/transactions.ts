import type {
  ActorKind,
  OrderItemType,
  OrderStatus,
  ReviewReason,
  TransactionProvider,
  TransactionStatus,
} from "../../shared/constants.ts";
import { apiGet, apiList, apiPost } from "./client.ts";
import type { ListResult, Row } from "./records.ts";

/** Money received, as the transaction management list sends it. */
export interface TransactionRow extends Row {
  provider: TransactionProvider;
  provider_transaction_id: string | null;
  bank_reference: string | null;
  amount: number;
  message: string;
  account_number: string | null;
  transaction_time: string;
  order_id: number | null;
  status: TransactionStatus;
  review_reason: ReviewReason | null;
  /** The provider's body as it came (text, usually JSON); null for a manual one. */
  raw_payload: string | null;
  actor_kind: ActorKind;
  created_by: number | null;
  create_time: string;
}

export interface OrderRow extends Row {
  user_id: number;
  item_type: OrderItemType;
  item_id: number;
  amount: number;
  reference_code: string;
  status: OrderStatus;
  create_time: string;
  paid_time: string | null;
  expire_time: string | null;
}

export interface OrderItemRow extends Row {
  order_id: number;
  course_id: number;
  fee: number;
}

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
  apiPost<{ transaction: TransactionRow; order: OrderRow; received: number; paid: boolean }>(
    "/api/transaction/attach",
    { transactionId, orderId, shortfallReason },
  );

/** An order's amount, the money linked to it so far and what is still owed. */
export interface OrderMoney {
  amount: number;
  received: number;
  owed: number;
}

export const orderMoney = (orderId: number, signal?: AbortSignal) =>
  apiGet<OrderMoney>("/api/transaction/order-money", { orderId }, { signal });

/** What `POST /api/transaction/create` accepts; empty optional fields are left out. */
export interface ManualTransactionInput {
  amount: number;
  message: string;
  /** UTC ISO instant. */
  transactionTime?: string;
  accountNumber?: string;
  bankReference?: string;
  orderId?: number;
}

export const createTransaction = (input: ManualTransactionInput) =>
  apiPost<{ transaction: TransactionRow; message: string }>("/api/transaction/create", input);
