import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Promotion management is an admin area (DECISIONS.md "Roles and permissions"). */
export const promotionPolicy = adminArea("promotion") satisfies ResourcePolicy<{ id: number }>;
