import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { avatarRoutes } from "./features/account/avatar.routes.ts";
import { activityLogExportRoutes } from "./features/activity-log/activity-log-export.routes.ts";
import { articleCategoryRoutes } from "./features/article-categories/article-category.routes.ts";
import { articleRoutes } from "./features/articles/article.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { bannerRoutes } from "./features/banners/banner.routes.ts";
import { catalogueRoutes } from "./features/catalogue/catalogue.routes.ts";
import { discoverRoutes } from "./features/courses/discover.routes.ts";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes.ts";
import { enrollmentRoutes } from "./features/enrollments/enrollment.routes.ts";
import { libraryRoutes } from "./features/enrollments/library.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { certificateRoutes } from "./features/learning/certificate.routes.ts";
import { learningRoutes } from "./features/learning/learning.routes.ts";
import { listRoutes } from "./features/list/list.routes.ts";
import { RESOURCES } from "./features/list/registry.ts";
import { mediaRoutes } from "./features/media/media.routes.ts";
import { notificationRoutes } from "./features/notifications/notifications.routes.ts";
import { orderRoutes } from "./features/orders/order.routes.ts";
import { quizRoutes } from "./features/quizzes/quiz.routes.ts";
import { seoRoutes } from "./features/seo/seo.routes.ts";
import { settingsRoutes } from "./features/settings/settings.routes.ts";
import { transactionRoutes } from "./features/transactions/transaction.routes.ts";
import { userRoutes } from "./features/users/user.routes.ts";
import { webhookRoutes } from "./features/webhooks/webhook.routes.ts";
import { withDecodableUrls } from "./lib/decodable-url.ts";
import { requestForLog } from "./lib/log-redaction.ts";
import { pageRoutes } from "./pages/pages.routes.ts";
import { accessPlugin } from "./plugins/access.ts";
import { apiNoStorePlugin } from "./plugins/api-no-store.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { keptAnswersFirst, publicCachePlugin } from "./plugins/public-cache.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { contentSecurityPolicy } from "./plugins/security.ts";
import {
  API_SECURITY_HEADERS,
  ASSET_SECURITY_HEADERS,
  securityHeadersPlugin,
} from "./plugins/security-headers.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Pino logger options; false in tests. */
  logger?: boolean | object;
  /** Folder of the built web app (index.html and assets/). */
  webDir?: string;
  /**
   * Folder of the app's server entry (dist/ssr, docs/decisions/032); by default dist/ssr when
   * the web app is dist/web, else none (the pages keep the client-only shell).
   */
  ssrDir?: string | null;
  /** Sees every route as it is added (the route-table test checks each declares its schemas). */
  onRoute?: (route: RouteOptions) => void;
}

export const DEFAULT_WEB_DIR = path.resolve(import.meta.dirname, "../dist/web");
export const DEFAULT_SSR_DIR = path.resolve(import.meta.dirname, "../dist/ssr");

/** The logger, when there is one, never writes a URL's one-time token (log-redaction.ts). */
function loggerOptions(logger: AppOptions["logger"]) {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), serializers: { req: requestForLog } };
}

/** A number of proxies becomes "believe that many hops", as proxy-addr counts them. */
function trustProxyOption(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/** Fastify fills these in with its defaults before it asks for a server. */
interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/** Node's HTTP server with Fastify's timeouts, as Fastify makes it without a factory. */
function httpServer(handler: RequestListener, timeouts: ServerTimeouts): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.setTimeout(timeouts.connectionTimeout);
  return server;
}

/** Builds the whole application: plugins first, then the feature route modules, one list. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const webDir = path.resolve(options.webDir ?? DEFAULT_WEB_DIR);
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(options.logger),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify answers 503 to new requests while closing; running ones finish (graceful stop).
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Node's server as Fastify makes it, whose handler sends a visitor's kept answer before
    // Fastify routes the request (server/plugins/public-cache.ts, docs/decisions/066), once a
    // broken percent-encoding in the path is escaped (server/lib/decodable-url.ts).
    serverFactory: (fastifyHandler, options) =>
      httpServer(
        withDecodableUrls(keptAnswersFirst(() => app, fastifyHandler)),
        options as unknown as ServerTimeouts,
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.decorate("db", options.db);
  app.decorate("config", config);

  await app.register(fastifyCookie);
  // First after the cookies: a visitor's kept answer is sent before any other hook runs.
  await app.register(publicCachePlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  await app.register(apiNoStorePlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    hsts: config.siteOrigin.startsWith("https:"),
    // Scripts, styles, fonts and images are not documents: a CSP, frame or referrer policy
    // means nothing on them; nosniff and the resource policy do (~900 → ~100 B, decision 049).
    // API answers are not documents either (066), but /api/docs is a page.
    byPrefix: {
      "/assets/": ASSET_SECURITY_HEADERS,
      "/api/docs": {},
      "/api/": API_SECURITY_HEADERS,
    },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.siteName} API`,
        description: "Answers are `{data}` or `{error: {message, code}}` with status ≥ 400.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(fastifyStatic, {
    root: path.join(webDir, "assets"),
    prefix: "/assets/",
    wildcard: true,
    // Media routes register their own instance for `reply.sendFile` (media/serve.routes.ts).
    decorateReply: false,
    index: false,
    // Vite's file names carry a content hash: they never change.
    immutable: true,
    // The build writes each script and stylesheet also as .br and .gz at the best compression
    // (vite.config.ts, `precompressAssets`); those are sent as they are (docs/decisions/044).
    preCompressed: true,
    maxAge: "365d",
  });

  await app.register(healthRoutes);
  await app.register(listRoutes, { resources: RESOURCES });
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(avatarRoutes);
  await app.register(notificationRoutes);
  await app.register(quizRoutes);
  await app.register(learningRoutes);
  await app.register(certificateRoutes);
  await app.register(userRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogueRoutes);
  await app.register(articleRoutes);
  await app.register(bannerRoutes);
  // Issue 16: article categories.
  await app.register(articleCategoryRoutes);
  await app.register(libraryRoutes);
  await app.register(orderRoutes);
  await app.register(webhookRoutes);
  await app.register(enrollmentRoutes);
  await app.register(transactionRoutes);
  await app.register(discoverRoutes);
  await app.register(dashboardRoutes);
  await app.register(activityLogExportRoutes);
  await app.register(settingsRoutes);
  await app.register(seoRoutes);
  const ssrDir =
    options.ssrDir !== undefined
      ? options.ssrDir && path.resolve(options.ssrDir)
      : webDir === DEFAULT_WEB_DIR
        ? DEFAULT_SSR_DIR
        : null;
  await app.register(pageRoutes, { webDir, ssrDir });
  return app;
}
