import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Chapter management is an admin area (docs/product/roles-and-permissions.md). */
export const chapterPolicy = adminArea("chapter") satisfies ResourcePolicy<{ id: number }>;
