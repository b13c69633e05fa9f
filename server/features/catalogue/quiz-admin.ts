import type { Kysely } from "kysely";
import type { z } from "zod";
import type { questionInputSchema } from "../../../shared/schemas/quiz-management.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, fieldError, notFound } from "../../lib/app-error.ts";
import { lockParent, requireSameSet, writePositions } from "./positions.ts";

/**
 * Quizzes, their sections (question groups, dense `sort_order` within the quiz) and questions
 * (dense `sort_order` across the quiz in reading order: questions outside any section first,
 * then each section's). Each write locks the quiz and bumps its update time.
 */

type Db = Kysely<Database>;
export type QuestionValues = z.output<typeof questionInputSchema>;
type QuestionLayout = { groupId: number | null; questionIds: number[] }[];

const tx = <T>(db: Db, quizId: number, work: (trx: Db) => Promise<T>) =>
  db.transaction().execute(async (trx) => {
    await lockParent(trx, "quiz", quizId);
    const result = await work(trx);
    await trx.updateTable("quiz").set({ update_time: nowIso() }).where("id", "=", quizId).execute();
    return result;
  });

async function quizOf(db: Db, table: "question_group" | "question", id: number): Promise<number> {
  const row = await db.selectFrom(table).select("quiz_id").where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row.quiz_id;
}

export async function createQuiz(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto("quiz")
    .values({ name })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function renameQuiz(db: Db, id: number, name: string): Promise<number> {
  return tx(db, id, async (trx) => {
    await trx.updateTable("quiz").set({ name }).where("id", "=", id).execute();
    return id;
  });
}

/** A quiz that a lesson uses is kept: the refusal counts the lessons. */
export async function deleteQuiz(db: Db, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockParent(trx, "quiz", id);
    const used = await trx
      .selectFrom("lesson")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("quiz_id", "=", id)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) {
      throw new AppError("CONFLICT", "errors.catalogue.quizInUse", { lessons: Number(used.n) });
    }
    await trx.deleteFrom("quiz").where("id", "=", id).execute();
    return id;
  });
}

// ---- sections ----

async function groupIds(trx: Db, quizId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("question_group")
    .select("id")
    .where("quiz_id", "=", quizId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

async function currentLayout(trx: Db, quizId: number): Promise<QuestionLayout> {
  const groups = await groupIds(trx, quizId);
  const questions = await trx
    .selectFrom("question")
    .select(["id", "group_id"])
    .where("quiz_id", "=", quizId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return [null, ...groups].map((groupId) => ({
    groupId,
    questionIds: questions.filter((q) => q.group_id === groupId).map((q) => Number(q.id)),
  }));
}

async function writeLayout(trx: Db, layout: QuestionLayout): Promise<number[]> {
  const rows = layout.flatMap((g) =>
    g.questionIds.map((id) => ({ id, extra: { group_id: g.groupId } })),
  );
  await writePositions(trx, "question", rows);
  return rows.map((r) => r.id);
}

export function createGroup(db: Db, quizId: number, description: string): Promise<number> {
  return tx(db, quizId, async (trx) => {
    const count = (await groupIds(trx, quizId)).length;
    const row = await trx
      .insertInto("question_group")
      .values({ quiz_id: quizId, description, sort_order: count })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

export async function updateGroup(db: Db, id: number, description: string): Promise<number> {
  return tx(db, await quizOf(db, "question_group", id), async (trx) => {
    await trx.updateTable("question_group").set({ description }).where("id", "=", id).execute();
    return id;
  });
}

/** Deleting a section deletes its questions (the confirmation says so). */
export async function deleteGroup(db: Db, id: number): Promise<number> {
  const quizId = await quizOf(db, "question_group", id);
  return tx(db, quizId, async (trx) => {
    await trx.deleteFrom("question").where("group_id", "=", id).execute();
    await trx.deleteFrom("question_group").where("id", "=", id).execute();
    const rest = await groupIds(trx, quizId);
    await writePositions(
      trx,
      "question_group",
      rest.map((gid) => ({ id: gid })),
    );
    await writeLayout(trx, await currentLayout(trx, quizId));
    return id;
  });
}

export function reorderGroups(db: Db, quizId: number, order: number[]): Promise<number[]> {
  return tx(db, quizId, async (trx) => {
    requireSameSet(await groupIds(trx, quizId), order);
    await writePositions(
      trx,
      "question_group",
      order.map((id) => ({ id })),
    );
    const layout = await currentLayout(trx, quizId);
    const byGroup = new Map(layout.map((g) => [g.groupId, g]));
    await writeLayout(trx, [byGroup.get(null)!, ...order.map((id) => byGroup.get(id)!)]);
    return order;
  });
}

// ---- questions ----

function questionColumns(values: QuestionValues) {
  const q = values.question;
  return {
    group_id: values.group_id,
    type: q.type,
    title: q.title,
    content: q.content,
    score: q.score,
    pieces: JSON.stringify(q.pieces),
    answer_values: JSON.stringify(q.answer_values),
    answer_explanation: q.answer_explanation,
    accepts_unaccented:
      q.type === "TEXT_COMPLETION" && values.accepts_unaccented ? (1 as const) : (0 as const),
  };
}

async function checkGroup(trx: Db, quizId: number, groupId: number | null): Promise<void> {
  if (groupId !== null && !(await groupIds(trx, quizId)).includes(groupId)) {
    throw fieldError("group_id", "errors.catalogue.notInQuiz");
  }
}

export function createQuestion(db: Db, quizId: number, values: QuestionValues): Promise<number> {
  return tx(db, quizId, async (trx) => {
    await checkGroup(trx, quizId, values.group_id);
    const row = await trx
      .insertInto("question")
      .values({ ...questionColumns(values), quiz_id: quizId, sort_order: 1_000_000 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeLayout(trx, await currentLayout(trx, quizId));
    return Number(row.id);
  });
}

export async function updateQuestion(db: Db, id: number, values: QuestionValues): Promise<number> {
  const quizId = await quizOf(db, "question", id);
  return tx(db, quizId, async (trx) => {
    await checkGroup(trx, quizId, values.group_id);
    const before = await trx
      .selectFrom("question")
      .select("group_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const moved = before.group_id !== values.group_id;
    await trx
      .updateTable("question")
      .set({ ...questionColumns(values), ...(moved ? { sort_order: 1_000_000 } : {}) })
      .where("id", "=", id)
      .execute();
    if (moved) await writeLayout(trx, await currentLayout(trx, quizId));
    return id;
  });
}

export async function deleteQuestion(db: Db, id: number): Promise<number> {
  const quizId = await quizOf(db, "question", id);
  return tx(db, quizId, async (trx) => {
    await trx.deleteFrom("question").where("id", "=", id).execute();
    await writeLayout(trx, await currentLayout(trx, quizId));
    return id;
  });
}

export function reorderQuestions(
  db: Db,
  quizId: number,
  layout: QuestionLayout,
): Promise<number[]> {
  return tx(db, quizId, async (trx) => {
    const current = await currentLayout(trx, quizId);
    requireSameSet(
      current.map((g) => g.groupId ?? 0),
      layout.map((g) => g.groupId ?? 0),
    );
    requireSameSet(
      current.flatMap((g) => g.questionIds),
      layout.flatMap((g) => g.questionIds),
    );
    const order = new Map(current.map((g, i) => [g.groupId, i]));
    const sorted = [...layout].sort((a, b) => order.get(a.groupId)! - order.get(b.groupId)!);
    return writeLayout(trx, sorted);
  });
}
