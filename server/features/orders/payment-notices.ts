import type { Kysely } from "kysely";
import type { Locale, ReviewReason } from "../../../shared/constants.ts";
import { ORDER_EXPIRY_DAYS } from "../../../shared/constants.ts";
import { formatPrice } from "../../../shared/format.ts";
import { t } from "../../../shared/i18n/index.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { Database } from "../../db/schema.ts";
import { enrollmentMail } from "../../jobs/enrollment-mail.ts";
import { enqueue } from "../../jobs/queue.ts";
import { notify, notifyAdmins } from "../notifications/notify.ts";
import { amountReceived, type OrderRow } from "./order.queries.ts";
import type { PaidOrder } from "./pay-order.ts";

type Db = Kysely<Database>;

/**
 * Who hears about money (docs/product/orders-and-payment.md "When an order is paid"), always inside the transaction
 * that made the change, so a notice exists only for what was committed. Texts are written in
 * each recipient's language by the notifications module.
 */

/** The student: one ENROLLMENT_ACTIVATED per course opened; the admins: PAYMENT_RECEIVED. */
export async function announcePayment(trx: Db, paid: PaidOrder): Promise<void> {
  await announceEnrollments(
    trx,
    paid.order.user_id,
    paid.activatedCourseIds,
    paid.order.reference_code,
  );
  const student = await trx
    .selectFrom("user")
    .select("full_name")
    .where("id", "=", paid.order.user_id)
    .executeTakeFirst();
  // The money that actually arrived (part payments summed), not the order's price: an admin
  // may have accepted less.
  const received = await amountReceived(trx, paid.order.id);
  await notifyAdmins(trx, {
    type: "PAYMENT_RECEIVED",
    params: {
      amount: (locale) => formatPrice(received, locale, { zeroAsFree: false }),
      reference: paid.order.reference_code,
      name: student?.full_name ?? "",
    },
    link: buildPath("transaction_management"),
  });
}

/**
 * ENROLLMENT_ACTIVATED for each course, linking to its learning page, and one e-mail "You have
 * successfully enrolled in the course" listing them (queued: sent by the enrollment-mail job).
 * `reference` is the paid order's code, or null when an admin opened the courses.
 */
export async function announceEnrollments(
  trx: Db,
  userId: number,
  courseIds: readonly number[],
  reference: string | null,
): Promise<void> {
  if (courseIds.length === 0) return;
  const courses = await trx
    .selectFrom("course")
    .select(["id", "name"])
    .where("id", "in", courseIds)
    .execute();
  for (const course of courses) {
    await notify(trx, userId, {
      type: "ENROLLMENT_ACTIVATED",
      params: { course: course.name },
      link: buildPath("learning_resume", { courseId: String(course.id) }),
    });
  }
  await enqueue(trx, enrollmentMail, { userId, courseIds: [...courseIds], reference });
}

/**
 * The student: a transfer was linked to their order but the money so far is short of its
 * amount; the link opens the checkout page, which shows what is owed and a QR code for it.
 */
export async function announcePartPayment(
  trx: Db,
  part: { order: OrderRow; received: number },
): Promise<void> {
  const { order, received } = part;
  const price = (amount: number) => (locale: Locale) =>
    formatPrice(amount, locale, { zeroAsFree: false });
  await notify(trx, order.user_id, {
    type: "PAYMENT_PARTIAL",
    params: {
      received: price(received),
      owed: price(order.amount - received),
      reference: order.reference_code,
    },
    link: checkoutPath(order),
  });
}

/** The admins: a transfer kept as NEEDS_REVIEW, with its reason in their language. */
export async function announceReview(
  trx: Db,
  review: { transactionId: number; amount: number; reason: ReviewReason },
): Promise<void> {
  await notifyAdmins(trx, {
    type: "PAYMENT_NEEDS_REVIEW",
    params: {
      amount: (locale) => formatPrice(review.amount, locale, { zeroAsFree: false }),
      reason: (locale) => t(locale, `enums.reviewReason.${review.reason}`),
    },
    link: buildPath("transaction_management", {}, { id: review.transactionId }),
  });
}

/** The student: their order was cancelled for want of payment. */
export async function announceExpiry(
  trx: Db,
  order: { user_id: number; reference_code: string; item_type: string; item_id: number },
): Promise<void> {
  await notify(trx, order.user_id, {
    type: "ORDER_EXPIRED",
    params: { reference: order.reference_code, days: ORDER_EXPIRY_DAYS },
    link: checkoutPath(order),
  });
}

function checkoutPath(order: { item_type: string; item_id: number }): string {
  return buildPath("checkout", {
    type: order.item_type === "COMBO" ? "combo" : "course",
    id: String(order.item_id),
  });
}
