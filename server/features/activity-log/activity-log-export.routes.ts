import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LIST_LIMIT_MAX } from "../../../shared/constants.ts";
import { siteDateKey } from "../../../shared/format.ts";
import { type RawListQuery, rawListQuerySchema } from "../../../shared/schemas/list.ts";
import { requires } from "../../plugins/access.ts";
import type { Actor } from "../../policies/actor.ts";
import { type ListQuery, parseListQuery } from "../list/list-query.ts";
import type { ResourceSpec } from "../list/resource.ts";
import { runList } from "../list/run-list.ts";
import { activityLogResource } from "./activity-log.resource.ts";
import { CSV_COLUMNS, csvLine } from "./activity-log-csv.ts";

/**
 * `GET /api/activity_log/export.csv`: the log as the screen filters it (the list API's query
 * string), newest first, streamed page by page — each page is the list engine's query with the
 * same field rules and ADMIN_TRIAL masking, continued below the last id sent — so an export of
 * a million entries never sits in memory.
 */
const REGISTRY: Record<string, ResourceSpec> = { activity_log: activityLogResource };

export async function activityLogExportRoutes(app: FastifyInstance) {
  // Not through the zod type provider: the answer is a stream, which the response schema
  // (documentation only) does not type.
  app.get(
    "/api/activity_log/export.csv",
    {
      config: { access: requires("activity_log", "view") },
      schema: {
        tags: ["activity_log"],
        summary: "The filtered activity log as CSV (streamed)",
        querystring: rawListQuerySchema.extend({ locale: z.string().optional() }),
        response: { 200: z.string().describe("text/csv, UTF-8 with a byte-order mark") },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query as RawListQuery);
      // Refused filters answer 400 before the first byte is sent.
      await runList(app.db, REGISTRY, "activity_log", pageQuery(query, null), request.actor);
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="activity-log-${siteDateKey(new Date())}.csv"`,
        );
      return reply.send(Readable.from(lines(app, query, request.actor)));
    },
  );
}

function pageQuery(query: ListQuery, belowId: number | null): ListQuery {
  return {
    ...query,
    filters:
      belowId === null
        ? query.filters
        : [...query.filters, { field: "id", operator: "<", value: belowId }],
    orders: [{ field: "id", direction: "desc" }],
    refNames: [],
    limit: LIST_LIMIT_MAX,
    offset: 0,
  };
}

async function* lines(app: FastifyInstance, query: ListQuery, actor: Actor) {
  yield `\uFEFF${CSV_COLUMNS.join(",")}\r\n`;
  let belowId: number | null = null;
  for (;;) {
    const page = await runList(
      app.db,
      { activity_log: activityLogResource },
      "activity_log",
      pageQuery(query, belowId),
      actor,
    );
    if (page.items.length === 0) return;
    yield page.items.map((row) => csvLine(row as Record<string, unknown>)).join("");
    belowId = Number((page.items.at(-1) as { id: number }).id);
    if (page.items.length < LIST_LIMIT_MAX) return;
  }
}
