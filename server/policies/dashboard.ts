import type { ResourcePolicy } from "./policy.ts";
import { isStaff, views } from "./roles.ts";

/**
 * Every staff role opens the dashboard; revenue, orders and enrollment figures are for who sees
 * the orders (ADMIN and ADMIN_TRIAL), the content roles see content figures only.
 */
export const dashboardPolicy = {
  global: {
    view: isStaff,
    viewSales: (actor) => views(actor, "order"),
    // The configuration's health: no secret in it, but only for who manages the users.
    viewSettings: (actor) => views(actor, "user"),
  },
  record: {},
} satisfies ResourcePolicy<never>;
