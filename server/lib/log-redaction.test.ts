import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { redactTokens } from "./log-redaction.ts";

describe("one-time tokens never reach the logs", () => {
  it("redacts token values wherever they stand in a URL", () => {
    expect(redactTokens("/verify-email?token=abc123")).toBe("/verify-email?token=[redacted]");
    expect(redactTokens("https://x.vn/reset-password?locale=en&token=a-b_c&next=%2F")).toBe(
      "https://x.vn/reset-password?locale=en&token=[redacted]&next=%2F",
    );
    expect(redactTokens("/courses?q=token")).toBe("/courses?q=token");
  });

  describe("in the request log, and API answers are not cached", () => {
    let db: TestDb;
    let app: Awaited<ReturnType<typeof buildApp>>;
    const lines: string[] = [];
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
        logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await db.close();
    });

    it("logs the request without the token", async () => {
      const secret = "s3cr3t-verify-token-value";
      await app.inject({ url: `/verify-email?token=${secret}` });
      await app.inject({
        method: "POST",
        url: `/api/auth/verify-email?token=${secret}`,
        payload: {},
      });
      const logged = lines.join("\n");
      expect(logged).toContain("token=[redacted]");
      expect(logged).not.toContain(secret);
    });

    it("answers /api with Cache-Control: no-store, errors included", async () => {
      const info = await app.inject({ url: "/api/account/info" });
      expect(info.headers["cache-control"]).toBe("no-store");
      const list = await app.inject({ url: "/api/course/list" });
      expect(list.statusCode).toBe(200);
      // A visitor's public read may be kept, but only revalidated by its ETag, and never for
      // another cookie (server/plugins/public-cache.ts, docs/decisions/036).
      expect(list.headers["cache-control"]).toBe("no-cache");
      expect(list.headers.etag).toBeTruthy();
      expect(list.headers.vary).toMatch(/cookie/i);
      const bad = await app.inject({ url: "/api/course/list?limit=abc" });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers["cache-control"]).toBe("no-store");
      // Public files keep their own caching.
      const sitemap = await app.inject({ url: "/sitemap.xml" });
      expect(sitemap.headers["cache-control"]).toBe("public, max-age=3600");
    });
  });
});
