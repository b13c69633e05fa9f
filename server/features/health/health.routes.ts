import type { FastifyInstance } from "fastify";
import { pingDatabase } from "./health.queries.ts";

/** `/healthz` for load balancers: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { data: { status: "ok" } };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      return reply
        .status(503)
        .send({ error: { message: "database unavailable", code: "SERVICE_UNAVAILABLE" } });
    }
  });
}
