import { ENROLLMENT_STATUSES } from "../../../shared/constants.ts";
import { can } from "../../policies/index.ts";
import { COURSE_CARD_REFS_OF_COURSES } from "../courses/course-card-refs.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";

/** Enrollments: admins see all, a student their own, a visitor none. */
export const enrollmentResource: ResourceSpec = {
  name: "enrollment",
  policy: "enrollment",
  fields: {
    id: id(),
    user_id: id(FILTER),
    course_id: id(FILTER),
    status: oneOf(ENROLLMENT_STATUSES, FILTER),
    fee: integer(FILTER_ORDER),
    order_id: id(FILTER),
    last_lesson_id: id(),
    progress_percent: integer(FILTER_ORDER),
    create_time: time(FILTER_ORDER),
    activate_time: time(FILTER_ORDER),
    complete_time: time(FILTER_ORDER),
  },
  defaultOrder: [["create_time", "desc"]],
  scope: (query, actor) => {
    if (can(actor, "view", "enrollment")) return query;
    return actor.user ? query.where("enrollment.user_id", "=", actor.user.id) : null;
  },
  refs: {
    course: { resource: "course", from: "items", kind: "forward", columns: ["course_id"] },
    ...COURSE_CARD_REFS_OF_COURSES,
    user: { resource: "user", from: "items", kind: "forward", columns: ["user_id"] },
    // The order an AWAITING_PAYMENT enrollment waits for: "Complete enrollment" opens its checkout.
    order: { resource: "order", from: "items", kind: "forward", columns: ["order_id"] },
  },
};
