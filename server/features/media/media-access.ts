import { type Kysely, type SqlBool, sql } from "kysely";
import { likeContains } from "../../../shared/search.ts";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";
import { isStaffLearner, learnsAnyCourse } from "../learning/may-learn.ts";

/**
 * Who may receive a video, audio or document file, or a video's HLS playlists and segments
 * (the rule of server/features/learning/may-learn.ts): staff; anyone for a preview lesson of a
 * public course; whoever learns a course using the file. A file no lesson uses
 * follows what embeds it in rich content: a public article or course shows it to everyone, a
 * course's introduction to its students too. Nobody else, however they found the URL.
 * (Images are public and never come here.)
 */

export type FileKind = "video" | "audio" | "document";

export interface StoredMedia {
  id: number;
  path: string;
  basename: string;
}

const LESSON_COLUMN = {
  video: "lesson.video_id",
  audio: "lesson.audio_id",
  document: "lesson.document_id",
} as const;

/** Rich content mentions a file by its URL, which holds its path and random basename. */
export function mentionPattern(media: StoredMedia): string {
  return likeContains(`${media.path}${media.basename}`);
}

const mentions = (column: string, pattern: string) =>
  sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;

export async function mayReadMediaFile(
  db: Kysely<Database>,
  actor: Actor,
  kind: FileKind,
  media: StoredMedia,
): Promise<boolean> {
  // Staff check lessons and manage the media library without enrolling.
  if (isStaffLearner(actor) || can(actor, "view", "media")) return true;

  // The cheap, common case first: the lessons that use the file, by their indexed column.
  const lessons = await db
    .selectFrom("lesson")
    .innerJoin("course", "course.id", "lesson.course_id")
    .select(["lesson.course_id", "lesson.is_preview", "course.visibility"])
    .where(LESSON_COLUMN[kind], "=", media.id)
    .execute();
  if (lessons.some((l) => l.is_preview === 1 && l.visibility === "PUBLIC")) return true;
  const courseIds = new Set(lessons.map((l) => Number(l.course_id)));
  if (await learnsAnyCourse(db, actor, courseIds)) return true;

  // Rich content that embeds the file: lesson notes, course introductions, articles.
  const pattern = mentionPattern(media);
  const [notes, intros, articles] = await Promise.all([
    db
      .selectFrom("lesson")
      .innerJoin("course", "course.id", "lesson.course_id")
      .select(["lesson.course_id", "lesson.is_preview", "course.visibility"])
      .where(mentions("lesson.content", pattern))
      .execute(),
    db
      .selectFrom("course")
      .select(["id", "visibility"])
      .where(mentions("course.introduction", pattern))
      .execute(),
    db
      .selectFrom("article")
      .select("id")
      .where("visibility", "=", "PUBLIC")
      .where(mentions("article.content", pattern))
      .limit(1)
      .execute(),
  ]);
  if (articles.length > 0) return true;
  if (intros.some((c) => c.visibility === "PUBLIC")) return true;
  if (notes.some((l) => l.is_preview === 1 && l.visibility === "PUBLIC")) return true;
  const embeddingCourses = new Set([
    ...notes.map((l) => Number(l.course_id)),
    ...intros.map((c) => Number(c.id)),
  ]);
  return learnsAnyCourse(db, actor, embeddingCourses);
}
