import type { ResourcePolicy } from "./policy.ts";
import { isStaff, views } from "./roles.ts";

/**
 * Every staff role opens the dashboard; revenue, orders and enrollment figures are for who sees
 * the orders (ADMIN and ADMIN_TRIAL), the content roles see content figures only.
 */
export const dashboardPolicy = {
  global: { view: isStaff, viewSales: (actor) => views(actor, "order") },
  record: {},
} satisfies ResourcePolicy<never>;
