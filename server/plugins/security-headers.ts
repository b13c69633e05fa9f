import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Helmet options of this route, over the application's (e.g. media files' own CSP). */
    securityHeaders?: FastifyHelmetOptions;
  }
}

type Headers = Record<string, string>;

/** Built scripts, styles, fonts and images: only the headers that act on a subresource. */
export const ASSET_SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * API answers (JSON, and the receipt, certificate and CSV downloads): not documents either.
 * What acts on them is nosniff, the resource policy and framing refused; a policy that allows
 * nothing, as OWASP's REST advice has it, in case one is ever opened as a page (decision 066:
 * the page set's eleven headers were a third of a kept list answer's cost).
 */
export const API_SECURITY_HEADERS: FastifyHelmetOptions = {
  ...ASSET_SECURITY_HEADERS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: "deny" },
};

/** What the probe's answer carries that is not helmet's. */
const NOT_HELMET = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The headers @fastify/helmet sets with these options, read once from a throwaway instance:
 * exactly helmet's output, without building helmet's middleware (and parsing the CSP
 * directives) again on every request as @fastify/helmet does (docs/decisions/049).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get("/", async () => "");
  const answer = await probe.inject("/");
  await probe.close();
  // helmet refuses some option sets (e.g. an option and its alias): fail at start, not silently.
  if (answer.statusCode !== 200) throw new Error(`helmet refused the options: ${answer.body}`);
  const headers: Headers = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!NOT_HELMET.has(name) && typeof value === "string") headers[name] = value;
  }
  return headers;
}

export type SecurityHeadersOptions = FastifyHelmetOptions & {
  /**
   * Route options for the routes whose path starts with a prefix, for routes registered by a
   * plugin that takes no route config (@fastify/static's `/assets/`). The first prefix that
   * matches wins; `{}` is the application's own set.
   */
  byPrefix?: Record<string, FastifyHelmetOptions>;
};

/**
 * Helmet's security headers on every answer (as @fastify/helmet registered globally), each
 * route's set computed once when the application starts. A route's `config.securityHeaders`
 * is merged over the application's options, as @fastify/helmet's route `helmet` option was.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { byPrefix = {}, ...rest }: SecurityHeadersOptions) => {
    const options = rest as FastifyHelmetOptions;
    const global = await helmetHeaders(options);
    const byRoute = new WeakMap<FastifyHelmetOptions, Headers>();
    const pending = new Set<FastifyHelmetOptions>();
    const prefixes = Object.entries(byPrefix);
    app.addHook("onRoute", (route) => {
      const prefixed = prefixes.find(([prefix]) => route.url.startsWith(prefix));
      if (prefixed && !route.config?.securityHeaders)
        route.config = { ...route.config, securityHeaders: prefixed[1] };
      if (route.config?.securityHeaders) pending.add(route.config.securityHeaders);
    });
    app.addHook("onReady", async () => {
      for (const own of pending) {
        // Route options over the application's, as @fastify/helmet merged them.
        const merged = Object.assign({}, options, own) as FastifyHelmetOptions;
        byRoute.set(own, await helmetHeaders(merged));
      }
    });
    app.addHook("onRequest", (request, reply, done) => {
      const own = request.routeOptions.config?.securityHeaders;
      const headers = own ? byRoute.get(own) : global;
      // A route's own set is made before the server answers (onReady): never fall back silently.
      if (!headers) throw new Error(`security headers of ${request.routeOptions.url} not ready`);
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
