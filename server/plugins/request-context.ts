import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Locale } from "../../shared/constants.ts";
import { resolveLocale } from "../../shared/i18n/index.ts";
import { type Actor, visitor } from "../policies/actor.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language of this request's messages: `?locale=`, then the cookie, then vi. */
    locale: Locale;
    /** Who is asking; a visitor until the session plugin says otherwise. */
    actor: Actor;
  }
}

export const LOCALE_COOKIE = "locale";

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", "vi");
  app.decorateRequest("actor", null as unknown as Actor);
  app.addHook("onRequest", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.locale === "string" ? query.locale : undefined;
    request.locale = resolveLocale(fromQuery ?? request.cookies?.[LOCALE_COOKIE]);
    request.actor = visitor(request.ip);
  });
});
