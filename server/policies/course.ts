import { ADMIN_AREA } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";
import { isStaff } from "./roles.ts";

/**
 * Course management is an admin area (DECISIONS.md "Roles and permissions"). Every staff role
 * may open any course's lessons and media without enrolling (`learnAll`), to check the content.
 */
export const coursePolicy = {
  global: { ...ADMIN_AREA.global, learnAll: isStaff },
  record: ADMIN_AREA.record,
} satisfies ResourcePolicy<{ id: number }>;
