import type { Kysely } from "kysely";
import type { LearningOutline, OutlineLesson } from "../../../shared/schemas/learning.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { findCertificate, percentOf } from "./complete-course.ts";
import { learnsWith, mayOpenLesson } from "./may-learn.ts";

type Db = Kysely<Database>;

/**
 * A course as the learning player shows it: every lesson in playing order, each with whether
 * the reader may open it and has completed it, and the lesson to resume. Someone who does not
 * learn the course sees the outline of a PUBLIC course with every non-preview lesson locked.
 */
export async function learningOutline(
  db: Db,
  actor: Actor,
  courseId: number,
): Promise<LearningOutline> {
  const course = await db
    .selectFrom("course")
    .select([
      "id",
      "slug",
      "name",
      "delivery",
      "start_time",
      "end_time",
      "location",
      "meeting_url",
      "visibility",
    ])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) throw notFound();
  const userId = actor.user?.id;
  const enrollment =
    userId === undefined
      ? undefined
      : await db
          .selectFrom("enrollment")
          .select(["id", "status", "progress_percent", "last_lesson_id"])
          .where("user_id", "=", userId)
          .where("course_id", "=", courseId)
          .executeTakeFirst();
  const learns = learnsWith(actor, enrollment?.status ?? null);
  if (!learns && course.visibility !== "PUBLIC") {
    throw new AppError("FORBIDDEN", "errors.learning.courseClosed");
  }

  const [chapters, lessonRows, progressRows, certificate] = await Promise.all([
    db
      .selectFrom("chapter")
      .select(["id", "name", "sort_order"])
      .where("course_id", "=", courseId)
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("lesson")
      .leftJoin("video", "video.id", "lesson.video_id")
      .leftJoin("audio", "audio.id", "lesson.audio_id")
      .select([
        "lesson.id",
        "lesson.name",
        "lesson.type",
        "lesson.chapter_id",
        "lesson.delivery",
        "lesson.is_preview",
        "lesson.sort_order",
        "video.duration as video_duration",
        "audio.duration as audio_duration",
      ])
      .where("lesson.course_id", "=", courseId)
      .execute(),
    userId === undefined
      ? Promise.resolve([])
      : db
          .selectFrom("lesson_progress")
          .select(["lesson_id", "position_seconds", "completed_time"])
          .where("user_id", "=", userId)
          .where("course_id", "=", courseId)
          .execute(),
    userId === undefined ? Promise.resolve(undefined) : findCertificate(db, userId, courseId),
  ]);

  const progress = new Map(progressRows.map((p) => [Number(p.lesson_id), p]));
  const chapterOrder = new Map(chapters.map((c, index) => [Number(c.id), index]));
  const ordered = [...lessonRows].sort(
    (a, b) =>
      // Lessons without a chapter come first, then chapter by chapter.
      (a.chapter_id === null ? -1 : (chapterOrder.get(Number(a.chapter_id)) ?? -1)) -
        (b.chapter_id === null ? -1 : (chapterOrder.get(Number(b.chapter_id)) ?? -1)) ||
      a.sort_order - b.sort_order ||
      Number(a.id) - Number(b.id),
  );
  const lessons: OutlineLesson[] = ordered.map((row) => {
    const mine = progress.get(Number(row.id));
    const duration =
      row.type === "VIDEO" ? row.video_duration : row.type === "AUDIO" ? row.audio_duration : null;
    return {
      id: Number(row.id),
      name: row.name,
      type: row.type,
      chapter_id: row.chapter_id === null ? null : Number(row.chapter_id),
      delivery: row.delivery,
      duration: duration ?? null,
      is_preview: row.is_preview === 1,
      locked: !mayOpenLesson(learns, row, course),
      completed: Boolean(mine?.completed_time),
      position_seconds: Number(mine?.position_seconds ?? 0),
    };
  });

  const done = lessons.filter((l) => l.completed).length;
  const percent = percentOf(done, lessons.length);
  // Lessons added or removed since the last completion change the share: keep the card right.
  if (enrollment && learns && enrollment.progress_percent !== percent) {
    await db
      .updateTable("enrollment")
      .set({ progress_percent: percent })
      .where("id", "=", enrollment.id)
      .execute();
  }

  return {
    course: {
      id: Number(course.id),
      slug: course.slug,
      name: course.name,
      delivery: course.delivery,
      start_time: course.start_time,
      end_time: course.end_time,
      location: course.location,
      meeting_url: learns ? course.meeting_url : null,
    },
    enrollment: enrollment
      ? {
          status: enrollment.status,
          progress_percent: learns ? percent : enrollment.progress_percent,
          last_lesson_id:
            enrollment.last_lesson_id === null ? null : Number(enrollment.last_lesson_id),
        }
      : null,
    mayLearn: learns,
    chapters: chapters.map((c) => ({ id: Number(c.id), name: c.name, sort_order: c.sort_order })),
    lessons,
    resumeLessonId: resumeLesson(lessons, enrollment?.last_lesson_id ?? null),
    certificate: certificate ? { code: certificate.code } : null,
  };
}

/** The last lesson opened, else the first not completed, else the first — among open ones. */
function resumeLesson(lessons: readonly OutlineLesson[], lastLessonId: number | null) {
  const open = lessons.filter((l) => !l.locked);
  const last = lastLessonId === null ? undefined : open.find((l) => l.id === Number(lastLessonId));
  return (last ?? open.find((l) => !l.completed) ?? open[0])?.id ?? null;
}
