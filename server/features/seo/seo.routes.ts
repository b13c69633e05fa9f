import type { FastifyInstance } from "fastify";
import { renderRobots, renderSitemap, sitemapEntries } from "./sitemap.ts";

/**
 * `/sitemap.xml` and `/robots.txt`, registered before the page shell so that its not-found
 * handler does not answer them with the app's HTML. Crawlers may cache them for an hour.
 */
export async function seoRoutes(app: FastifyInstance) {
  app.get(
    "/sitemap.xml",
    { schema: { hide: true }, config: { publicCache: true } },
    async (_request, reply) => {
      const entries = await sitemapEntries(app.db, app.config.siteOrigin);
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(renderSitemap(entries));
    },
  );

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(renderRobots(app.config.siteOrigin));
  });
}
