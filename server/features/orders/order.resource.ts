import type { ExpressionBuilder } from "kysely";
import { ORDER_ITEM_TYPES, ORDER_STATUSES } from "../../../shared/constants.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, text, time } from "../list/fields.ts";
import type { AnyQuery, ResourceSpec } from "../list/resource.ts";

/** Admins (and ADMIN_TRIAL, read-only) see every order; a student their own; a visitor none. */
function ownOrdersUnlessAdmin(query: AnyQuery, actor: Actor): AnyQuery | null {
  if (can(actor, "view", "order")) return query;
  return actor.user ? query.where("order.user_id", "=", actor.user.id) : null;
}

/** Orders, with their lines (`refs.order_item`) and the lines' courses (`refs.course`). */
export const orderResource: ResourceSpec = {
  name: "order",
  policy: "order",
  fields: {
    id: id(),
    user_id: id(FILTER),
    item_type: oneOf(ORDER_ITEM_TYPES, FILTER),
    item_id: id(FILTER),
    amount: integer(FILTER_ORDER),
    reference_code: text(FILTER),
    status: oneOf(ORDER_STATUSES, FILTER),
    create_time: time(FILTER_ORDER),
    paid_time: time(FILTER_ORDER),
    expire_time: time(FILTER_ORDER),
    // A VAT invoice request (invoice-request.ts): its buyer and the staff read it.
    invoice_company: text(),
    invoice_tax_code: text(FILTER),
    invoice_address: text(),
    invoice_email: text(),
    invoice_request_time: time(FILTER_ORDER),
    invoice_handled_time: time(FILTER_ORDER),
  },
  defaultOrder: [["create_time", "desc"]],
  scope: ownOrdersUnlessAdmin,
  refs: {
    user: { resource: "user", from: "items", kind: "forward", columns: ["user_id"] },
    order_item: {
      resource: "order_item",
      from: "items",
      kind: "reverse",
      columns: ["order_id"],
      orderBy: [["id", "asc"]],
    },
    course: { resource: "course", from: "order_item", kind: "forward", columns: ["course_id"] },
  },
};

/** Order lines: readable wherever their order is. */
export const orderItemResource: ResourceSpec = {
  name: "order_item",
  policy: "order",
  fields: {
    id: id(),
    order_id: id(FILTER),
    course_id: id(FILTER),
    fee: integer(FILTER_ORDER),
  },
  defaultOrder: [["id", "asc"]],
  scope: (query, actor) => {
    if (can(actor, "view", "order")) return query;
    if (!actor.user) return null;
    const userId = actor.user.id;
    // biome-ignore lint/suspicious/noExplicitAny: list resources are dynamic tables (AnyQuery)
    return query.where((eb: ExpressionBuilder<any, any>) =>
      eb(
        "order_item.order_id",
        "in",
        eb.selectFrom("order").select("order.id").where("order.user_id", "=", userId),
      ),
    );
  },
  refs: {
    order: { resource: "order", from: "items", kind: "forward", columns: ["order_id"] },
    course: { resource: "course", from: "items", kind: "forward", columns: ["course_id"] },
  },
};
