import { adminArea } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Quizzes, with their question groups and questions, are an admin area (DECISIONS.md). */
export const quizPolicy = adminArea("quiz") satisfies ResourcePolicy<{ id: number }>;
