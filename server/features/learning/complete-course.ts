import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { buildPath } from "../../../shared/routes.ts";
import type { EnrollmentRow } from "../../db/rows.ts";
import type { Database } from "../../db/schema.ts";
import { certificateMail } from "../../jobs/certificate-mail.ts";
import { enqueue } from "../../jobs/queue.ts";
import { notify } from "../notifications/notify.ts";

type Db = Kysely<Database>;

/**
 * Completing a course, one flow for the student who finishes the last lesson (progress.ts,
 * quiz attempts) and for the admin's "Complete enrollment" (enrollments/enrollment-admin.ts):
 * the enrollment becomes COMPLETED, and the certificate is issued once — with the student's and
 * the course's names as they are today — announced by a CERTIFICATE_ISSUED notification and an
 * e-mail in the student's language. Pass the caller's transaction as `db`.
 */

/** Completed lessons over all lessons of the course, 0–100, rounded down. */
export async function courseProgress(
  db: Db,
  userId: number,
  courseId: number,
): Promise<{ done: number; total: number; percent: number }> {
  const [lessons, done] = await Promise.all([
    db
      .selectFrom("lesson")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("course_id", "=", courseId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("lesson_progress")
      .innerJoin("lesson", "lesson.id", "lesson_progress.lesson_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("lesson_progress.user_id", "=", userId)
      .where("lesson.course_id", "=", courseId)
      .where("lesson_progress.completed_time", "is not", null)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(lessons.n);
  const completed = Number(done.n);
  return { done: completed, total, percent: percentOf(completed, total) };
}

/** 100 only when every lesson is done: 199 of 200 reads 99, not a rounded-up 100. */
export function percentOf(done: number, total: number): number {
  if (total === 0) return 0;
  return Math.min(100, Math.floor((done * 100) / total));
}

/**
 * After one of the student's lessons was completed: the enrollment's percent is rewritten, and
 * an ACTIVE enrollment whose every lesson is done is completed. Returns the enrollment as it
 * now is and the certificate's code when there is one.
 */
export async function afterLessonCompleted(
  db: Db,
  input: { enrollmentId: number; now: string },
): Promise<{ enrollment: EnrollmentRow; certificateCode: string | null }> {
  const enrollment = await db
    .selectFrom("enrollment")
    .selectAll()
    .where("id", "=", input.enrollmentId)
    .executeTakeFirstOrThrow();
  const progress = await courseProgress(db, enrollment.user_id, enrollment.course_id);
  let current = enrollment;
  if (progress.percent !== enrollment.progress_percent) {
    current = await db
      .updateTable("enrollment")
      .set({ progress_percent: progress.percent })
      .where("id", "=", enrollment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (current.status === "ACTIVE" && progress.total > 0 && progress.done >= progress.total) {
    const completed = await completeCourse(db, { enrollment: current, now: input.now });
    if (completed) return completed;
  }
  const certificate =
    current.status === "COMPLETED"
      ? await findCertificate(db, current.user_id, current.course_id)
      : undefined;
  return { enrollment: current, certificateCode: certificate?.code ?? null };
}

/**
 * COMPLETED now (keeping lifetime access), then the certificate. Undefined when the enrollment
 * was already COMPLETED (another request won the race): nothing is issued twice.
 */
export async function completeCourse(
  db: Db,
  input: { enrollment: EnrollmentRow; now: string },
): Promise<{ enrollment: EnrollmentRow; certificateCode: string } | undefined> {
  const { enrollment, now } = input;
  const completed = await db
    .updateTable("enrollment")
    .set({
      status: "COMPLETED",
      complete_time: now,
      activate_time: enrollment.activate_time ?? now,
    })
    .where("id", "=", enrollment.id)
    .where("status", "!=", "COMPLETED")
    .returningAll()
    .executeTakeFirst();
  if (!completed) return undefined;
  const certificateCode = await issueCertificate(db, {
    userId: completed.user_id,
    courseId: completed.course_id,
    now,
  });
  return { enrollment: completed, certificateCode };
}

export function findCertificate(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom("certificate")
    .select(["id", "code"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
}

/**
 * One certificate per student and course (a unique key): a second completion — the admin
 * completing again after a reset — keeps the first certificate and announces nothing.
 */
async function issueCertificate(
  db: Db,
  input: { userId: number; courseId: number; now: string },
): Promise<string> {
  const existing = await findCertificate(db, input.userId, input.courseId);
  if (existing) return existing.code;
  const [student, course] = await Promise.all([
    db
      .selectFrom("user")
      .select("full_name")
      .where("id", "=", input.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("course")
      .select("name")
      .where("id", "=", input.courseId)
      .executeTakeFirstOrThrow(),
  ]);
  const inserted = await db
    .insertInto("certificate")
    .values({
      code: newCertificateCode(),
      user_id: input.userId,
      course_id: input.courseId,
      student_name: student.full_name,
      course_name: course.name,
      issue_time: input.now,
    })
    .returning(["id", "code"])
    .executeTakeFirstOrThrow();
  await notify(db, input.userId, {
    type: "CERTIFICATE_ISSUED",
    params: { course: course.name },
    link: buildPath("certificate", { code: inserted.code }),
  });
  await enqueue(db, certificateMail, { certificateId: Number(inserted.id) });
  return inserted.code;
}

/** 32 letters and digits without look-alikes (0/o, 1/l): one byte's low 5 bits pick one evenly. */
const CODE_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** 16 characters, 80 random bits: unguessable, and short enough to read out or type. */
export function newCertificateCode(): string {
  return [...randomBytes(16)].map((byte) => CODE_ALPHABET[byte & 31]).join("");
}
