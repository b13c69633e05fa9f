import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Banner management is an admin area (DECISIONS.md "Roles and permissions"). */
export const bannerPolicy = adminArea("banner") satisfies ResourcePolicy<{ id: number }>;
