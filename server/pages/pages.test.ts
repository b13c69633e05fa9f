import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createImage, createUser } from "../../tests/factories.ts";
import { signIn } from "../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { engines } from "../../tests/setup/test-db.ts";

function appData(html: string) {
  const match = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no app-data element");
  return JSON.parse(match[1]);
}

describe.each(engines())("pages, health and HTTP conventions on %s", (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SITE_ORIGIN: "https://hoc.example.vn" } });
    const image = await createImage(t.db);
    await createCourse(t.db, {
      name: "Khoá </script><script>alert(1)</script>",
      avatar_image_id: image.id,
    });
  });
  afterAll(() => t.close());

  it("answers the home page with the page data object and meta tags", async () => {
    const res = await t.app.inject("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.body).toContain('<html lang="vi">');
    expect(res.body).toContain('<link rel="canonical" href="https://hoc.example.vn/" />');
    expect(res.body).toContain('<meta property="og:title"');
    const data = appData(res.body);
    expect(data).toMatchObject({
      locale: "vi",
      account: null,
      status: 200,
      route: { key: "home" },
    });
    expect(data.preload.featuredCourses.items[0].name).toBe(
      "Khoá </script><script>alert(1)</script>",
    );
    // The course name cannot close the data element: `<` is escaped inside it.
    expect(res.body).not.toContain("</script><script>alert(1)");
  });

  it("carries the signed-in user's account info, as /api/account/info answers it", async () => {
    const user = await createUser(t.db, { full_name: "Trần Thị Mai", role: "CONTENT_WRITER" });
    const headers = await signIn(t, user.id);
    const res = await t.app.inject({ url: "/account", headers });
    const data = appData(res.body);
    expect(data.account.user).toMatchObject({
      id: user.id,
      full_name: "Trần Thị Mai",
      role: "CONTENT_WRITER",
    });
    expect(data.account.user).not.toHaveProperty("password_hash");
    expect(data.account.abilities).toMatchObject({
      "dashboard.view": true,
      "user.view": false,
    });
    const api = await t.app.inject({ url: "/api/account/info", headers });
    expect(api.statusCode).toBe(200);
    expect(api.json().data).toEqual(data.account);
  });

  it("remembers a language chosen with ?locale= for the next pages", async () => {
    const res = await t.app.inject("/courses?locale=en");
    expect(res.body).toContain('<html lang="en">');
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^locale=en;/);
    expect(cookie).toContain("Max-Age=31536000");
    const next = await t.app.inject({ url: "/articles", headers: { cookie: "locale=en" } });
    expect(next.body).toContain('<html lang="en">');
    expect((await t.app.inject("/articles")).headers["set-cookie"]).toBeUndefined();
  });

  it("answers a path outside the route table with the not-found page and 404", async () => {
    const res = await t.app.inject("/khong-co-trang-nay?locale=en");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="en">');
    expect(appData(res.body)).toMatchObject({ status: 404, route: { key: null }, locale: "en" });
    expect((await t.app.inject("/checkout/book/1")).statusCode).toBe(404);
    expect((await t.app.inject("/checkout/course/1")).statusCode).toBe(200);
    expect((await t.app.inject("/courses/lap-trinh")).statusCode).toBe(200);
  });

  it("answers unknown API paths and methods with the JSON envelope", async () => {
    const res = await t.app.inject("/api/does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    const post = await t.app.inject({ method: "POST", url: "/courses" });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe("NOT_FOUND");
  });

  it("sends security headers and a CSP without inline scripts", async () => {
    const res = await t.app.inject("/");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("reports health from the database", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: "ok" } });
  });

  it("serves the OpenAPI description", async () => {
    const res = await t.app.inject("/api/docs/json");
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/course/list");
  });

  it("compresses large answers", async () => {
    const res = await t.app.inject({
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});
