import type { TransactionStatus } from "../../shared/constants.ts";
import { adminAreaView, adminAreaWrite } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

const write = adminAreaWrite("transaction");

type TransactionRecord = { id: number; status?: TransactionStatus };

/**
 * Transactions are an admin area. They are money that arrived, so nobody edits or deletes one:
 * an admin enters a manual one or attaches a NEEDS_REVIEW one to an order (docs/product/orders-and-payment.md "Manual transactions"). The
 * bank webhook records them under its own credential on its own route, not through this policy.
 */
export const transactionPolicy = {
  global: { view: adminAreaView("transaction"), create: write },
  record: {
    attach: (actor, t) => write(actor) && (t === undefined || t.status === "NEEDS_REVIEW"),
  },
} satisfies ResourcePolicy<TransactionRecord>;
