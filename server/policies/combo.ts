import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Combo management is an admin area (DECISIONS.md "Roles and permissions"). */
export const comboPolicy = adminArea("combo") satisfies ResourcePolicy<{ id: number }>;
