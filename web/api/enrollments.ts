import type {
  ChangedEnrollment,
  EnrollmentRecord,
  NewEnrollmentInput,
} from "../../shared/schemas/enrollments.ts";
import { apiPost } from "./client.ts";

export type { NewEnrollmentInput };

/** An enrollment as the server sends it (shared/schemas/enrollments.ts). */
export type EnrollmentRow = EnrollmentRecord;

export type { StudentRow } from "./records.ts";

/** Refs an enrollment list asks for: the student, the course and the order it waits for. */
export const ENROLLMENT_REF_NAMES = ["user", "course", "order"] as const;

export const activateEnrollment = (enrollmentId: number) =>
  apiPost<ChangedEnrollment>("/api/enrollment/activate", { enrollmentId });

export const completeEnrollment = (enrollmentId: number) =>
  apiPost<ChangedEnrollment>("/api/enrollment/complete", { enrollmentId });

export const createEnrollment = (input: NewEnrollmentInput) =>
  apiPost<ChangedEnrollment & { message: string }>("/api/enrollment/create", input);
