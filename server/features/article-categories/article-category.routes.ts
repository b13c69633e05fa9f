import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  articleCategoryAnswer,
  articleCategoryCreateBody,
  articleCategoryIdBody,
  articleCategoryUpdateBody,
  idAnswer,
} from "../../../shared/schemas/content.ts";
import { requires } from "../../plugins/access.ts";
import {
  createArticleCategory,
  deleteArticleCategory,
  updateArticleCategory,
} from "./article-category-writes.ts";

/** Article category writes; reads are the generic `GET /api/article_category/list`. */
export async function articleCategoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["article_category"];

  api.post(
    "/api/article_category/create",
    {
      config: { access: requires("article_category", "create") },
      schema: {
        tags,
        summary: "Add an article category",
        body: articleCategoryCreateBody,
        response: { 200: articleCategoryAnswer },
      },
    },
    async (request) => ({
      data: {
        article_category: await createArticleCategory(app.db, request.actor, request.body),
      },
    }),
  );

  api.post(
    "/api/article_category/update",
    {
      config: { access: requires("article_category", "update") },
      schema: {
        tags,
        summary: "Rename an article category",
        body: articleCategoryUpdateBody,
        response: { 200: articleCategoryAnswer },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return {
        data: {
          article_category: await updateArticleCategory(app.db, request.actor, id, fields),
        },
      };
    },
  );

  api.post(
    "/api/article_category/delete",
    {
      config: { access: requires("article_category", "delete") },
      schema: {
        tags,
        summary: "Delete an article category (its articles keep no category)",
        body: articleCategoryIdBody,
        response: { 200: idAnswer },
      },
    },
    async (request) => {
      await deleteArticleCategory(app.db, request.actor, request.body.id);
      return { data: { id: request.body.id } };
    },
  );
}
