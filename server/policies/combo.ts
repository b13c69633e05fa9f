import { ADMIN_AREA } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Combo management is an admin area (DECISIONS.md "Roles and permissions"). */
export const comboPolicy = ADMIN_AREA satisfies ResourcePolicy<{ id: number }>;
