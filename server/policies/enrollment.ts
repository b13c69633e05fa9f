import type { EnrollmentStatus } from "../../shared/constants.ts";
import { adminAreaView, adminAreaWrite } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

type EnrollmentRecord = { id: number; status?: EnrollmentStatus };

const isOpen = (e?: EnrollmentRecord) => e?.status !== "ACTIVE" && e?.status !== "COMPLETED";

/**
 * Enrollment management is an admin area. "Activate" applies to one not active yet, "complete"
 * to one not completed yet (DECISIONS.md "Enrolment, orders and payment").
 */
export const enrollmentPolicy = {
  global: { view: adminAreaView, create: adminAreaWrite },
  record: {
    update: adminAreaWrite,
    delete: adminAreaWrite,
    activate: (actor, e) => adminAreaWrite(actor) && (e === undefined || isOpen(e)),
    complete: (actor, e) => adminAreaWrite(actor) && e?.status !== "COMPLETED",
  },
} satisfies ResourcePolicy<EnrollmentRecord>;
