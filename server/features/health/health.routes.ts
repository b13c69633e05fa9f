import type { FastifyInstance } from "fastify";
import { sql } from "kysely";

/** `/healthz` for load balancers: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { data: { status: "ok" } };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      return reply
        .status(503)
        .send({ error: { message: "database unavailable", code: "SERVICE_UNAVAILABLE" } });
    }
  });
}
