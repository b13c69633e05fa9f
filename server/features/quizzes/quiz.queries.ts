import type { Kysely } from "kysely";
import { z } from "zod";
import { answerKeySchemas, pieceSchema } from "../../../shared/quiz/question-schemas.ts";
import type { GradableQuestion, QuizGrade } from "../../../shared/quiz/question-types.ts";
import type { QuizAttemptSummary } from "../../../shared/quiz/submission.ts";
import { nowIso } from "../../db/dialect.ts";
import type { QuestionRow } from "../../db/rows.ts";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../../policies/actor.ts";
import { learnsAnyCourse } from "../learning/may-learn.ts";
import { completeQuizLessons } from "../learning/progress.ts";

type Db = Kysely<Database>;

export async function quizExists(db: Db, quizId: number): Promise<boolean> {
  const row = await db.selectFrom("quiz").select("id").where("id", "=", quizId).executeTakeFirst();
  return row !== undefined;
}

/** The quiz's questions with their keys, for grading only: they never go to a client as such. */
export async function gradableQuestions(db: Db, quizId: number): Promise<GradableQuestion[]> {
  const rows = await db
    .selectFrom("question")
    .selectAll()
    .where("quiz_id", "=", quizId)
    .orderBy("sort_order", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toGradable);
}

const storedPieces = z.array(pieceSchema);

/**
 * A stored row as the grading functions take it. The write path validates questions, so a row
 * that does not parse is a fault of the data, not of the student: it fails loudly (500, logged).
 */
function toGradable(row: QuestionRow): GradableQuestion {
  const pieces = storedPieces.safeParse(parseJson(row.pieces));
  const key = answerKeySchemas[row.type].safeParse(parseJson(row.answer_values));
  if (!pieces.success || !key.success) {
    throw new Error(`Question ${row.id} has malformed pieces or answer_values`);
  }
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    content: row.content,
    score: row.score,
    pieces: pieces.data,
    answer_values: key.data,
    answer_explanation: row.answer_explanation,
    accepts_unaccented: row.accepts_unaccented === 1,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The actor learns a course with a lesson using the quiz (learning/may-learn.ts decides). */
export async function learnsCourseWithQuiz(db: Db, actor: Actor, quizId: number) {
  const lessons = await db
    .selectFrom("lesson")
    .select("course_id")
    .where("quiz_id", "=", quizId)
    .execute();
  return learnsAnyCourse(
    db,
    actor,
    lessons.map((l) => Number(l.course_id)),
  );
}

/** Sample questions (docs/product/catalogue-and-prices.md "Sample questions"): the quiz of a preview lesson of a PUBLIC course. */
export async function isSampleQuiz(db: Db, quizId: number): Promise<boolean> {
  const row = await db
    .selectFrom("lesson")
    .innerJoin("course", "course.id", "lesson.course_id")
    .select("lesson.id")
    .where("lesson.quiz_id", "=", quizId)
    .where("lesson.is_preview", "=", 1)
    .where("course.visibility", "=", "PUBLIC")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a complete attempt and, in the same transaction, completes the quiz's lessons for the
 * student (every question is answered: gradeSubmission refuses anything less).
 */
export async function recordAttempt(
  db: Db,
  actor: Actor,
  attempt: { userId: number; quizId: number; answers: unknown; grade: QuizGrade },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertAttempt(trx, attempt);
    await completeQuizLessons(trx, actor, attempt.quizId, new Date());
  });
}

async function insertAttempt(
  db: Db,
  attempt: { userId: number; quizId: number; answers: unknown; grade: QuizGrade },
): Promise<void> {
  await db
    .insertInto("quiz_attempt")
    .values({
      user_id: attempt.userId,
      quiz_id: attempt.quizId,
      answers: JSON.stringify(attempt.answers),
      score: attempt.grade.score,
      max_score: attempt.grade.maxScore,
      create_time: nowIso(),
    })
    .execute();
}

/** The student's own latest attempt at the quiz; nobody else's is ever read here. */
export async function latestAttempt(
  db: Db,
  userId: number,
  quizId: number,
): Promise<QuizAttemptSummary | undefined> {
  const row = await db
    .selectFrom("quiz_attempt")
    .select(["id", "quiz_id", "score", "max_score", "create_time"])
    .where("user_id", "=", userId)
    .where("quiz_id", "=", quizId)
    .orderBy("create_time", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    quizId: row.quiz_id,
    score: row.score,
    maxScore: row.max_score,
    createTime: row.create_time,
  };
}
