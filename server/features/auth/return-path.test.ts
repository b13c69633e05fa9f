import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../../tests/setup/account-client.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import {
  deliverMail,
  linkIn,
  startTestSmtp,
  type TestSmtp,
} from "../../../tests/setup/test-smtp.ts";

// The way back of a guest who registered from a checkout rides in the verification link, so the
// purchase survives opening the e-mail on another device; only same-site paths are carried.

const SITE_ORIGIN = "https://hoc.example.vn";

describe.each(engines())("return location through registration on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, SITE_ORIGIN, MAIL_FROM: "Học Việt <no-reply@hoc.example.vn>" },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const client = accountClient(() => t);

  async function registerWith(email: string, next: unknown) {
    const res = await client.post("/api/auth/register?locale=vi", {
      fullName: "Trần Minh Khoa",
      email,
      password: "mua-khoa-hoc-2026",
      next,
    });
    expect(res.statusCode).toBe(200);
    expect(await deliverMail(t)).toBe(1);
    return { link: linkIn(smtp.lastTo(email)!), cookie: client.cookieOf(res) };
  }

  it("the verification link carries a same-site return path", async () => {
    const { link } = await registerWith("khoa1@example.vn", "/checkout/course/3");
    expect(link.origin).toBe(SITE_ORIGIN);
    expect(link.pathname).toBe("/verify-email");
    expect(link.searchParams.get("next")).toBe("/checkout/course/3");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("an off-site return location is ignored: the account is created, the link has no way back", async () => {
    for (const [i, next] of [
      "https://evil.example/checkout",
      "//evil.example",
      "/\\evil.example",
      "checkout/course/3",
    ].entries()) {
      const { link } = await registerWith(`khoa-off${i}@example.vn`, next);
      expect(link.searchParams.has("next")).toBe(false);
      expect(link.searchParams.get("token")).toBeTruthy();
    }
  });

  it("a resent verification e-mail carries the way back too, and drops an off-site one", async () => {
    const { cookie } = await registerWith("khoa2@example.vn", undefined);
    // Past the first e-mail's minute, a resend is allowed.
    await t.db.deleteFrom("rate_limit").execute();
    const resent = await client.post(
      "/api/auth/resend-verification",
      { next: "/checkout/combo/2" },
      { cookie },
    );
    expect(resent.statusCode).toBe(200);
    expect(await deliverMail(t)).toBe(1);
    expect(linkIn(smtp.lastTo("khoa2@example.vn")!).searchParams.get("next")).toBe(
      "/checkout/combo/2",
    );
  });
});
