import { adminAreaView } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/**
 * Orders are read on the admins' screens; they change only through checkout, payment and
 * expiry (and through the enrollment and transaction actions), never by a direct edit.
 */
export const orderPolicy = {
  global: { view: adminAreaView("order") },
  record: {},
} satisfies ResourcePolicy<{ id: number }>;
