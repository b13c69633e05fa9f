import { QUIZZES } from "./content/quizzes.ts";
import type { QuizKey } from "./content/types.ts";
import { counted, daysAgo, type WriteContext } from "./context.ts";

/**
 * Quizzes with their question groups and questions; `pieces` and `answer_values` in the JSON
 * shapes of docs/product/data-model.md (a value for RADIO_BUTTONS, arrays otherwise).
 */
export async function insertQuizzes(ctx: WriteContext): Promise<void> {
  const time = daysAgo(ctx.now, 30);
  for (const [key, quiz] of Object.entries(QUIZZES) as [QuizKey, (typeof QUIZZES)[QuizKey]][]) {
    const { id: quizId } = await ctx.db
      .insertInto("quiz")
      .values({ name: quiz.name, create_time: time, update_time: time })
      .returning("id")
      .executeTakeFirstOrThrow();
    ctx.quizzes[key] = quizId;
    counted(ctx, "quiz");
    for (const [groupIndex, group] of quiz.groups.entries()) {
      const { id: groupId } = await ctx.db
        .insertInto("question_group")
        .values({ quiz_id: quizId, description: group.description, sort_order: groupIndex + 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      counted(ctx, "question_group");
      await ctx.db
        .insertInto("question")
        .values(
          group.questions.map((q, index) => ({
            quiz_id: quizId,
            group_id: groupId,
            type: q.type,
            title: q.title,
            content: q.content ?? null,
            sort_order: index + 1,
            score: q.score,
            answer_values: JSON.stringify(q.answer),
            pieces: JSON.stringify(q.pieces),
            answer_explanation: q.explanation,
          })),
        )
        .execute();
      counted(ctx, "question", group.questions.length);
    }
  }
}
