import {
  ACTOR_KINDS,
  REVIEW_REASONS,
  TRANSACTION_PROVIDERS,
  TRANSACTION_STATUSES,
} from "../../../shared/constants.ts";
import { can } from "../../policies/index.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";

/**
 * Money received: the transaction management screen's list (admins; ADMIN_TRIAL reads), with
 * filters on status, provider and time, and a LIKE filter on the message to find a reference
 * code. `raw_payload` is the provider's body as it came, for the detail view.
 */
export const transactionResource: ResourceSpec = {
  name: "transaction",
  policy: "transaction",
  fields: {
    id: id(),
    provider: oneOf(TRANSACTION_PROVIDERS, FILTER),
    provider_transaction_id: text(FILTER),
    bank_reference: text(FILTER),
    amount: integer(FILTER_ORDER),
    message: text(FILTER),
    account_number: text(FILTER),
    transaction_time: time(FILTER_ORDER),
    order_id: id(FILTER),
    status: oneOf(TRANSACTION_STATUSES, FILTER),
    review_reason: oneOf(REVIEW_REASONS, FILTER),
    raw_payload: text(),
    actor_kind: oneOf(ACTOR_KINDS, FILTER),
    created_by: id(FILTER),
    create_time: time(FILTER_ORDER),
  },
  defaultOrder: [["transaction_time", "desc"]],
  scope: (query, actor) => (can(actor, "view", "transaction") ? query : null),
  refs: {
    order: { resource: "order", from: "items", kind: "forward", columns: ["order_id"] },
    user: { resource: "user", from: "items", kind: "forward", columns: ["created_by"] },
  },
};
