import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Quizzes, with their question groups and questions, are an admin area (docs/product/roles-and-permissions.md "Role matrix"). */
export const quizPolicy = adminArea("quiz") satisfies ResourcePolicy<{ id: number }>;
