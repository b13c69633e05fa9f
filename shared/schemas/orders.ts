/**
 * Orders: the student's checkout and the status its page polls (`/api/order/*`), and the order
 * records staff see next to transactions. One schema for the server's answers and the web app.
 */
import { z } from "zod";
import { CHECKOUT_TYPES, ORDER_ITEM_TYPES, ORDER_STATUSES } from "../constants.ts";
import { successEnvelopeSchema } from "../errors.ts";
import { email } from "./common.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const checkoutBodySchema = z.object({ type: z.enum(CHECKOUT_TYPES), id });
export const orderStatusQuerySchema = z.object({ id, locale: z.string().optional() });

/** An order as the student's pages receive it. */
export const orderSchema = z.object({
  id: z.number(),
  item_type: z.enum(ORDER_ITEM_TYPES),
  item_id: z.number(),
  amount: z.number(),
  reference_code: z.string(),
  status: z.enum(ORDER_STATUSES),
  create_time: z.string(),
  paid_time: z.string().nullable(),
  expire_time: z.string(),
  /** The money of the transfers linked to the order so far (part payments summed). */
  received: z.number(),
});

const courseSummary = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  /** Today's sale price (its running PUBLIC promotion applied): what a combo saves against. */
  salePrice: z.number(),
});

/**
 * The answer of `POST /api/order/checkout`: `owned` (the page shows Learn now), or the order
 * with its lines, what it buys, and how to pay it — the bank account, the exact amount and
 * transfer message, and the VietQR payload the page draws locally.
 */
export const checkoutAnswerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("owned"), courseId: z.number() }),
  z.object({
    kind: z.literal("order"),
    order: orderSchema,
    items: z.array(z.object({ id: z.number(), course_id: z.number(), fee: z.number() })),
    item: z.object({
      type: z.enum(CHECKOUT_TYPES),
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      price: z.number(),
    }),
    /** The courses of the lines and, for a combo, those already owned. */
    courses: z.array(courseSummary),
    ownedCourseIds: z.array(z.number()),
    payment: z.object({
      bank: z.object({
        name: z.string(),
        bin: z.string(),
        branch: z.string(),
        accountName: z.string(),
        accountNumber: z.string(),
        demo: z.boolean(),
      }),
      amount: z.number(),
      /** The exact transfer message: the order's reference code. */
      message: z.string(),
      qrPayload: z.string(),
    }),
  }),
]);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;
export type OrderAnswer = Extract<CheckoutAnswer, { kind: "order" }>;
export type OrderRecord = z.infer<typeof orderSchema>;
export type CourseSummary = z.infer<typeof courseSummary>;
export type PaymentInstructions = OrderAnswer["payment"];

/** An order row as stored, for staff (the student's answers leave out the user id). */
export const orderRowSchema = orderSchema.omit({ received: true }).extend({ user_id: z.number() });
export type OrderRow = z.infer<typeof orderRowSchema>;

export const checkoutAnswers = {
  checkout: { 200: successEnvelopeSchema(checkoutAnswerSchema) },
  status: { 200: successEnvelopeSchema(orderSchema) },
};

// ---- VAT invoice requests (issue 19 item 6) ---------------------------------------------------

/**
 * Mã số thuế: 10 digits (a company), or 10 digits, a hyphen and 3 more (a branch). Spaces are
 * dropped while typing; the stored form is the bare digits with the one hyphen.
 */
export const TAX_CODE_PATTERN = /^\d{10}(?:-\d{3})?$/;

const invoiceText = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .max(max, { error: "validation.tooLong" });

export const invoiceRequestSchema = z.object({
  orderId: id,
  company: invoiceText(300),
  taxCode: z
    .string({ error: "validation.required" })
    .overwrite((value) => value.replace(/\s+/g, ""))
    .min(1, { error: "validation.required", abort: true })
    .regex(TAX_CODE_PATTERN, { error: "validation.invalidTaxCode" }),
  address: invoiceText(500),
  email: email,
});
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;

export const invoiceHandledSchema = z.object({ orderId: id });

/** An order's invoice request as its buyer and the staff read it. */
export const invoiceRequestRecordSchema = z.object({
  orderId: z.number(),
  company: z.string(),
  taxCode: z.string(),
  address: z.string(),
  email: z.string(),
  requestTime: z.string(),
  handledTime: z.string().nullable(),
});
export type InvoiceRequestRecord = z.infer<typeof invoiceRequestRecordSchema>;

export const invoiceAnswers = {
  request: { 200: successEnvelopeSchema(invoiceRequestRecordSchema) },
};
