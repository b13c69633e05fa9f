import type { Kysely } from "kysely";
import { ACCESS_ENROLLMENT_STATUSES } from "../../../shared/constants.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize } from "../../policies/index.ts";
import { completeCourse } from "../learning/complete-course.ts";
import { findOrder, lockUserForOrders, OPEN_ENROLLMENT_STATUSES } from "../orders/order.queries.ts";
import { cancelOrdersFullyOwned, markOrderPaidIfFullyActive } from "../orders/pay-order.ts";
import { announceEnrollments } from "../orders/payment-notices.ts";

type Db = Kysely<Database>;

/**
 * The admins' enrollment actions (docs/product/orders-and-payment.md). Each runs in
 * one transaction; the activity log records every write with the admin as its author.
 */

function findEnrollmentById(db: Db, enrollmentId: number) {
  return db.selectFrom("enrollment").selectAll().where("id", "=", enrollmentId).executeTakeFirst();
}

const isOwned = (status: string) =>
  (ACCESS_ENROLLMENT_STATUSES as readonly string[]).includes(status);

/**
 * "Activate enrollment": ACTIVE now, recorded as a MANUAL transaction of its fee (money the
 * admin received by other means); its order becomes PAID once every line of it is owned, and
 * other open orders left with nothing to pay for are cancelled. The student is told.
 */
export async function activateByAdmin(
  db: Db,
  options: { actor: Actor; enrollmentId: number; now: Date },
) {
  const { actor, enrollmentId } = options;
  const now = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const enrollment = await findEnrollmentById(trx, enrollmentId);
    if (!enrollment) throw notFound();
    if (isOwned(enrollment.status)) {
      throw new AppError("CONFLICT", "errors.enrollment.alreadyActive");
    }
    authorize(actor, "activate", "enrollment", enrollment);
    await lockUserForOrders(trx, enrollment.user_id);
    const activated = await trx
      .updateTable("enrollment")
      .set({ status: "ACTIVE", activate_time: now })
      .where("id", "=", enrollment.id)
      .where("status", "in", OPEN_ENROLLMENT_STATUSES)
      .returningAll()
      .executeTakeFirst();
    if (!activated) throw new AppError("CONFLICT", "errors.enrollment.alreadyActive");
    // Read after the lock: a checkout may have pointed it at another order in between.
    const order =
      activated.order_id === null ? undefined : await findOrder(trx, activated.order_id);
    await trx
      .insertInto("transaction")
      .values({
        provider: "MANUAL",
        provider_transaction_id: null,
        amount: activated.fee,
        message: order?.reference_code ?? "",
        transaction_time: now,
        order_id: order?.id ?? null,
        status: "MATCHED",
        actor_kind: "USER",
        created_by: actor.user!.id,
      })
      .execute();
    if (order) await markOrderPaidIfFullyActive(trx, { orderId: order.id, now });
    await cancelOrdersFullyOwned(trx, { userId: enrollment.user_id });
    await announceEnrollments(trx, enrollment.user_id, [enrollment.course_id], null);
    return activated;
  });
}

/**
 * "Complete enrollment": COMPLETED now (keeping lifetime access), and the certificate issued,
 * by the same flow as a student finishing the last lesson (learning/complete-course.ts).
 */
export async function completeByAdmin(
  db: Db,
  options: { actor: Actor; enrollmentId: number; now: Date },
) {
  const { actor, enrollmentId } = options;
  const now = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const enrollment = await findEnrollmentById(trx, enrollmentId);
    if (!enrollment) throw notFound();
    if (enrollment.status === "COMPLETED") {
      throw new AppError("CONFLICT", "errors.enrollment.alreadyCompleted");
    }
    authorize(actor, "complete", "enrollment", enrollment);
    await lockUserForOrders(trx, enrollment.user_id);
    const completed = await completeCourse(trx, { enrollment, now });
    if (!completed) throw new AppError("CONFLICT", "errors.enrollment.alreadyCompleted");
    await cancelOrdersFullyOwned(trx, { userId: enrollment.user_id });
    return completed.enrollment;
  });
}

export interface CreateEnrollmentInput {
  userId: number;
  courseId: number;
  status: "ACTIVE" | "COMPLETED";
  fee: number;
}

/**
 * Adds an enrollment by hand (a student let in without an order). One enrollment per student
 * and course: an existing one is a conflict (activate it instead).
 */
export async function createByAdmin(
  db: Db,
  options: { actor: Actor; input: CreateEnrollmentInput; now: Date },
) {
  const { actor, input } = options;
  const now = options.now.toISOString();
  authorize(actor, "create", "enrollment");
  return db.transaction().execute(async (trx) => {
    const [user, course] = await Promise.all([
      trx.selectFrom("user").select("id").where("id", "=", input.userId).executeTakeFirst(),
      trx.selectFrom("course").select("id").where("id", "=", input.courseId).executeTakeFirst(),
    ]);
    if (!user || !course) throw notFound();
    await lockUserForOrders(trx, user.id);
    const created = await trx
      .insertInto("enrollment")
      .values({
        user_id: input.userId,
        course_id: input.courseId,
        status: input.status,
        fee: input.fee,
        order_id: null,
        activate_time: now,
        complete_time: input.status === "COMPLETED" ? now : null,
      })
      .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!created) throw new AppError("CONFLICT", "errors.enrollment.exists");
    await cancelOrdersFullyOwned(trx, { userId: input.userId });
    await announceEnrollments(trx, input.userId, [input.courseId], null);
    return created;
  });
}
