import {
  ACTOR_KINDS,
  REVIEW_REASONS,
  TRANSACTION_PROVIDERS,
  TRANSACTION_STATUSES,
} from "../../../shared/constants.ts";
import { allowedTo, can } from "../../policies/index.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, text, time } from "../list/fields.ts";
import type { FieldSpec, ResourceSpec } from "../list/resource.ts";
import { maskAccountNumber, maskRawPayload, maskTransferText } from "./transaction-masking.ts";

const seesPayers = allowedTo("seeContacts", "user");

/** ADMIN reads it as it came; ADMIN_TRIAL masked (transaction-masking.ts). */
const masked = (field: FieldSpec, apply: (value: string) => string): FieldSpec => ({
  ...field,
  mask: { revealTo: seesPayers, apply },
});

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
    message: masked(text(FILTER), maskTransferText),
    account_number: masked(text(FILTER), maskAccountNumber),
    transaction_time: time(FILTER_ORDER),
    order_id: id(FILTER),
    status: oneOf(TRANSACTION_STATUSES, FILTER),
    review_reason: oneOf(REVIEW_REASONS, FILTER),
    raw_payload: masked(text(), maskRawPayload),
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
