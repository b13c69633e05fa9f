import { ACTOR_KINDS } from "../../../shared/constants.ts";
import { allowedTo, can } from "../../policies/index.ts";
import { FILTER, FILTER_ORDER, id, integer, json, oneOf, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";
import { managersOnly } from "../list/scopes.ts";
import { maskContactsIn } from "../users/contact-masking.ts";

const seesContacts = allowedTo("seeContacts", "user");

/**
 * `GET /api/activity_log/list`: the log the database layer writes (server/db/activity-log.ts),
 * for ADMIN and ADMIN_TRIAL, filtered by user, type, table and time. ADMIN_TRIAL sees e-mail
 * addresses and phone numbers masked, in the author column and inside the logged values.
 */
export const activityLogResource: ResourceSpec = {
  name: "activity_log",
  policy: "activity_log",
  fields: {
    id: id(),
    user_id: id(FILTER),
    user_email: {
      ...text(FILTER),
      mask: { revealTo: seesContacts, apply: maskContactsIn, ownerColumn: "user_id" },
    },
    actor_kind: oneOf(ACTOR_KINDS, FILTER),
    type: oneOf(["INSERT", "UPDATE", "DELETE"], FILTER),
    table_name: text(FILTER),
    ip: text(FILTER),
    affected_rows: integer(),
    insert_id: integer(FILTER),
    query_statement: text(),
    query_values: json(),
    record_id: integer(FILTER),
    changes: json(),
    log_time: time(FILTER_ORDER),
  },
  defaultOrder: [["log_time", "desc"]],
  // A million rows: the screen needs the pages around the one shown, not the exact total.
  countAhead: 1_000,
  scope: managersOnly("activity_log"),
  redact(rows, { actor }) {
    if (can(actor, "seeContacts", "user")) return;
    for (const row of rows) {
      row.query_values = maskValues(row.query_values);
      row.changes = maskValues(row.changes);
    }
  },
};

function maskValues(value: unknown): unknown {
  if (typeof value === "string") return maskContactsIn(value);
  if (Array.isArray(value)) return value.map(maskValues);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValues(v)]));
  }
  return value;
}
