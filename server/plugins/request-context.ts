import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Locale } from "../../shared/constants.ts";
import { LOCALE_PARAM } from "../../shared/constants.ts";
import { resolveLocale } from "../../shared/i18n/index.ts";
import { type ActivityActor, runAsActor } from "../db/activity-log.ts";
import { readSession, SESSION_COOKIE } from "../features/auth/sessions.ts";
import { AppError } from "../lib/app-error.ts";
import { type Actor, visitor } from "../policies/actor.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language of this request's messages (docs/product/time-money-locale.md). */
    locale: Locale;
    /** Who is asking: the session's user, or a visitor. */
    actor: Actor;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request learns who asks (the session cookie) and in which language to answer:
 * `?locale=`, then the locale cookie, then the signed-in user's own, then vi. State-changing API
 * requests from another site are refused (CSRF), on top of the SameSite=Lax cookie. The rest of
 * the request runs in an activity-log context naming that actor, so that every write it makes
 * is logged with its author (server/db/activity-log.ts); on a bank webhook's route that author
 * is WEBHOOK (the route itself refuses a user session).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", "vi");
  app.decorateRequest("actor", null as unknown as Actor);
  app.addHook("onRequest", async (request) => {
    const chosen = chosenLocale(request);
    request.locale = resolveLocale(chosen);
    request.actor = visitor(request.ip);

    const cookie = request.cookies?.[SESSION_COOKIE];
    if (!SAFE_METHODS.has(request.method) && !isSameSite(request, app.config.siteOrigin)) {
      throw new AppError("FORBIDDEN", "errors.crossSite");
    }
    const user = cookie ? await readSession(app.db, cookie) : null;
    if (!user) return;
    request.actor = { user, ip: request.ip };
    if (chosen === undefined) request.locale = resolveLocale(user.locale);
  });
  // A callback hook: what runs after `done` (the other hooks, the handler) is inside the context.
  app.addHook("onRequest", (request, _reply, done) => {
    const user = request.actor.user;
    const author: ActivityActor = isWebhook(request)
      ? { kind: "WEBHOOK", userId: null, email: null, ip: request.ip }
      : { kind: "USER", userId: user?.id ?? null, email: user?.email ?? null, ip: request.ip };
    runAsActor(author, done);
  });
});

/** The locale the request asks for (`?locale=`, then the locale cookie), if any. */
export function chosenLocale(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.[LOCALE_PARAM] ?? request.cookies?.[LOCALE_PARAM];
}

const isWebhook = (request: FastifyRequest) =>
  request.routeOptions.config?.access?.kind === "webhook";

/**
 * A browser always sends Origin on a cross-site POST; a request from our own pages carries our
 * origin. Requests without Origin or Referer come from non-browser clients, which cannot ride on
 * a visitor's cookies, and bank webhooks authenticate with their own credentials.
 */
function isSameSite(request: FastifyRequest, siteOrigin: string): boolean {
  if (request.url.startsWith("/api/webhooks/")) return true;
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return true;
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    return false;
  }
  return host === request.host || host === new URL(siteOrigin).host;
}
