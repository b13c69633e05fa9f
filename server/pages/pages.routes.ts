import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LOCALE_PARAM } from "../../shared/constants.ts";
import { followUpQueriesFor, pageQueriesFor } from "../../shared/page-queries.ts";
import { canAccess, matchRoute, type RouteMatch } from "../../shared/routes.ts";
import { CERTIFICATE_PRELOAD_KEY } from "../../shared/schemas/learning.ts";
import { accountInfo } from "../features/account/account-info.ts";
import { findCertificateRecord } from "../features/learning/certificates.ts";
import { rememberLocale } from "../lib/locale-cookie.ts";
import { sendApiNotFound } from "../plugins/errors.ts";
import { keepAnswer } from "../plugins/public-cache.ts";
import { compressHtml } from "./compress-html.ts";
import { loadModulePreloads } from "./module-preload.ts";
import { type PagePreload, preloadPage } from "./page-preload.ts";
import { certificateHead } from "./seo/certificate.ts";
import { notFoundHead, pageHead } from "./seo/page-head.ts";
import { loadServerRenderer } from "./server-render.ts";
import { loadShellTemplate, renderHead, renderShell } from "./shell.ts";

/**
 * Every GET outside /api, /media and the built assets answers the SPA shell, with status 404
 * when the path is not in the shared route table or the page's record is not there. The page
 * data object carries the signed-in account and what the first screen shows, read with the
 * same queries as the API (shared/page-queries.ts); the head describes the page to search
 * engines and link previews from those same answers.
 */
export async function pageRoutes(
  app: FastifyInstance,
  opts: { webDir: string; ssrDir: string | null },
) {
  const template = loadShellTemplate(opts.webDir);
  const modulePreloads = loadModulePreloads(opts.webDir);
  const renderer = await loadServerRenderer(opts.ssrDir);

  app.setNotFoundHandler(async (request, reply) => {
    const mark = request.url.indexOf("?");
    const pathname = mark === -1 ? request.url : request.url.slice(0, mark);
    const query = mark === -1 ? "" : request.url.slice(mark + 1);
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !/^\/(api|media|assets)(\/|$)/.test(pathname);
    if (!isPage) return sendApiNotFound(request, reply);
    return sendPage(request, reply, matchRoute(pathname), pathname, new URLSearchParams(query));
  });

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    match: RouteMatch | null,
    pathname: string,
    search: URLSearchParams,
  ) {
    const { locale, actor } = request;
    const { siteName, siteOrigin, ga4Id, metaPixelId } = app.config;
    const now = new Date();
    const [account, loaded, certificate] = await Promise.all([
      // The same answer as GET /api/account/info, so the client shows no splash screen.
      accountInfo(app.db, actor),
      match ? preload(request, match, search, now) : undefined,
      // A certificate is no list resource: its page reads it as GET /api/certificate/get does.
      match?.key === "certificate"
        ? findCertificateRecord(app.db, match.params.code ?? "", siteName)
        : undefined,
    ]);
    const found =
      match !== null && !loaded?.notFound && (match.key !== "certificate" || !!certificate);
    const data = {
      locale,
      siteName,
      siteOrigin,
      account,
      route: { key: match?.key ?? null, params: match?.params ?? {} },
      status: found ? 200 : 404,
      preload: {
        ...loaded?.preload,
        ...(certificate && { [CERTIFICATE_PRELOAD_KEY]: certificate }),
      },
      tracking: { ga4Id: ga4Id ?? null, metaPixelId: metaPixelId ?? null },
      imageMaxBytes: app.config.uploadLimits.image,
    };
    const head = !found
      ? notFoundHead({ locale, siteName, siteOrigin, pathname })
      : certificate
        ? certificateHead({ locale, siteName, siteOrigin }, certificate)
        : pageHead({
            locale,
            siteName,
            siteOrigin,
            match,
            search,
            main: mainRecord(loaded),
            preload: loaded?.preload ?? {},
            now,
          });
    // The locale switcher reloads with ?locale=: the choice holds for the pages after this one.
    const setsLocale = search.has(LOCALE_PARAM);
    if (setsLocale) rememberLocale(reply, locale, siteOrigin.startsWith("https:"));
    const html = renderShell(template, {
      lang: locale,
      head: renderHead(head, { siteName, locale }),
      data,
      root: found ? await serverRender(request, match, data) : "",
      modulePreloads: found ? modulePreloads(match.key) : "",
    });
    // Always revalidated, and never kept by a shared cache (docs/conventions.md "The page shell"): the page data carries
    // the account and the answers as this viewer may see them.
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "private, no-cache")
      .header("vary", "Cookie, Accept-Encoding");
    if (data.status === 200) {
      // An unchanged page is answered 304 without its body (the ETag covers every byte).
      const etag = `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
      reply.header("etag", etag);
      // A visitor's page is kept by the response cache (server/plugins/public-cache.ts), but not
      // one that sets the locale cookie: @fastify/cookie writes Set-Cookie only when it is sent.
      if (!setsLocale && keepAnswer(request, reply, html, etag)) {
        reply.header("vary", "Cookie, Accept-Encoding");
      }
      if (ifNoneMatch(request.headers["if-none-match"], etag)) return reply.status(304).send();
    }
    const { body, encoding } = await compressHtml(html, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.status(data.status).send(body);
  }

  /**
   * A public page's `#root` rendered by the app's server entry (docs/decisions/032), or "" (the
   * client-only shell) for other pages, or when rendering failed: the browser then draws the
   * page itself, as it would without the server's markup.
   */
  async function serverRender(
    request: FastifyRequest,
    match: RouteMatch,
    data: unknown,
  ): Promise<string> {
    if (!renderer?.renders(match.key)) return "";
    // A page this viewer may not open is a redirect or Access denied: the client decides.
    const user = request.actor.user;
    const viewer = user ? { role: user.role, status: user.status } : null;
    if (canAccess(match.route, viewer) !== "ok") return "";
    try {
      const url = `${app.config.siteOrigin}${request.url}`;
      return (await renderer.render(url, JSON.stringify(data))) ?? "";
    } catch (error) {
      request.log.error({ err: error }, "server rendering failed");
      return "";
    }
  }

  /** The first screen's answers, for a page this viewer may open (else the client redirects). */
  async function preload(
    request: FastifyRequest,
    match: RouteMatch,
    search: URLSearchParams,
    now: Date,
  ): Promise<PagePreload | undefined> {
    const user = request.actor.user;
    const viewer = user ? { role: user.role, status: user.status } : null;
    if (canAccess(match.route, viewer) !== "ok") return undefined;
    return preloadPage(app.db, request.actor, pageQueriesFor(match, search), now, (main) =>
      followUpQueriesFor(match, main),
    );
  }
}

function mainRecord(loaded: PagePreload | undefined) {
  const i = loaded?.queries.findIndex((query) => query.call === "get") ?? -1;
  const answer = i === -1 ? undefined : loaded?.answers[i];
  const row = answer?.items[0];
  return answer && row ? { row, answer } : undefined;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}
