import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LOCALE_PARAM, PAGE_SIZE } from "../../shared/constants.ts";
import { type MessageKey, t } from "../../shared/i18n/index.ts";
import { matchRoute, type RouteMatch } from "../../shared/routes.ts";
import { accountInfo } from "../features/account/account-info.ts";
import { parseListQuery } from "../features/list/list-query.ts";
import { registry } from "../features/list/registry.ts";
import { runList } from "../features/list/run-list.ts";
import { rememberLocale } from "../lib/locale-cookie.ts";
import { sendApiNotFound } from "../plugins/errors.ts";
import { loadShellTemplate, renderHead, renderShell } from "./shell.ts";

/**
 * Every GET outside /api, /media and the built assets answers the SPA shell, with status 404
 * when the path is not in the shared route table. The page data object carries the signed-in
 * account and what the first screen shows, read with the same queries as the API.
 */
export async function pageRoutes(app: FastifyInstance, opts: { webDir: string }) {
  const template = loadShellTemplate(opts.webDir);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !/^\/(api|media|assets)(\/|$)/.test(pathname);
    if (!isPage) return sendApiNotFound(request, reply);
    return sendPage(request, reply, matchRoute(pathname), pathname);
  });

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    match: RouteMatch | null,
    pathname: string,
  ) {
    const { locale } = request;
    const { siteName, siteOrigin } = app.config;
    const data = {
      locale,
      siteName,
      siteOrigin,
      // The same answer as GET /api/account/info, so the client shows no splash screen.
      account: await accountInfo(app.db, request.actor),
      route: { key: match?.key ?? null, params: match?.params ?? {} },
      status: match ? 200 : 404,
      preload: match ? await preload(request, match) : {},
    };
    const screen = match
      ? t(locale, `nav.${match.key}` as MessageKey)
      : t(locale, "errors.notFoundPage.title");
    const title =
      match?.key === "home"
        ? `${siteName} – ${t(locale, "meta.siteTagline")}`
        : `${screen} | ${siteName}`;
    const head = renderHead({
      title,
      description: t(locale, "meta.defaultDescription"),
      canonical: `${siteOrigin}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}`,
      siteName,
      locale,
    });
    // The locale switcher reloads with ?locale=: the choice holds for the pages after this one.
    if ((request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM] !== undefined) {
      rememberLocale(reply, locale, siteOrigin.startsWith("https:"));
    }
    return reply
      .status(data.status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "private, no-cache")
      .send(renderShell(template, { lang: locale, head, data }));
  }

  async function preload(request: FastifyRequest, match: RouteMatch) {
    if (match.key !== "home") return {};
    const featuredCourses = await runList(
      app.db,
      registry,
      "course",
      parseListQuery({
        filters: JSON.stringify([["visibility", "=", "PUBLIC"]]),
        orders: JSON.stringify([
          ["priority", "desc"],
          ["id", "desc"],
        ]),
        refNames: JSON.stringify(["image", "user", "promotion"]),
        limit: String(PAGE_SIZE),
      }),
      request.actor,
    );
    return { featuredCourses };
  }
}
