import type { EnrollmentStatus } from "../../shared/constants.ts";
import { adminAreaView, adminAreaWrite } from "./admin-area.ts";
import type { ResourcePolicy } from "./policy.ts";

const write = adminAreaWrite("enrollment");

type EnrollmentRecord = { id: number; status?: EnrollmentStatus };

const isOpen = (e?: EnrollmentRecord) => e?.status !== "ACTIVE" && e?.status !== "COMPLETED";

/**
 * Enrollment management is an admin area. "Activate" applies to one not active yet, "complete"
 * to one not completed yet (docs/product/orders-and-payment.md).
 */
export const enrollmentPolicy = {
  global: { view: adminAreaView("enrollment"), create: write },
  record: {
    update: write,
    delete: write,
    activate: (actor, e) => write(actor) && (e === undefined || isOpen(e)),
    complete: (actor, e) => write(actor) && e?.status !== "COMPLETED",
  },
} satisfies ResourcePolicy<EnrollmentRecord>;
