import type { EnrollmentStatus } from "../../shared/constants.ts";
import { apiPost } from "./client.ts";
import type { Row } from "./records.ts";

/** An enrollment as the enrollment management list sends it. */
export interface EnrollmentRow extends Row {
  user_id: number;
  course_id: number;
  status: EnrollmentStatus;
  fee: number;
  order_id: number | null;
  create_time: string;
  activate_time: string | null;
  complete_time: string | null;
}

/** A student as the enrollment list's `user` ref carries them (e-mail masked for ADMIN_TRIAL). */
export interface StudentRow extends Row {
  full_name: string | null;
  email?: string;
}

/** Refs an enrollment list asks for: the student, the course and the order it waits for. */
export const ENROLLMENT_REF_NAMES = ["user", "course", "order"] as const;

type ChangedEnrollment = { enrollment: EnrollmentRow };

export const activateEnrollment = (enrollmentId: number) =>
  apiPost<ChangedEnrollment>("/api/enrollment/activate", { enrollmentId });

export const completeEnrollment = (enrollmentId: number) =>
  apiPost<ChangedEnrollment>("/api/enrollment/complete", { enrollmentId });

export interface NewEnrollmentInput {
  userId: number;
  courseId: number;
  status: "ACTIVE" | "COMPLETED";
  fee: number;
}

export const createEnrollment = (input: NewEnrollmentInput) =>
  apiPost<ChangedEnrollment & { message: string }>("/api/enrollment/create", input);
