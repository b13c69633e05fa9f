/**
 * Money received (`/api/transaction/*`): the staff actions' bodies and answers, and the
 * transaction record the management list and those answers carry.
 */
import { z } from "zod";
import {
  ACTOR_KINDS,
  REVIEW_REASONS,
  TRANSACTION_PROVIDERS,
  TRANSACTION_STATUSES,
} from "../constants.ts";
import { successEnvelopeSchema } from "../errors.ts";
import { orderRowSchema } from "./orders.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const transactionRecordSchema = z.object({
  id: z.number(),
  provider: z.enum(TRANSACTION_PROVIDERS),
  provider_transaction_id: z.string().nullable(),
  bank_reference: z.string().nullable(),
  amount: z.number(),
  message: z.string(),
  account_number: z.string().nullable(),
  transaction_time: z.string(),
  order_id: z.number().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  review_reason: z.enum(REVIEW_REASONS).nullable(),
  /** The provider's body as it came (text, usually JSON); null for a manual one. */
  raw_payload: z.string().nullable(),
  actor_kind: z.enum(ACTOR_KINDS),
  created_by: z.number().nullable(),
  create_time: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

/** Why the admin accepts an order as paid with too little money; blank means not accepted. */
const shortfallReason = z
  .string()
  .trim()
  .max(500, { error: "validation.tooLong" })
  .optional()
  .transform((v) => v || undefined);

export const attachTransactionSchema = z.object({
  transactionId: id,
  orderId: id,
  shortfallReason,
});

/** A transaction entered by hand (provider MANUAL); empty optional fields are left out. */
export const manualTransactionSchema = z.object({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  message: z.string().trim().max(500).default(""),
  /** When the money arrived (default now): any ISO instant with an offset, stored as UTC. */
  transactionTime: z.iso
    .datetime({ offset: true })
    .transform((v) => new Date(v).toISOString())
    .optional(),
  /** The receiving account; omitted means the school's own. */
  accountNumber: z.string().trim().min(1).max(40).optional(),
  bankReference: z.string().trim().min(1).max(100).optional(),
  /** Links to this order directly; without it the message is matched like a webhook's. */
  orderId: id.optional(),
  /** With `orderId`: pays the order even though the money falls short, for this reason. */
  shortfallReason,
});
export type ManualTransactionInput = z.input<typeof manualTransactionSchema>;

export const attachedTransactionSchema = z.object({
  transaction: transactionRecordSchema,
  order: orderRowSchema,
  /** The money linked to the order so far, this transfer included. */
  received: z.number(),
  /** Whether the order is paid now (covered, or its shortfall accepted). */
  paid: z.boolean(),
});

export const orderMoneyQuerySchema = z.object({ orderId: id });

/** `GET /api/transaction/order-money`: what the attach and add dialogs show before saving. */
export const orderMoneySchema = z.object({
  amount: z.number(),
  received: z.number(),
  owed: z.number(),
});
export const createdTransactionSchema = z.object({
  transaction: transactionRecordSchema,
  message: z.string(),
});

export const transactionAnswers = {
  attach: { 200: successEnvelopeSchema(attachedTransactionSchema) },
  create: { 200: successEnvelopeSchema(createdTransactionSchema) },
  orderMoney: { 200: successEnvelopeSchema(orderMoneySchema) },
};
