import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Chapter management is an admin area (DECISIONS.md "Roles and permissions"). */
export const chapterPolicy = adminArea("chapter") satisfies ResourcePolicy<{ id: number }>;
