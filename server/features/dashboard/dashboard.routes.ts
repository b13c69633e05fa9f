import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dashboardAnswerSchema, dashboardQuerySchema } from "../../../shared/dashboard.ts";
import { requires } from "../../plugins/access.ts";
import { dashboardFigures } from "./dashboard.ts";

/** `GET /api/dashboard/figures?from=YYYY-MM-DD&to=YYYY-MM-DD&period=DAY|WEEK|…` */
export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/dashboard/figures",
    {
      config: { access: requires("dashboard", "view") },
      schema: {
        tags: ["dashboard"],
        summary: "Overview cards, charts and top courses for a range of GMT+07:00 days",
        querystring: dashboardQuerySchema,
        response: { 200: z.object({ data: dashboardAnswerSchema }) },
      },
    },
    async (request) => ({ data: await dashboardFigures(app.db, request.actor, request.query) }),
  );
}
