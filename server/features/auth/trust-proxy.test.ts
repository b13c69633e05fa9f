import { afterAll, describe, expect, it } from "vitest";
import { createUserWithPassword } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { configWarnings, loadConfig } from "../../config.ts";

/**
 * Behind a reverse proxy (at 127.0.0.1 here, which is where `inject` requests come from) a
 * client writes whatever X-Forwarded-For it likes; the proxy appends the address it really
 * saw. The per-IP sign-in limit must count that real address however the header is forged.
 */
const REAL_CLIENT = "203.0.113.7";

async function failuresUntilLocked(t: TestApp): Promise<number> {
  const user = await createUserWithPassword(t.db, "dung-mat-khau");
  for (let i = 1; i <= 60; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: `doan-${i}@example.vn`, password: "sai" },
      headers: { "x-forwarded-for": `198.51.100.${i}, ${REAL_CLIENT}` },
    });
    if (res.statusCode === 429) return i - 1;
  }
  // The right password from the same client, after 60 failures.
  const right = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { email: user.email, password: "dung-mat-khau" },
    headers: { "x-forwarded-for": `198.51.100.99, ${REAL_CLIENT}` },
  });
  return right.statusCode === 429 ? 60 : Number.POSITIVE_INFINITY;
}

describe("per-IP limits behind a proxy", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const appWith = async (trustProxy: string) => {
    const t = await createTestApp("sqlite", { env: { TRUST_PROXY: trustProxy } });
    apps.push(t);
    return t;
  };

  it.each([
    ["the proxy's address", "127.0.0.1"],
    ["the number of proxies", "1"],
  ])("counts the real client when TRUST_PROXY names %s", async (_, setting) => {
    expect(await failuresUntilLocked(await appWith(setting))).toBe(50);
  });

  it("is escaped by a forged header when TRUST_PROXY=true, which is why production warns", async () => {
    expect(await failuresUntilLocked(await appWith("true"))).toBe(Number.POSITIVE_INFINITY);
    const production = (trust: string) =>
      configWarnings(
        loadConfig({ NODE_ENV: "production", TRUST_PROXY: trust }, process.cwd(), {
          dotenv: false,
        }),
      );
    expect(production("true")).toEqual([expect.stringMatching(/^TRUST_PROXY=true believes/)]);
    expect(production("10.0.0.5")).toEqual([]);
    expect(production("1")).toEqual([]);
  });
});
