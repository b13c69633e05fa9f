import { adminAreaView, adminAreaWrite } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/**
 * Orders are read on the admins' screens; they change only through checkout, payment and
 * expiry (and through the enrollment and transaction actions), never by a direct edit. An
 * admin marks a buyer's VAT invoice request handled (issued outside the platform).
 */
export const orderPolicy = {
  global: { view: adminAreaView("order"), handleInvoice: adminAreaWrite("order") },
  record: {},
} satisfies ResourcePolicy<{ id: number }>;
