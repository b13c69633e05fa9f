import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";
import { isStaff } from "./roles.ts";

const COURSE = adminArea("course");

/**
 * Course management is an admin area. Every staff role may open any course's lessons and media
 * without enrolling (`learnAll`), to check the content.
 */
export const coursePolicy = {
  global: { ...COURSE.global, learnAll: isStaff },
  record: COURSE.record,
} satisfies ResourcePolicy<{ id: number }>;
