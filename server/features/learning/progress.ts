import { type Kysely, sql } from "kysely";
import type { ProgressReport, ProgressResult } from "../../../shared/schemas/learning.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { afterLessonCompleted, findCertificate } from "./complete-course.ts";
import {
  isLearningStatus,
  type LessonAccess,
  lessonAccess,
  lockedLessonError,
} from "./may-learn.ts";

type Db = Kysely<Database>;

/** Played this share of its duration, a video or audio lesson is complete. */
export const MEDIA_COMPLETION_SHARE = 0.9;

/**
 * Whether this report completes the lesson. The server decides; the client only says where its
 * player is. A video or audio lesson completes at 90 % of its duration, "ended" included (an
 * "ended" report with an early position is a seek to the end, not a viewing); when the duration
 * is unknown (not probed), only "ended" completes it. Documents and text lessons complete when
 * opened; a quiz only by a stored attempt with every question answered (quiz.routes.ts).
 *
 * The server cannot watch the screen: a scripted client may claim any position. What it gains
 * is its own certificate for a course it already learns, so the rule stays cheap: positions are
 * clamped to the duration and nothing else is inferred.
 */
export function completesLesson(
  type: LessonAccess["lesson"]["type"],
  duration: number | null,
  report: Pick<ProgressReport, "positionSeconds" | "event">,
): boolean {
  switch (type) {
    case "VIDEO":
    case "AUDIO":
      if (duration === null || duration <= 0) return report.event === "ended";
      return report.positionSeconds >= duration * MEDIA_COMPLETION_SHARE;
    case "DOCUMENT":
    case "TEXT":
      return report.event === "opened";
    case "QUIZ":
      return false;
  }
}

/**
 * A player's report (`POST /api/learning/progress`, every 10 s while playing, and from
 * `navigator.sendBeacon` when the page is left): one upsert of the lesson's progress; the
 * enrollment is written only when the last lesson changes or a lesson is newly completed.
 */
export async function recordProgress(
  db: Db,
  actor: Actor,
  report: ProgressReport,
  now: Date,
): Promise<ProgressResult> {
  const user = actor.user;
  if (!user) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  const access = await lessonAccess(db, actor, report.lessonId);
  if (!access) throw notFound();
  if (!access.mayOpen) throw lockedLessonError(actor, access);
  const { lesson, enrollment } = access;
  // Staff learn without an enrollment; a cancelled one of theirs is not written to.
  const learningEnrollment = enrollment && isLearningStatus(enrollment.status) ? enrollment : null;
  if (!access.learns) {
    // A public preview opened by someone who does not learn the course: nothing to keep.
    return {
      completed: false,
      progressPercent: 0,
      enrollmentStatus: enrollment?.status ?? null,
      certificateCode: null,
    };
  }

  const iso = now.toISOString();
  const position =
    access.duration !== null && access.duration > 0
      ? Math.min(report.positionSeconds, access.duration)
      : report.positionSeconds;
  const completes = completesLesson(lesson.type, access.duration, report);

  return db.transaction().execute(async (trx) => {
    const saved = await upsertProgress(trx, {
      userId: user.id,
      lessonId: lesson.id,
      courseId: lesson.course_id,
      position,
      completedTime: completes ? iso : null,
      now: iso,
    });
    if (learningEnrollment && learningEnrollment.last_lesson_id !== lesson.id) {
      await trx
        .updateTable("enrollment")
        .set({ last_lesson_id: lesson.id })
        .where("id", "=", learningEnrollment.id)
        .execute();
    }
    const completed = saved.completed_time !== null;
    if (!learningEnrollment) {
      return { completed, progressPercent: 0, enrollmentStatus: null, certificateCode: null };
    }
    if (saved.completed_time === iso) {
      const after = await afterLessonCompleted(trx, {
        enrollmentId: learningEnrollment.id,
        now: iso,
      });
      return {
        completed,
        progressPercent: after.enrollment.progress_percent,
        enrollmentStatus: after.enrollment.status,
        certificateCode: after.certificateCode,
      };
    }
    const certificate =
      learningEnrollment.status === "COMPLETED"
        ? await findCertificate(trx, user.id, lesson.course_id)
        : undefined;
    return {
      completed,
      progressPercent: learningEnrollment.progress_percent,
      enrollmentStatus: learningEnrollment.status,
      certificateCode: certificate?.code ?? null,
    };
  });
}

/**
 * Inserts or updates the student's row of the lesson; a completion time, once set, stays.
 * Returns the stored completion time: equal to `now` when this call completed the lesson.
 */
export async function upsertProgress(
  db: Db,
  input: {
    userId: number;
    lessonId: number;
    courseId: number;
    position: number;
    completedTime: string | null;
    now: string;
  },
): Promise<{ completed_time: string | null }> {
  return db
    .insertInto("lesson_progress")
    .values({
      user_id: input.userId,
      lesson_id: input.lessonId,
      course_id: input.courseId,
      position_seconds: input.position,
      completed_time: input.completedTime,
      update_time: input.now,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "lesson_id"]).doUpdateSet({
        position_seconds: (eb) => eb.ref("excluded.position_seconds"),
        update_time: (eb) => eb.ref("excluded.update_time"),
        completed_time: sql<
          string | null
        >`coalesce(${sql.ref("lesson_progress.completed_time")}, ${sql.ref("excluded.completed_time")})`,
      }),
    )
    .returning("completed_time")
    .executeTakeFirstOrThrow();
}

/**
 * A complete quiz attempt completes every lesson using that quiz in the courses the student
 * learns (gradeSubmission refuses an attempt with a question unanswered).
 */
export async function completeQuizLessons(
  db: Db,
  actor: Actor,
  quizId: number,
  now: Date,
): Promise<void> {
  const user = actor.user;
  if (!user) return;
  const lessons = await db
    .selectFrom("lesson")
    .select("id")
    .where("quiz_id", "=", quizId)
    .execute();
  for (const { id } of lessons) {
    const access = await lessonAccess(db, actor, Number(id));
    if (!access?.learns) continue;
    const iso = now.toISOString();
    const saved = await upsertProgress(db, {
      userId: user.id,
      lessonId: access.lesson.id,
      courseId: access.lesson.course_id,
      position: 0,
      completedTime: iso,
      now: iso,
    });
    if (saved.completed_time === iso && isLearningStatus(access.enrollment?.status)) {
      await afterLessonCompleted(db, { enrollmentId: access.enrollment!.id, now: iso });
    }
  }
}
