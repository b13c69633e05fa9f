import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * API answers hold one person's data (account, orders, progress) or data a manager just
 * changed, so no browser, proxy or CDN may keep them: `Cache-Control: no-store` unless a route
 * chose its own caching on purpose.
 */
export const apiNoStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });
});
