import { adminAreaView } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

/** The activity log is read by ADMIN and ADMIN_TRIAL and written by nobody but the database layer. */
export const activityLogPolicy = {
  global: { view: adminAreaView("activity_log") },
  record: {},
} satisfies ResourcePolicy<{ id: number }>;
