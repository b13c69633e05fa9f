import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../tests/setup/test-db.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/**
 * Routes whose answer is not JSON, so a zod response schema would not describe it. Each entry
 * says why; anything else under /api must declare `schema.response` (shared/schemas/). Empty
 * today: the certificate PDF declares its 200 as `application/pdf` (z.any) for /api/docs.
 */
const NOT_JSON: Record<string, string> = {};

/** "GET /api/x" for each method of a route (HEAD twins of GET routes share its schema). */
function keysOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== "HEAD").map((m) => `${m} ${route.url}`);
}

describe("route table", () => {
  const routes: RouteOptions[] = [];
  let db: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDb("sqlite");
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: ".tmp/test-data", JOBS: "0" },
      process.cwd(),
      { dotenv: false },
    );
    app = await buildApp({
      config,
      db: db.db,
      webDir: ".tmp/no-web-build",
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const apiRoutes = () =>
    routes.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));

  it("finds the API routes", () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
  });

  it("every /api route declares a response schema (or is a listed file/redirect answer)", () => {
    const missing = apiRoutes()
      .filter((r) => !r.schema?.response)
      .flatMap(keysOf)
      .filter((key) => !(key in NOT_JSON));
    expect(missing, `routes without schema.response:\n${missing.join("\n")}`).toEqual([]);
  });

  it("every route that reads params, query or a body declares them", () => {
    const undeclared = apiRoutes()
      .filter((r) => r.url.includes(":") && !r.schema?.params)
      .flatMap(keysOf);
    expect(
      undeclared,
      `routes with path parameters but no schema.params:\n${undeclared.join("\n")}`,
    ).toEqual([]);
  });

  it("the allow-list names only routes that exist", () => {
    const keys = new Set(apiRoutes().flatMap(keysOf));
    expect(Object.keys(NOT_JSON).filter((k) => !keys.has(k))).toEqual([]);
  });

  it("/api/docs documents the answer of every listed route", () => {
    // Building the document converts every zod schema: one it cannot convert fails here.
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const undocumented = apiRoutes()
      .filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap(keysOf)
      .filter((key) => {
        const [method = "", url = ""] = key.split(" ");
        return !doc.paths[url]?.[method.toLowerCase()]?.responses?.["200"];
      });
    expect(
      undocumented,
      `routes without a documented 200 answer:\n${undocumented.join("\n")}`,
    ).toEqual([]);
  });
});
