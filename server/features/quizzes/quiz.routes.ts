import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { successEnvelopeSchema } from "../../../shared/errors.ts";
import {
  quizAttemptSummarySchema,
  quizGradeSchema,
  quizSubmissionSchema,
} from "../../../shared/quiz/submission.ts";
import { positiveIntIdParam } from "../../../shared/schemas/common.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { PUBLIC, SIGNED_IN } from "../../plugins/access.ts";
import type { Actor } from "../../policies/actor.ts";
import { gradeSubmission } from "./grade-submission.ts";
import {
  gradableQuestions,
  isSampleQuiz,
  latestAttempt,
  learnsCourseWithQuiz,
  quizExists,
  recordAttempt,
} from "./quiz.queries.ts";

/**
 * The grading calls (docs/product/data-model.md). Questions reach clients without their
 * answers (quiz.resource.ts); the answers and explanations leave the server only here, in the
 * result of a complete submission.
 */
export async function quizRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const gradeAnswer = { 200: successEnvelopeSchema(quizGradeSchema) };

  api.post(
    "/api/quiz/attempt",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["quiz"],
        summary: "Grade and store a student's attempt at a quiz of a course they learn",
        body: quizSubmissionSchema,
        response: gradeAnswer,
      },
    },
    async (request) => {
      const user = signedInUser(request.actor);
      const { quizId, answers } = request.body;
      // PENDING users browse but learn only once their e-mail is verified (docs/product/accounts.md "User status").
      if (user.status === "PENDING") throw new AppError("FORBIDDEN", "errors.auth.verifyFirst");
      if (!(await quizExists(app.db, quizId))) throw notFound();
      if (!(await learnsCourseWithQuiz(app.db, request.actor, quizId))) {
        throw new AppError("FORBIDDEN", "quiz.notEnrolled");
      }
      const grade = gradeSubmission(await gradableQuestions(app.db, quizId), answers);
      await recordAttempt(app.db, request.actor, { userId: user.id, quizId, answers, grade });
      return { data: grade };
    },
  );

  api.post(
    "/api/quiz/preview-grade",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["quiz"],
        summary: "Grade sample questions (the quiz of a preview lesson) without storing",
        body: quizSubmissionSchema,
        response: gradeAnswer,
      },
    },
    async (request) => {
      const { quizId, answers } = request.body;
      if (!(await quizExists(app.db, quizId))) throw notFound();
      if (!(await isSampleQuiz(app.db, quizId))) throw new AppError("FORBIDDEN", "quiz.notSample");
      return { data: gradeSubmission(await gradableQuestions(app.db, quizId), answers) };
    },
  );

  api.get(
    "/api/quiz/latest-attempt",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["quiz"],
        summary: "The signed-in student's own latest attempt at a quiz (404 when none)",
        querystring: z.object({ quizId: positiveIntIdParam, locale: z.string().optional() }),
        response: { 200: successEnvelopeSchema(quizAttemptSummarySchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request.actor);
      const attempt = await latestAttempt(app.db, user.id, request.query.quizId);
      if (!attempt) throw notFound();
      return { data: attempt };
    },
  );
}

/** The access hook has already refused visitors on SIGNED_IN routes; this narrows the type. */
function signedInUser(actor: Actor): NonNullable<Actor["user"]> {
  if (!actor.user) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  return actor.user;
}
