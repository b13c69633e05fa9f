import { ADMIN_AREA } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Banner management is an admin area (DECISIONS.md "Roles and permissions"). */
export const bannerPolicy = ADMIN_AREA satisfies ResourcePolicy<{ id: number }>;
