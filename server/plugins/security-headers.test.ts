import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { ASSET_SECURITY_HEADERS, securityHeadersPlugin } from "./security-headers.ts";

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: { "default-src": ["'self'"], "img-src": ["'self'", "data:"] },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};
const FILE_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { "default-src": ["'none'"], sandbox: [] },
  },
};

/** The same two routes and a 404, behind either plugin. */
async function appWith(plugin: "helmet" | "ours") {
  const app = Fastify();
  if (plugin === "helmet") await app.register(fastifyHelmet, OPTIONS);
  else await app.register(securityHeadersPlugin, OPTIONS);
  app.get("/page", async () => ({ ok: true }));
  if (plugin === "helmet") app.get("/file", { helmet: FILE_OPTIONS }, async () => "file");
  else app.get("/file", { config: { securityHeaders: FILE_OPTIONS } }, async () => "file");
  return app;
}

const withoutPerAnswer = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe("security headers computed once", () => {
  it("are exactly @fastify/helmet's, on a route, a route with its own options and a 404", async () => {
    const helmet = await appWith("helmet");
    const ours = await appWith("ours");
    try {
      for (const url of ["/page", "/file", "/missing"]) {
        const expected = withoutPerAnswer((await helmet.inject(url)).headers);
        const actual = withoutPerAnswer((await ours.inject(url)).headers);
        expect(actual).toEqual(expected);
      }
      const file = await ours.inject("/file");
      expect(file.headers["content-security-policy"]).toBe("default-src 'none';sandbox");
      const page = await ours.inject("/page");
      expect(page.headers["content-security-policy"]).toContain("img-src 'self' data:");
      expect(page.headers["x-content-type-options"]).toBe("nosniff");
      expect(page.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await helmet.close();
      await ours.close();
    }
  });

  it("let a route set its own value of one of them", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get("/framed", async (_request, reply) => {
      reply.header("x-frame-options", "DENY");
      return "framed";
    });
    try {
      expect((await app.inject("/framed")).headers["x-frame-options"]).toBe("DENY");
    } finally {
      await app.close();
    }
  });

  it("give routes under a prefix their own set: assets keep nosniff and the resource policy", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      ...OPTIONS,
      byPrefix: { "/assets/": ASSET_SECURITY_HEADERS },
    });
    app.get("/assets/*", async () => "console.log(1)");
    app.get("/page", async () => "page");
    try {
      const asset = await app.inject("/assets/index-abc.js");
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
      expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(asset.headers["content-security-policy"]).toBeUndefined();
      expect(asset.headers["x-frame-options"]).toBeUndefined();
      const page = await app.inject("/page");
      expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    } finally {
      await app.close();
    }
  });
});

describe("the application's security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("give API answers the API set and pages, /api/docs included, the page set", async () => {
    const api = await t.app.inject("/api/course/list?limit=1");
    expect(api.statusCode).toBe(200);
    expect(api.headers["content-security-policy"]).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(api.headers["referrer-policy"]).toBeUndefined();

    const failed = await t.app.inject("/api/course/get?slug=khong-co");
    expect(failed.statusCode).toBe(404);
    expect(failed.headers["x-frame-options"]).toBe("DENY");

    for (const page of ["/", "/api/docs/"]) {
      const answer = await t.app.inject(page);
      expect(answer.headers["content-security-policy"], page).toContain("default-src 'self'");
      expect(answer.headers["x-frame-options"], page).toBe("SAMEORIGIN");
      expect(answer.headers["referrer-policy"], page).toBe("no-referrer");
    }
  });
});
