import { ADMIN_AREA } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** Quizzes, with their question groups and questions, are an admin area (DECISIONS.md). */
export const quizPolicy = ADMIN_AREA satisfies ResourcePolicy<{ id: number }>;
