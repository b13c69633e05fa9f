import type { Kysely } from "kysely";
import { z } from "zod";
import { CHECKOUT_TYPES, ORDER_ITEM_TYPES, ORDER_STATUSES } from "../../../shared/constants.ts";
import { buildVietQrPayload } from "../../../shared/vietqr/payload.ts";
import type { BankAccount } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { CheckoutResult } from "./checkout.ts";
import { amountReceived, coursesByIds, findCombo, type OrderRow } from "./order.queries.ts";

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
type ItemSummary = Extract<CheckoutAnswer, { kind: "order" }>["item"];

export async function checkoutAnswer(
  db: Kysely<Database>,
  result: CheckoutResult,
  bank: BankAccount | undefined,
): Promise<CheckoutAnswer> {
  if (result.kind === "owned") return result;
  // checkout() refuses to open or show an order without a bank account.
  if (!bank) throw new Error("An order answer needs the bank account");
  const { order, lines, ownedCourseIds } = result;
  const courses = await coursesByIds(db, [...lines.map((l) => l.course_id), ...ownedCourseIds]);
  return {
    kind: "order",
    order: publicOrder(order, await amountReceived(db, order.id)),
    items: lines,
    item: await itemSummary(db, order, courses),
    courses,
    ownedCourseIds,
    payment: {
      bank: {
        name: bank.name,
        bin: bank.bin,
        branch: bank.branch,
        accountName: bank.accountName,
        accountNumber: bank.accountNumber,
        demo: bank.demo,
      },
      amount: order.amount,
      message: order.reference_code,
      qrPayload: buildVietQrPayload({
        bin: bank.bin,
        accountNumber: bank.accountNumber,
        amount: order.amount,
        message: order.reference_code,
      }),
    },
  };
}

export function publicOrder(order: OrderRow, received: number): z.infer<typeof orderSchema> {
  return {
    id: order.id,
    item_type: order.item_type,
    item_id: order.item_id,
    amount: order.amount,
    reference_code: order.reference_code,
    status: order.status,
    create_time: order.create_time,
    paid_time: order.paid_time,
    expire_time: order.expire_time,
    received,
  };
}

async function itemSummary(
  db: Kysely<Database>,
  order: OrderRow,
  courses: z.infer<typeof courseSummary>[],
): Promise<ItemSummary> {
  if (order.item_type === "COURSE") {
    const course = courses.find((c) => c.id === order.item_id);
    if (!course) throw new Error(`Order ${order.id} names a missing course`);
    return { type: "course", ...course };
  }
  const combo = await findCombo(db, order.item_id);
  if (!combo) throw new Error(`Order ${order.id} names a missing combo`);
  return { type: "combo", id: combo.id, name: combo.name, slug: combo.slug, price: combo.price };
}
