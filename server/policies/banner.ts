import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Banner management is an admin area (docs/product/roles-and-permissions.md). */
export const bannerPolicy = adminArea("banner") satisfies ResourcePolicy<{ id: number }>;
