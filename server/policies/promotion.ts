import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Promotion management is an admin area (docs/product/roles-and-permissions.md). */
export const promotionPolicy = adminArea("promotion") satisfies ResourcePolicy<{ id: number }>;
