import type { Kysely } from "kysely";
import { assetUrl, hlsUrl } from "../../../shared/media.ts";
import { renderRichContent } from "../../../shared/rich-content/render.ts";
import { readRichContent } from "../../../shared/rich-content/schema.ts";
import type { LessonForLearning } from "../../../shared/schemas/learning.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { latestAttempt } from "../quizzes/quiz.queries.ts";
import { lessonAccess, lockedLessonError } from "./may-learn.ts";

type Db = Kysely<Database>;

/**
 * One lesson as the player plays it: its notes as sanitized HTML, its delivery details, and
 * what its kind needs — the file URLs of its video, audio or document (served by
 * media/serve.routes.ts under the same rule), or its quiz's questions without their answers.
 */
export async function lessonForLearning(
  db: Db,
  actor: Actor,
  input: { courseId: number; lessonId: number },
): Promise<LessonForLearning> {
  const access = await lessonAccess(db, actor, input.lessonId);
  if (!access || access.lesson.course_id !== input.courseId) throw notFound();
  if (!access.mayOpen) throw lockedLessonError(actor, access);
  const { lesson } = access;
  const userId = actor.user?.id;
  const [row, mine, video, audio, document, quiz] = await Promise.all([
    db
      .selectFrom("lesson")
      .select([
        "name",
        "chapter_id",
        "content",
        "delivery",
        "location",
        "meeting_url",
        "start_time",
        "end_time",
      ])
      .where("id", "=", lesson.id)
      .executeTakeFirstOrThrow(),
    userId === undefined
      ? Promise.resolve(undefined)
      : db
          .selectFrom("lesson_progress")
          .select(["position_seconds", "completed_time"])
          .where("user_id", "=", userId)
          .where("lesson_id", "=", lesson.id)
          .executeTakeFirst(),
    lesson.type === "VIDEO" && lesson.video_id !== null
      ? db
          .selectFrom("video")
          .select(["path", "basename", "extension", "duration", "width", "height", "hls_status"])
          .where("id", "=", lesson.video_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    lesson.type === "AUDIO" && lesson.audio_id !== null
      ? db
          .selectFrom("audio")
          .select(["path", "basename", "extension", "duration"])
          .where("id", "=", lesson.audio_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    lesson.type === "DOCUMENT" && lesson.document_id !== null
      ? db
          .selectFrom("document")
          .select(["path", "basename", "extension", "title", "mime_type"])
          .where("id", "=", lesson.document_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    lesson.type === "QUIZ" && lesson.quiz_id !== null
      ? quizForPlayer(db, lesson.quiz_id, userId, access.learns)
      : Promise.resolve(null),
  ]);

  return {
    id: lesson.id,
    course_id: lesson.course_id,
    chapter_id: row.chapter_id === null ? null : Number(row.chapter_id),
    name: row.name,
    type: lesson.type,
    is_preview: lesson.is_preview === 1,
    delivery: row.delivery,
    location: row.location,
    meeting_url: row.meeting_url,
    start_time: row.start_time,
    end_time: row.end_time,
    contentHtml: renderRichContent(readRichContent(row.content)) || null,
    completed: Boolean(mine?.completed_time),
    position_seconds: Number(mine?.position_seconds ?? 0),
    video: video
      ? {
          url: assetUrl(video),
          hlsUrl: video.hls_status === "READY" ? hlsUrl(video) : null,
          duration: video.duration,
          width: video.width,
          height: video.height,
        }
      : null,
    audio: audio ? { url: assetUrl(audio), duration: audio.duration } : null,
    document: document
      ? {
          url: assetUrl(document),
          title: document.title,
          extension: document.extension,
          mime_type: document.mime_type,
        }
      : null,
    quiz,
  };
}

/** The quiz as students receive it: never answer_values or answer_explanation. */
async function quizForPlayer(
  db: Db,
  quizId: number,
  userId: number | undefined,
  storesAttempts: boolean,
): Promise<LessonForLearning["quiz"]> {
  const [quiz, groups, questions, attempt] = await Promise.all([
    db.selectFrom("quiz").select(["id", "name"]).where("id", "=", quizId).executeTakeFirst(),
    db
      .selectFrom("question_group")
      .select(["id", "description", "sort_order"])
      .where("quiz_id", "=", quizId)
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("question")
      .select([
        "id",
        "group_id",
        "type",
        "title",
        "content",
        "sort_order",
        "score",
        "pieces",
        "accepts_unaccented",
      ])
      .where("quiz_id", "=", quizId)
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
    userId === undefined || !storesAttempts
      ? Promise.resolve(undefined)
      : latestAttempt(db, userId, quizId),
  ]);
  if (!quiz) return null;
  return {
    id: Number(quiz.id),
    name: quiz.name,
    groups: groups.map((g) => ({
      id: Number(g.id),
      description: g.description,
      sort_order: g.sort_order,
    })),
    questions: questions.map((q) => ({
      id: Number(q.id),
      group_id: q.group_id === null ? null : Number(q.group_id),
      type: q.type,
      title: q.title,
      content: q.content,
      sort_order: q.sort_order,
      score: q.score,
      pieces: parsePieces(q.pieces),
      accepts_unaccented: q.accepts_unaccented === 1,
    })),
    latestAttempt: attempt ?? null,
    storesAttempts,
  };
}

function parsePieces(text: string): { value: string; text: string }[] {
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.map((p) => ({ value: String(p.value), text: String(p.text) }))
      : [];
  } catch {
    return [];
  }
}
