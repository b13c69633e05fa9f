import type { Kysely } from "kysely";
import type { z } from "zod";
import type { LessonLayout, lessonInputSchema } from "../../../shared/schemas/catalogue.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { fieldError, notFound } from "../../lib/app-error.ts";
import { touchCourse } from "./course-admin.ts";
import { lockParent, requireSameSet, writePositions } from "./positions.ts";
import { requireReferences } from "./references.ts";

/**
 * A course's curriculum: chapters (dense `sort_order` within the course) and lessons (dense
 * `sort_order` across the whole course, in reading order: lessons without a chapter first,
 * then each chapter's). Each write locks the course, renumbers, and bumps its update time.
 */

type Db = Kysely<Database>;
export type LessonValues = z.output<typeof lessonInputSchema>;

const tx = <T>(db: Db, courseId: number, work: (trx: Db) => Promise<T>) =>
  db.transaction().execute(async (trx) => {
    await lockParent(trx, "course", courseId);
    const result = await work(trx);
    await touchCourse(trx, courseId);
    return result;
  });

async function courseOf(db: Db, table: "chapter" | "lesson", id: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select("course_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.course_id;
}

async function chapterIds(trx: Db, courseId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("chapter")
    .select("id")
    .where("course_id", "=", courseId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The lessons in reading order, grouped as the layout of a reorder names them. */
async function currentLayout(trx: Db, courseId: number): Promise<LessonLayout> {
  const chapters = await chapterIds(trx, courseId);
  const lessons = await trx
    .selectFrom("lesson")
    .select(["id", "chapter_id"])
    .where("course_id", "=", courseId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return [null, ...chapters].map((chapterId) => ({
    chapterId,
    lessonIds: lessons.filter((l) => l.chapter_id === chapterId).map((l) => Number(l.id)),
  }));
}

async function writeLayout(trx: Db, layout: LessonLayout): Promise<number[]> {
  const rows = layout.flatMap((group) =>
    group.lessonIds.map((id) => ({ id, extra: { chapter_id: group.chapterId } })),
  );
  await writePositions(trx, "lesson", rows);
  return rows.map((r) => r.id);
}

// ---- chapters ----

export function createChapter(db: Db, courseId: number, name: string): Promise<number> {
  return tx(db, courseId, async (trx) => {
    const count = (await chapterIds(trx, courseId)).length;
    const row = await trx
      .insertInto("chapter")
      .values({ course_id: courseId, name, sort_order: count })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

export async function renameChapter(db: Db, id: number, name: string): Promise<number> {
  return tx(db, await courseOf(db, "chapter", id), async (trx) => {
    await trx
      .updateTable("chapter")
      .set({ name, update_time: nowIso() })
      .where("id", "=", id)
      .execute();
    return id;
  });
}

/** Deleting a chapter deletes its lessons (the confirmation says so); the rest closes ranks. */
export async function deleteChapter(db: Db, id: number): Promise<number> {
  const courseId = await courseOf(db, "chapter", id);
  return tx(db, courseId, async (trx) => {
    await trx.deleteFrom("lesson").where("chapter_id", "=", id).execute();
    await trx.deleteFrom("chapter").where("id", "=", id).execute();
    const rest = await chapterIds(trx, courseId);
    await writePositions(
      trx,
      "chapter",
      rest.map((cid) => ({ id: cid })),
    );
    await writeLayout(trx, await currentLayout(trx, courseId));
    return id;
  });
}

export function reorderChapters(db: Db, courseId: number, order: number[]): Promise<number[]> {
  return tx(db, courseId, async (trx) => {
    requireSameSet(await chapterIds(trx, courseId), order);
    await writePositions(
      trx,
      "chapter",
      order.map((id) => ({ id })),
    );
    // Lessons follow their chapters in reading order.
    const layout = await currentLayout(trx, courseId);
    const byChapter = new Map(layout.map((g) => [g.chapterId, g]));
    await writeLayout(trx, [byChapter.get(null)!, ...order.map((id) => byChapter.get(id)!)]);
    return order;
  });
}

// ---- lessons ----

/** Only the media its kind needs is kept: a video lesson keeps no stale document. */
function lessonColumns(lesson: LessonValues) {
  const { type } = lesson;
  return {
    name: lesson.name,
    type,
    chapter_id: lesson.chapter_id,
    video_id: type === "VIDEO" ? lesson.video_id : null,
    audio_id: type === "AUDIO" ? lesson.audio_id : null,
    document_id: type === "DOCUMENT" ? lesson.document_id : null,
    quiz_id: type === "QUIZ" ? lesson.quiz_id : null,
    content: lesson.content ? JSON.stringify(lesson.content) : null,
    is_preview: lesson.is_preview ? (1 as const) : (0 as const),
    delivery: lesson.delivery,
    location: lesson.delivery === "ONSITE" ? lesson.location : null,
    meeting_url: lesson.delivery === "REMOTE" ? lesson.meeting_url : null,
    start_time: lesson.start_time,
    end_time: lesson.end_time,
  };
}

async function checkLesson(trx: Db, courseId: number, lesson: LessonValues): Promise<void> {
  const columns = lessonColumns(lesson);
  await requireReferences(trx, [
    ["video_id", "video", columns.video_id],
    ["audio_id", "audio", columns.audio_id],
    ["document_id", "document", columns.document_id],
    ["quiz_id", "quiz", columns.quiz_id],
  ]);
  if (lesson.chapter_id !== null) {
    const chapters = await chapterIds(trx, courseId);
    if (!chapters.includes(lesson.chapter_id)) {
      throw fieldError("chapter_id", "errors.catalogue.notInCourse");
    }
  }
}

/** A new lesson goes at the end of its chapter (or of the lessons without one). */
export function createLesson(db: Db, courseId: number, lesson: LessonValues): Promise<number> {
  return tx(db, courseId, async (trx) => {
    await checkLesson(trx, courseId, lesson);
    const row = await trx
      .insertInto("lesson")
      .values({ ...lessonColumns(lesson), course_id: courseId, sort_order: 1_000_000 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeLayout(trx, await currentLayout(trx, courseId));
    return Number(row.id);
  });
}

/** Moving a lesson to another chapter through the form puts it at that chapter's end. */
export async function updateLesson(db: Db, id: number, lesson: LessonValues): Promise<number> {
  const courseId = await courseOf(db, "lesson", id);
  return tx(db, courseId, async (trx) => {
    await checkLesson(trx, courseId, lesson);
    const before = await trx
      .selectFrom("lesson")
      .select("chapter_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const moved = before.chapter_id !== lesson.chapter_id;
    await trx
      .updateTable("lesson")
      .set({
        ...lessonColumns(lesson),
        ...(moved ? { sort_order: 1_000_000 } : {}),
        update_time: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    if (moved) await writeLayout(trx, await currentLayout(trx, courseId));
    return id;
  });
}

export async function deleteLesson(db: Db, id: number): Promise<number> {
  const courseId = await courseOf(db, "lesson", id);
  return tx(db, courseId, async (trx) => {
    await trx.deleteFrom("lesson").where("id", "=", id).execute();
    await writeLayout(trx, await currentLayout(trx, courseId));
    return id;
  });
}

/**
 * The curriculum's new layout after a drag and drop, within or across chapters: every lesson
 * of the course once, under every chapter of the course once (null first).
 */
export function reorderLessons(db: Db, courseId: number, layout: LessonLayout): Promise<number[]> {
  return tx(db, courseId, async (trx) => {
    const current = await currentLayout(trx, courseId);
    requireSameSet(
      current.map((g) => g.chapterId ?? 0),
      layout.map((g) => g.chapterId ?? 0),
    );
    requireSameSet(
      current.flatMap((g) => g.lessonIds),
      layout.flatMap((g) => g.lessonIds),
    );
    const order = new Map(current.map((g, i) => [g.chapterId, i]));
    const sorted = [...layout].sort((a, b) => order.get(a.chapterId)! - order.get(b.chapterId)!);
    return writeLayout(trx, sorted);
  });
}
