import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Combo management is an admin area (docs/product/roles-and-permissions.md). */
export const comboPolicy = adminArea("combo") satisfies ResourcePolicy<{ id: number }>;
