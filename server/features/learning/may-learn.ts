import type { Kysely } from "kysely";
import {
  ACCESS_ENROLLMENT_STATUSES,
  type EnrollmentStatus,
  type Visibility,
} from "../../../shared/constants.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";

type Db = Kysely<Database>;

/**
 * Who may learn — the one rule behind the learning pages, the progress calls, quiz attempts and
 * lesson media (README.md in this folder):
 * - staff (policy `course.learnAll`) learn every course, to check its content;
 * - a student learns a course while their enrollment is ACTIVE or COMPLETED and their e-mail is
 *   verified (a PENDING account browses but does not learn);
 * - anyone, visitors included, may open a preview lesson of a PUBLIC course.
 */

export const isStaffLearner = (actor: Actor) => can(actor, "learnAll", "course");

/** The enrollment statuses that let their owner learn. */
export const isLearningStatus = (status: EnrollmentStatus | null | undefined) =>
  status !== null &&
  status !== undefined &&
  (ACCESS_ENROLLMENT_STATUSES as readonly string[]).includes(status);

/** Given what was read about the actor's enrollment, whether they learn the course. */
export function learnsWith(actor: Actor, enrollmentStatus: EnrollmentStatus | null): boolean {
  if (isStaffLearner(actor)) return true;
  if (!actor.user || actor.user.status === "PENDING") return false;
  return isLearningStatus(enrollmentStatus);
}

/** A lesson opens for those who learn its course, and for everyone when it is a public preview. */
export function mayOpenLesson(
  learns: boolean,
  lesson: { is_preview: number },
  course: { visibility: Visibility },
): boolean {
  return learns || (lesson.is_preview === 1 && course.visibility === "PUBLIC");
}

/** Whether the actor learns at least one of these courses (one query at most). */
export async function learnsAnyCourse(
  db: Db,
  actor: Actor,
  courseIds: Iterable<number>,
): Promise<boolean> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return false;
  if (isStaffLearner(actor)) return true;
  if (!actor.user || actor.user.status === "PENDING") return false;
  const row = await db
    .selectFrom("enrollment")
    .select("id")
    .where("user_id", "=", actor.user.id)
    .where("course_id", "in", ids)
    .where("status", "in", ACCESS_ENROLLMENT_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What deciding about one lesson needs, read in one query. */
export interface LessonAccess {
  lesson: LessonRowForAccess;
  visibility: Visibility;
  enrollment: {
    id: number;
    status: EnrollmentStatus;
    last_lesson_id: number | null;
    progress_percent: number;
  } | null;
  /** Seconds of the lesson's video or audio, when known. */
  duration: number | null;
  /** The actor learns the lesson's course. */
  learns: boolean;
  /** The actor may open this lesson (learns, or a public preview). */
  mayOpen: boolean;
}

export interface LessonRowForAccess {
  id: number;
  course_id: number;
  type: "VIDEO" | "AUDIO" | "DOCUMENT" | "QUIZ" | "TEXT";
  is_preview: number;
  video_id: number | null;
  audio_id: number | null;
  document_id: number | null;
  quiz_id: number | null;
}

/** The lesson, its course's visibility and the actor's enrollment; undefined for no lesson. */
export async function lessonAccess(
  db: Db,
  actor: Actor,
  lessonId: number,
): Promise<LessonAccess | undefined> {
  const userId = actor.user?.id ?? 0;
  const row = await db
    .selectFrom("lesson")
    .innerJoin("course", "course.id", "lesson.course_id")
    .leftJoin("enrollment", (join) =>
      join
        .onRef("enrollment.course_id", "=", "lesson.course_id")
        .on("enrollment.user_id", "=", userId),
    )
    .leftJoin("video", "video.id", "lesson.video_id")
    .leftJoin("audio", "audio.id", "lesson.audio_id")
    .select([
      "lesson.id",
      "lesson.course_id",
      "lesson.type",
      "lesson.is_preview",
      "lesson.video_id",
      "lesson.audio_id",
      "lesson.document_id",
      "lesson.quiz_id",
      "course.visibility",
      "enrollment.id as enrollment_id",
      "enrollment.status as enrollment_status",
      "enrollment.last_lesson_id",
      "enrollment.progress_percent",
      "video.duration as video_duration",
      "audio.duration as audio_duration",
    ])
    .where("lesson.id", "=", lessonId)
    .executeTakeFirst();
  if (!row) return undefined;
  const enrollment =
    row.enrollment_id === null || row.enrollment_status === null
      ? null
      : {
          id: Number(row.enrollment_id),
          status: row.enrollment_status,
          last_lesson_id: row.last_lesson_id === null ? null : Number(row.last_lesson_id),
          progress_percent: Number(row.progress_percent ?? 0),
        };
  const learns = learnsWith(actor, enrollment?.status ?? null);
  const lesson: LessonRowForAccess = {
    id: Number(row.id),
    course_id: Number(row.course_id),
    type: row.type,
    is_preview: row.is_preview,
    video_id: row.video_id,
    audio_id: row.audio_id,
    document_id: row.document_id,
    quiz_id: row.quiz_id,
  };
  return {
    lesson,
    visibility: row.visibility,
    enrollment,
    duration:
      (row.type === "VIDEO"
        ? row.video_duration
        : row.type === "AUDIO"
          ? row.audio_duration
          : null) ?? null,
    learns,
    mayOpen: mayOpenLesson(learns, lesson, { visibility: row.visibility }),
  };
}

/** The 403 for a lesson the actor may not open: a verified e-mail is what an enrolled PENDING
 * account lacks; anyone else needs an enrollment. */
export function lockedLessonError(actor: Actor, access: LessonAccess): AppError {
  const unverified =
    actor.user?.status === "PENDING" && isLearningStatus(access.enrollment?.status);
  return new AppError(
    "FORBIDDEN",
    unverified ? "errors.auth.verifyFirst" : "errors.learning.locked",
  );
}
