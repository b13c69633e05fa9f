import type { Kysely } from "kysely";
import { ACCESS_ENROLLMENT_STATUSES } from "../../../shared/constants.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { courseSalePrice, findCourseForSale, lockUserForOrders } from "../orders/order.queries.ts";
import { activateEnrollment, cancelOrdersFullyOwned } from "../orders/pay-order.ts";

export interface EnrollFreeOptions {
  user: { id: number; status: string };
  courseId: number;
  now: Date;
}

/**
 * Free enrolment (docs/product/api.md `POST /api/library/enroll`, docs/product/orders-and-payment.md "Enrolment"): a PUBLIC course whose
 * sale price is 0 now is enrolled at once, ACTIVE with fee 0. A paid course answers
 * PAYMENT_REQUIRED (the page goes to checkout), a PRIVATE or ARCHIVED one is refused, and an
 * unverified (PENDING) user is told to verify first. Idempotent: a course already owned is
 * answered as it is. An AWAITING_PAYMENT or CANCELLED enrollment (the course was paid before)
 * becomes ACTIVE, and an open order left with nothing to pay for is cancelled.
 */
export async function enrollFree(db: Kysely<Database>, options: EnrollFreeOptions) {
  const { user, courseId, now } = options;
  if (user.status !== "ACTIVE") throw new AppError("FORBIDDEN", "errors.order.verifyFirst");
  return db.transaction().execute(async (trx) => {
    await lockUserForOrders(trx, user.id);
    const course = await findCourseForSale(trx, courseId);
    if (!course) throw notFound();
    const existing = await findEnrollment(trx, user.id, course.id);
    if (existing && isOwned(existing.status)) return { enrollment: existing, created: false };
    if (course.visibility !== "PUBLIC") throw new AppError("FORBIDDEN", "errors.order.notOpen");
    if (courseSalePrice(course, now) > 0) {
      throw new AppError("PAYMENT_REQUIRED", "errors.order.notFree");
    }
    await activateEnrollment(trx, {
      userId: user.id,
      courseId: course.id,
      orderId: null,
      fee: 0,
      now: now.toISOString(),
    });
    await cancelOrdersFullyOwned(trx, { userId: user.id });
    const enrollment = await findEnrollment(trx, user.id, course.id);
    return { enrollment: enrollment!, created: true };
  });
}

const isOwned = (status: string) =>
  (ACCESS_ENROLLMENT_STATUSES as readonly string[]).includes(status);

export function findEnrollment(db: Kysely<Database>, userId: number, courseId: number) {
  return db
    .selectFrom("enrollment")
    .selectAll()
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
}
