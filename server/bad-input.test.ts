import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../tests/factories.ts";
import { registeredRoutes } from "../tests/setup/route-list.ts";
import { signIn } from "../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../tests/setup/test-app.ts";
import { engines } from "../tests/setup/test-db.ts";

/**
 * Bad input anywhere in the API gets a clear refusal in the reader's language and never a 5xx
 * (docs/product/validation-and-errors.md): every documented route, asked by a visitor and by an
 * ADMIN (who gets past every access check to the validation and the handler), with junk in every
 * query parameter and as the body. Routes come from the OpenAPI document, so a new route is
 * covered without being listed here.
 */

const JUNK_VALUES = [
  "",
  "x",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "1e309",
  "NaN",
  "%00",
  "[",
  "[[]]",
  '{"a":1}',
  "null",
  "'; drop table course;--",
  "ẩ".repeat(3000),
  '[["id","IN",[]]]',
  '[["id","IN",[1,"a",null]]]',
  '[["price",">","cheap"]]',
];

const JUNK_BODIES: unknown[] = [
  null,
  [],
  {},
  "x",
  1,
  { id: "x" },
  { id: -1 },
  { id: 1e20 },
  { id: 1.5 },
  { id: 1, name: null, price: -5, slug: "../../etc", chapters: "x", ids: [1, 1, "a"] },
  { name: "ẩ".repeat(100_000) },
  { email: `${"a".repeat(400)}@x.vn`, password: "x", type: "course", courseId: "1" },
  { from: "2026-13-45", to: "yesterday", period: "CENTURY", startTime: "x", endTime: 5 },
];

/** zod's own English, which must never reach a Vietnamese reader. */
const ZOD_ENGLISH = /Invalid input|expected .* received|Too (big|small)|Unrecognized key/;

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
}

describe.each(engines())("bad input on %s", (engine) => {
  let t: TestApp;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    adminId = (await createUser(t.db, { role: "ADMIN" })).id;
  });
  afterAll(() => t.close());

  it("answers junk in every query parameter and body with a 4xx in Vietnamese, never a 5xx", async () => {
    const spec = t.app.swagger() as unknown as OpenApi;
    const routes = Object.entries(spec.paths).filter(([path]) => !path.startsWith("/api/webhooks"));
    expect(routes.length).toBeGreaterThan(100);
    // No API route escapes: each registered one is in the document (the docs' own are not).
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const apiRoutes = registeredRoutes(t.app).filter(
      (r) => / \/api\//.test(r) && !r.includes("/api/docs"),
    );
    expect(apiRoutes.length).toBeGreaterThan(100);
    expect(apiRoutes.filter((r) => !documented.has(r))).toEqual([]);
    const failures: string[] = [];
    let asked = 0;

    async function ask(method: "GET" | "POST", url: string, payload: string | undefined) {
      // Signed in afresh each time: a junk sign-out or role change must not leak into the next.
      for (const headers of [{}, await signIn(t, adminId)]) {
        asked++;
        const res = await t.app.inject({
          method,
          url,
          headers: { ...headers, "content-type": "application/json" },
          ...(payload === undefined ? {} : { payload }),
        });
        const where = `${method} ${url.slice(0, 120)} ${payload?.slice(0, 60) ?? ""}`;
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && res.headers["content-type"]?.includes("json")) {
          const message = (res.json() as { error?: { message?: unknown } }).error?.message;
          if (typeof message !== "string" || message === "" || ZOD_ENGLISH.test(res.body)) {
            failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }

    for (const [path, operations] of routes) {
      for (const [method, operation] of Object.entries(operations)) {
        const names = (operation.parameters ?? [])
          .filter((p) => p.in === "query")
          .map((p) => p.name);
        const queryNames = names.length > 0 ? names : ["id"];
        if (method === "get") {
          for (const value of JUNK_VALUES) {
            const query = queryNames.map((n) => `${n}=${encodeURIComponent(value)}`).join("&");
            await ask("GET", `${path}?${query}`, undefined);
          }
        } else if (method === "post") {
          for (const body of JUNK_BODIES) await ask("POST", path, JSON.stringify(body));
          await ask("POST", path, "{not json");
        }
      }
    }
    expect(asked).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 120_000);
});
