import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Lesson management is an admin area (docs/product/roles-and-permissions.md). */
export const lessonPolicy = adminArea("lesson") satisfies ResourcePolicy<{ id: number }>;
