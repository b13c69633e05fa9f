import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { hasRule } from "../policies/index.ts";
import { accessPlugin, type RouteAccess, requires } from "./access.ts";

const isApi = (route: string) => {
  const url = route.split(" ")[1] ?? "";
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
};

describe("every /api route names what it needs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("declares an access, and each policy action it names has a rule", () => {
    const api = [...t.app.routeAccess].filter(([route]) => isApi(route));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter(([, access]) => !access).map(([route]) => route)).toEqual([]);
    const actions = api.filter(
      (entry): entry is [string, Extract<RouteAccess, { kind: "action" }>] =>
        entry[1]?.kind === "action",
    );
    expect(actions.length).toBeGreaterThanOrEqual(9);
    expect(
      actions.filter(([, a]) => !hasRule(a.resource, a.action)).map(([route]) => route),
    ).toEqual([]);
  });

  it("names no role: an access is public, signed in, a webhook or a policy action", () => {
    const kinds = new Set([...t.app.routeAccess.values()].map((access) => access?.kind));
    kinds.delete(undefined); // non-API routes (pages, /media/*, health) need none
    expect([...kinds].sort()).toEqual(["action", "public", "signed_in", "webhook"]);
  });
});

describe("start-up refuses a route", () => {
  async function register(access: RouteAccess | undefined) {
    const app = Fastify();
    await app.register(accessPlugin);
    try {
      app.post("/api/thing/do", { config: access ? { access } : {} }, async () => ({}));
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it("without an access", async () => {
    await expect(register(undefined)).rejects.toThrow(/does not declare config.access/);
  });

  it("naming an action that has no rule", async () => {
    const unknown = { kind: "action", resource: "course", action: "fly" } as const;
    await expect(register(unknown)).rejects.toThrow(/course\.fly, which has no rule/);
    const noResource = { kind: "action", resource: "spaceship", action: "view" };
    await expect(register(noResource as unknown as RouteAccess)).rejects.toThrow(/no rule/);
  });

  it("but accepts one whose action has a rule", async () => {
    await expect(register(requires("course", "update"))).resolves.toBeUndefined();
  });
});
