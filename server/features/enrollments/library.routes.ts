import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  courseIdBodySchema,
  favoriteAnswerSchema,
  favoritesAnswerSchema,
  freeEnrollmentAnswerSchema,
} from "../../../shared/schemas/enrollments.ts";
import { rawListQuerySchema } from "../../../shared/schemas/list.ts";
import { AppError } from "../../lib/app-error.ts";
import { PUBLIC, SIGNED_IN } from "../../plugins/access.ts";
import { parseListQuery } from "../list/list-query.ts";
import { enrollFree } from "./enroll-free.ts";
import { favor, listFavorites, unfavor } from "./favorites.ts";

/** The student's library: free enrolment and favourites (docs/product/api.md). */
export async function libraryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/library/enroll",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["library"],
        summary: "Enrol in a course whose sale price is 0 (a paid course answers 402)",
        body: courseIdBodySchema,
        response: { 200: freeEnrollmentAnswerSchema },
      },
    },
    async (request) => {
      const { enrollment, created } = await enrollFree(app.db, {
        user: request.actor.user!,
        courseId: request.body.courseId,
        now: new Date(),
      });
      return { data: { enrollment, created } };
    },
  );

  // Open routes that answer "Please login to like" to a visitor, as the course page expects.
  for (const [path, liked] of [
    ["/api/library/favor", true],
    ["/api/library/unfavor", false],
  ] as const) {
    api.post(
      path,
      {
        config: { access: PUBLIC },
        schema: {
          tags: ["library"],
          summary: liked ? "Like a course" : "Stop liking a course",
          body: courseIdBodySchema,
          response: { 200: favoriteAnswerSchema },
        },
      },
      async (request) => {
        const { actor } = request;
        if (!actor.user) throw new AppError("UNAUTHENTICATED", "errors.loginToLike");
        const { courseId } = request.body;
        if (liked) await favor(app.db, actor, courseId);
        else await unfavor(app.db, actor.user.id, courseId);
        return { data: { courseId, favorite: liked } };
      },
    );
  }

  api.get(
    "/api/library/favorites",
    {
      // A visitor likes nothing: an empty list, not an error on every course page.
      config: { access: PUBLIC },
      schema: {
        tags: ["library"],
        summary: "The user's favourite courses as a list query (filter on course_id)",
        querystring: rawListQuerySchema,
        response: { 200: favoritesAnswerSchema },
      },
    },
    async (request) => ({
      data: await listFavorites(app.db, request.actor, parseListQuery(request.query)),
    }),
  );
}
