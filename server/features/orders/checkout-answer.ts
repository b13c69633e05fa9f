import type { Kysely } from "kysely";
import type { CheckoutAnswer, CourseSummary, OrderRecord } from "../../../shared/schemas/orders.ts";
import { buildVietQrPayload } from "../../../shared/vietqr/payload.ts";
import type { BankAccount } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { CheckoutResult } from "./checkout.ts";
import { amountReceived, coursesByIds, findCombo, type OrderRow } from "./order.queries.ts";

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
  const courses = await coursesByIds(
    db,
    [...lines.map((l) => l.course_id), ...ownedCourseIds],
    new Date(),
  );
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

export function publicOrder(order: OrderRow, received: number): OrderRecord {
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
  courses: CourseSummary[],
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
