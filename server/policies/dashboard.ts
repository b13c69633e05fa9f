import type { ResourcePolicy } from "./policy.ts";
import { isAdminLike, isStaff } from "./roles.ts";

/**
 * Every staff role opens the dashboard; revenue, orders and enrollment figures are for ADMIN and
 * ADMIN_TRIAL, the content roles see content figures only (DECISIONS.md "Roles and permissions").
 */
export const dashboardPolicy = {
  global: { view: isStaff, viewSales: isAdminLike },
  record: {},
} satisfies ResourcePolicy<never>;
