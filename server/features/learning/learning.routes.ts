import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { successEnvelopeSchema } from "../../../shared/errors.ts";
import {
  learningCourseQuery,
  learningLessonQuery,
  learningOutlineSchema,
  lessonForLearningSchema,
  progressReportSchema,
  progressResultSchema,
} from "../../../shared/schemas/learning.ts";
import { PUBLIC, SIGNED_IN } from "../../plugins/access.ts";
import { lessonForLearning } from "./lesson-for-learning.ts";
import { learningOutline } from "./outline.ts";
import { recordProgress } from "./progress.ts";

/** The learning player's calls; the rules are in README.md of this folder. */
export async function learningRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/learning/course",
    {
      // Visitors get the outline of a PUBLIC course, its preview lessons open.
      config: { access: PUBLIC },
      schema: {
        tags: ["learning"],
        summary: "A course's lessons in playing order, with the reader's progress and resume point",
        querystring: learningCourseQuery,
        response: { 200: successEnvelopeSchema(learningOutlineSchema) },
      },
    },
    async (request) => ({
      data: await learningOutline(app.db, request.actor, request.query.courseId),
    }),
  );

  api.get(
    "/api/learning/lesson",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["learning"],
        summary: "One lesson to play: notes, files, quiz questions without answers (403 if locked)",
        querystring: learningLessonQuery,
        response: { 200: successEnvelopeSchema(lessonForLearningSchema) },
      },
    },
    async (request) => ({
      data: await lessonForLearning(app.db, request.actor, request.query),
    }),
  );

  api.post(
    "/api/learning/progress",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["learning"],
        summary:
          "Where the player is in a lesson (heartbeat, opened, ended); the server decides completion",
        body: progressReportSchema,
        response: { 200: successEnvelopeSchema(progressResultSchema) },
      },
    },
    async (request) => ({
      data: await recordProgress(app.db, request.actor, request.body, new Date()),
    }),
  );
}
