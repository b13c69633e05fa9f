import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Lesson management is an admin area (DECISIONS.md "Roles and permissions"). */
export const lessonPolicy = adminArea("lesson") satisfies ResourcePolicy<{ id: number }>;
