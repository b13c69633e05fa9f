import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  articleAnswer,
  articleCreateBody,
  articleIdBody,
  articleUpdateBody,
  idAnswer,
} from "../../../shared/schemas/content.ts";
import { requires } from "../../plugins/access.ts";
import {
  createArticle,
  deleteArticle,
  publishArticle,
  submitArticle,
  updateArticle,
} from "./article-writes.ts";

/**
 * The article writes: create, update, delete, submit (a writer asks for publication) and
 * publish (a manager). Reads are the generic `GET /api/article/list` and `/get`.
 */
export async function articleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["article"];

  api.post(
    "/api/article/create",
    {
      config: { access: requires("article", "create") },
      schema: {
        tags,
        summary: "Create a draft article",
        body: articleCreateBody,
        response: { 200: articleAnswer },
      },
    },
    async (request) => ({
      data: { article: await createArticle(app.db, request.actor, request.body) },
    }),
  );

  api.post(
    "/api/article/update",
    {
      config: { access: requires("article", "update") },
      schema: {
        tags,
        summary: "Save an article's fields (a writer: only their own draft)",
        body: articleUpdateBody,
        response: { 200: articleAnswer },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return { data: { article: await updateArticle(app.db, request.actor, id, fields) } };
    },
  );

  api.post(
    "/api/article/delete",
    {
      config: { access: requires("article", "delete") },
      schema: {
        tags,
        summary: "Delete an article",
        body: articleIdBody,
        response: { 200: idAnswer },
      },
    },
    async (request) => {
      await deleteArticle(app.db, request.actor, request.body.id);
      return { data: { id: request.body.id } };
    },
  );

  api.post(
    "/api/article/submit",
    {
      config: { access: requires("article", "submit") },
      schema: {
        tags,
        summary: "Submit one's draft for publication",
        body: articleIdBody,
        response: { 200: articleAnswer },
      },
    },
    async (request) => ({
      data: { article: await submitArticle(app.db, request.actor, request.body.id) },
    }),
  );

  api.post(
    "/api/article/publish",
    {
      config: { access: requires("article", "publish") },
      schema: {
        tags,
        summary: "Publish an article (CONTENT_MANAGER, ADMIN)",
        body: articleIdBody,
        response: { 200: articleAnswer },
      },
    },
    async (request) => ({
      data: { article: await publishArticle(app.db, request.actor, request.body.id) },
    }),
  );
}
