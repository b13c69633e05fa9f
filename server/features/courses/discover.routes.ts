import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DISCOVER_MAX_LIMIT,
  DISCOVER_PRICES,
  DISCOVER_SORTS,
  parseDiscoverParams,
} from "../../../shared/course-discover.ts";
import { listAnswerSchema } from "../../../shared/schemas/list.ts";
import { PUBLIC } from "../../plugins/access.ts";
import { listAnswerSerializer } from "../list/answer-serializer.ts";
import { registry } from "../list/registry.ts";
import { rowSchemaOf } from "../list/row-schema.ts";
import { courseResource } from "./course.resource.ts";
import { discoverCourses } from "./discover.ts";

/**
 * Every parameter is any string (a repeated one, several): the shared parser reads them and
 * falls back to the default for anything it does not understand, as the `/courses` page does,
 * so a hand-edited URL never fails. The schema is here to document them.
 */
const anyText = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);

const discoverQuerystring = z.object({
  q: anyText("Search text, accent- and case-insensitive, over name then description"),
  price: anyText(`${DISCOVER_PRICES.join(" | ")}: on the sale price now`),
  delivery: anyText("online | onsite | remote"),
  language: anyText("vi | en: the language the course is taught in"),
  on_promotion: anyText("1 or true: only courses whose promotion runs now"),
  sort: anyText(`${DISCOVER_SORTS.join(" | ")} (default relevance)`),
  limit: anyText(`1–${DISCOVER_MAX_LIMIT} (default 12)`),
  offset: anyText("default 0"),
  locale: anyText("Language of error messages"),
});

/** `GET /api/course/discover`: the course discovery page's list (docs/product/catalogue-and-prices.md). */
export async function discoverRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/course/discover",
    {
      config: { access: PUBLIC, publicCache: true },
      schema: {
        tags: ["course"],
        summary:
          "Public courses by search text, price, delivery, language and promotion, sorted and paged",
        querystring: discoverQuerystring,
        response: { 200: listAnswerSchema(rowSchemaOf(courseResource)) },
      },
      serializerCompiler: listAnswerSerializer(app.config),
    },
    async (request) => {
      // The raw query string, read by the same parser as the page's URL.
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const query = parseDiscoverParams(new URLSearchParams(search));
      return { data: await discoverCourses(app.db, registry, query, request.actor) };
    },
  );
}
