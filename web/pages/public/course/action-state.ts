import type { EnrollmentStatus, OrderItemType } from "../../../../shared/constants.ts";
import { buildPath } from "../../../../shared/routes.ts";
import { NEXT_PARAM } from "../../../frame/access.ts";

/**
 * The course page's action button (docs/product/states-and-learning.md "Enrolment"):
 * - ACTIVE or COMPLETED enrollment → Learn now (the learning page resumes the course);
 * - AWAITING_PAYMENT → Complete enrollment, which goes to the checkout of its order;
 * - otherwise (none, or CANCELLED) a sale price of 0 → Enroll now (a visitor signs in first),
 *   any other → Buy now, to the course's checkout (whose guard sends visitors to register).
 */
export type CourseAction =
  | { kind: "learn"; to: string }
  | { kind: "complete"; orderId: number | null; fallback: string }
  | { kind: "enroll"; signInFirst: string | null }
  | { kind: "buy"; to: string };

export interface CourseActionInput {
  courseId: number;
  salePrice: number;
  enrollment: { status: EnrollmentStatus; order_id: number | null } | null | undefined;
  signedIn: boolean;
  /** Where a visitor returns after signing in: this page. */
  currentPath: string;
}

export function courseAction(input: CourseActionInput): CourseAction {
  const { courseId, salePrice, enrollment, signedIn, currentPath } = input;
  const checkout = buildPath("checkout", { type: "course", id: courseId });
  switch (enrollment?.status) {
    case "ACTIVE":
    case "COMPLETED":
      return { kind: "learn", to: buildPath("learning_resume", { courseId }) };
    case "AWAITING_PAYMENT":
      return { kind: "complete", orderId: enrollment.order_id, fallback: checkout };
  }
  if (salePrice <= 0) {
    return {
      kind: "enroll",
      signInFirst: signedIn ? null : buildPath("login", {}, { [NEXT_PARAM]: currentPath }),
    };
  }
  return { kind: "buy", to: checkout };
}

/**
 * The checkout of the order an awaiting enrollment belongs to (a course or a combo order), or
 * the course's own checkout when the order cannot be read.
 */
export function orderCheckoutPath(
  order: { item_type: OrderItemType; item_id: number } | null | undefined,
  fallback: string,
): string {
  if (!order || !Number.isSafeInteger(order.item_id) || order.item_id <= 0) return fallback;
  switch (order.item_type) {
    case "COURSE":
      return buildPath("checkout", { type: "course", id: order.item_id });
    case "COMBO":
      return buildPath("checkout", { type: "combo", id: order.item_id });
    default:
      return fallback;
  }
}
