import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { decodableUrl } from "./decodable-url.ts";

describe("decodableUrl", () => {
  it("leaves a URL whose path decodes as it is, query included", () => {
    for (const url of ["/", "/courses/lap-trinh", "/courses/l%E1%BA%ADp", "/courses?q=%E1%BA"]) {
      expect(decodableUrl(url)).toBe(url);
    }
  });

  it("escapes the % signs of a path that does not decode, and keeps its query", () => {
    expect(decodableUrl("/courses/lap-trinh%")).toBe("/courses/lap-trinh%25");
    expect(decodableUrl("/courses/l%E1%BA?locale=en&q=%E1")).toBe(
      "/courses/l%25E1%25BA?locale=en&q=%E1",
    );
    expect(decodeURIComponent(decodableUrl("/api/course/%ZZ/list"))).toBe("/api/course/%ZZ/list");
  });
});

describe("a link cut inside its percent-encoding, on the listening application", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp("sqlite");
    // Listening: the escaping is done by the HTTP server's handler, which `inject` skips.
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("gets the not-found page in the reader's language, with the page's headers", async () => {
    const res = await fetch(`${base}/courses/l%E1%BA?locale=en`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src");
    const html = await res.text();
    expect(html).toContain("<title>Content not found | Học Việt</title>");
    const vi = await fetch(`${base}/courses/lap-trinh%`);
    expect(vi.status).toBe(404);
    expect(await vi.text()).toContain("<title>Không tìm thấy nội dung | Học Việt</title>");
  });

  it("gets the API's 404 envelope under /api, and /media and /assets answer 404 too", async () => {
    const res = await fetch(`${base}/api/course/%E1%BA/list?locale=en`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Content not found" },
    });
    for (const path of ["/media/%E1%BA", "/assets/x%ZZ.js"]) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
  });
});
