/**
 * Enrollments: the student's library (`/api/library/*`) and the staff actions
 * (`/api/enrollment/*`), bodies and answers for the server's routes and the web app.
 */
import { z } from "zod";
import { ENROLLMENT_STATUSES } from "../constants.ts";
import { successEnvelopeSchema } from "../errors.ts";
import { listAnswerSchema } from "./list.ts";
import { favoriteRecordSchema } from "./records.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** An enrollment row as stored (snake_case; times as UTC ISO strings). */
export const enrollmentRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  course_id: z.number(),
  status: z.enum(ENROLLMENT_STATUSES),
  fee: z.number(),
  order_id: z.number().nullable(),
  last_lesson_id: z.number().nullable(),
  progress_percent: z.number(),
  create_time: z.string(),
  activate_time: z.string().nullable(),
  complete_time: z.string().nullable(),
});
export type EnrollmentRecord = z.infer<typeof enrollmentRecordSchema>;

// ---- The student's library ----------------------------------------------------------------

export const courseIdBodySchema = z.object({ courseId: id });

export const freeEnrollmentAnswerSchema = successEnvelopeSchema(
  z.object({ enrollment: enrollmentRecordSchema, created: z.boolean() }),
);
export type FreeEnrollment = z.infer<typeof freeEnrollmentAnswerSchema>["data"];

export const favoriteAnswerSchema = successEnvelopeSchema(
  z.object({ courseId: z.number(), favorite: z.boolean() }),
);

/** Favourites are a list answer of `{course_id, create_time}` items with `course` refs. */
export const favoritesAnswerSchema = listAnswerSchema(favoriteRecordSchema);
export type FavoritesList = z.infer<typeof favoritesAnswerSchema>["data"];

// ---- Staff actions ---------------------------------------------------------------------------

export const enrollmentIdBodySchema = z.object({ enrollmentId: id });

export const newEnrollmentSchema = z.object({
  userId: id,
  courseId: id,
  status: z.enum(["ACTIVE", "COMPLETED"]).default("ACTIVE"),
  fee: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
export type NewEnrollmentInput = z.input<typeof newEnrollmentSchema>;

export const changedEnrollmentSchema = z.object({ enrollment: enrollmentRecordSchema });
export type ChangedEnrollment = z.infer<typeof changedEnrollmentSchema>;
export const changedEnrollmentAnswerSchema = successEnvelopeSchema(changedEnrollmentSchema);
export const createdEnrollmentAnswerSchema = successEnvelopeSchema(
  changedEnrollmentSchema.extend({ message: z.string() }),
);
