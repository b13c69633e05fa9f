import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listAnswerSchema, rawListQuerySchema } from "../../../shared/schemas/list.ts";
import { notFound } from "../../lib/app-error.ts";
import { PUBLIC } from "../../plugins/access.ts";
import { listAnswerSerializer } from "./answer-serializer.ts";
import { parseListQuery, recordQuery } from "./list-query.ts";
import type { ResourceSpec } from "./resource.ts";
import { rowSchemaOf } from "./row-schema.ts";
import { runList } from "./run-list.ts";

/**
 * `GET /api/{resource}/list` for every resource of the registry, and `GET /api/{resource}/get`
 * for one record by id or slug (the same query with limit 1; 404 when nothing is found).
 */
export async function listRoutes(
  app: FastifyInstance,
  opts: { resources: readonly ResourceSpec[] },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const registry = Object.fromEntries(opts.resources.map((r) => [r.name, r]));

  const serializerCompiler = listAnswerSerializer(app.config);

  for (const spec of opts.resources) {
    const answer = { 200: listAnswerSchema(rowSchemaOf(spec)) };
    api.get(
      `/api/${spec.name}/list`,
      {
        // Open to all: each resource's scope decides which rows and fields an actor gets.
        config: { access: PUBLIC, publicCache: spec.publicCache === true },
        schema: {
          tags: ["list"],
          summary: `List ${spec.name} records with filters, orders, search and refs`,
          querystring: rawListQuerySchema,
          response: answer,
        },
        serializerCompiler,
      },
      async (request) => {
        const query = parseListQuery(request.query);
        return { data: await runList(app.db, registry, spec.name, query, request.actor) };
      },
    );

    const hasSlug = "slug" in spec.fields;
    api.get(
      `/api/${spec.name}/get`,
      {
        config: { access: PUBLIC, publicCache: spec.publicCache === true },
        schema: {
          tags: ["list"],
          summary: `One ${spec.name} record by id${hasSlug ? " or slug" : ""}, with refs`,
          querystring: z
            .object({
              id: z
                .string()
                .regex(/^\d{1,15}$/)
                .optional(),
              // No bound of its own: Node's 16 KB header limit bounds it, and a slug longer
              // than any slug is a 404 like any unknown one (recordQuery).
              slug: hasSlug ? z.string().optional() : z.undefined().optional(),
              refNames: z.string().optional(),
              locale: z.string().optional(),
            })
            .refine((q) => (q.id === undefined) !== (q.slug === undefined), "give id or slug"),
          response: answer,
        },
        serializerCompiler,
      },
      async (request) => {
        const { id, slug, refNames } = request.query;
        const query =
          id !== undefined
            ? recordQuery("id", Number(id), refNames)
            : recordQuery("slug", slug ?? "", refNames);
        const result = await runList(app.db, registry, spec.name, query, request.actor, {
          count: false,
        });
        if (result.items.length === 0) throw notFound();
        return { data: result };
      },
    );
  }
}
