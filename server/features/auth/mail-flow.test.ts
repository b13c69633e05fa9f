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
import { createJobRunner } from "../../jobs/queue.ts";
import { createSendMailJob } from "../../jobs/send-mail.ts";

// The whole account path through a real SMTP server: what a person does with their inbox.

const SITE_ORIGIN = "https://hoc.example.vn";

describe.each(engines())("accounts by e-mail on %s", (engine) => {
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
  const post = (url: string, body: unknown, cookie?: string) => client.post(url, body, { cookie });
  const { info, cookieOf: sessionCookie } = client;

  it("register → verification e-mail → verify → sign in → info → change password → old session refused", async () => {
    const email = "lan.nguyen@example.vn";
    const registered = await post("/api/auth/register?locale=vi", {
      fullName: "Nguyễn Thị Lan",
      email: "Lan.Nguyen@Example.vn",
      password: "hoa-sen-tren-ho-2026",
    });
    expect(registered.statusCode).toBe(200);
    const registeredCookie = sessionCookie(registered);
    // The site is served over https: the cookie says so.
    expect(client.sid(registered)?.secure).toBe(true);
    expect((await info(registeredCookie)).json().data.user.status).toBe("PENDING");

    expect(await deliverMail(t)).toBe(1);
    const mail = smtp.lastTo(email);
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("no-reply@hoc.example.vn");
    expect(mail!.subject).toBe("Xác minh email của bạn tại Học Việt");
    expect(mail!.text).toContain("Xin chào Nguyễn Thị Lan,");
    const link = linkIn(mail!);
    expect(link.origin).toBe(SITE_ORIGIN);
    expect(link.pathname).toBe("/verify-email");
    expect(mail!.html).toContain(link.toString().replaceAll("&", "&amp;"));
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Opened in another browser, signed in as nobody: it verifies and signs nobody out.
    const verified = await post("/api/auth/verify-email", { token });
    expect(verified.statusCode).toBe(200);
    const afterVerify = await info(registeredCookie);
    expect(afterVerify.statusCode).toBe(200);
    expect(afterVerify.json().data.user.status).toBe("ACTIVE");
    expect(afterVerify.json().data.user.email_verified_time).toEqual(expect.any(String));

    const signedIn = await post("/api/auth/sign-in", {
      email,
      password: "hoa-sen-tren-ho-2026",
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookie(signedIn);
    const account = (await info(cookie)).json().data;
    expect(account.user).toMatchObject({ email, full_name: "Nguyễn Thị Lan", role: "CLIENT" });

    const changed = await post(
      "/api/account/change-password?locale=en",
      {
        currentPassword: "hoa-sen-tren-ho-2026",
        newPassword: "song-huong-mua-thu",
        confirmPassword: "song-huong-mua-thu",
      },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.message).toBe("Your password has been changed successfully");
    for (const old of [cookie, registeredCookie]) {
      expect((await info(old)).statusCode).toBe(401);
    }
    expect(
      (await post("/api/auth/sign-in", { email, password: "hoa-sen-tren-ho-2026" })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/auth/sign-in", { email, password: "song-huong-mua-thu" })).statusCode,
    ).toBe(200);
  });

  it("resets a forgotten password from the e-mailed link, once, and ends every session", async () => {
    const email = "minh.tran@example.vn";
    const registered = await post("/api/auth/register?locale=en", {
      fullName: "Trần Minh",
      email,
      password: "first-password-123",
    });
    const oldCookie = sessionCookie(registered);
    await deliverMail(t);

    const asked = await post("/api/auth/forgot-password?locale=en", { email });
    expect(asked.json().data.message).toBe(
      "If this email is registered, a password recovery link has been sent to it",
    );
    expect(await deliverMail(t)).toBe(1);
    const mail = smtp.lastTo(email)!;
    // The account was created while reading English: its e-mails are in English.
    expect(mail.subject).toBe("Reset your Học Việt password");
    expect(mail.text).toContain("Hello Trần Minh,");
    const link = linkIn(mail);
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token")!;

    const reset = await post("/api/auth/reset-password", {
      token,
      password: "second-password-456",
    });
    expect(reset.statusCode).toBe(200);
    expect((await info(oldCookie)).statusCode).toBe(401);
    const again = await post("/api/auth/reset-password?locale=en", {
      token,
      password: "third-password-789",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("This link is invalid or has expired");

    const signedIn = await post("/api/auth/sign-in", { email, password: "second-password-456" });
    expect(signedIn.statusCode).toBe(200);
    // The link proved the address: the account is verified too.
    expect((await info(sessionCookie(signedIn))).json().data.user.status).toBe("ACTIVE");
  });

  it("sends nothing for an unknown address and answers exactly the same", async () => {
    const before = smtp.mails.length;
    const known = await post("/api/auth/forgot-password", { email: "minh.tran@example.vn" });
    const unknown = await post("/api/auth/forgot-password", { email: "nobody@example.vn" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await deliverMail(t)).toBe(1);
    expect(smtp.mails.length).toBe(before + 1);
    expect(smtp.lastTo("nobody@example.vn")).toBeUndefined();
  });

  it("changes the e-mail only when the link sent to the new address is opened", async () => {
    const registered = await post("/api/auth/register", {
      fullName: "Lê Hoàng",
      email: "hoang.le@example.vn",
      password: "mot-hai-ba-bon-nam",
    });
    const cookie = sessionCookie(registered);
    await deliverMail(t);
    const asked = await post(
      "/api/account/change-email?locale=en",
      { newEmail: "Hoang@New.example.vn", currentPassword: "mot-hai-ba-bon-nam" },
      cookie,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.message).toBe(
      "A verification link has been sent to your new email address",
    );
    expect((await info(cookie)).json().data.user.email).toBe("hoang.le@example.vn");

    expect(await deliverMail(t)).toBe(1);
    const mail = smtp.lastTo("hoang@new.example.vn")!;
    expect(mail.subject).toBe("Xác nhận email mới cho Học Việt");
    const link = linkIn(mail);
    expect(link.pathname).toBe("/verify-email");
    expect(link.searchParams.get("change")).toBe("email");

    const confirmed = await post(
      "/api/auth/confirm-email-change",
      {
        token: link.searchParams.get("token"),
      },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(client.sid(confirmed)?.value).toBe("");
    expect((await info(cookie)).statusCode).toBe(401);
    expect(
      (
        await post("/api/auth/sign-in", {
          email: "hoang.le@example.vn",
          password: "mot-hai-ba-bon-nam",
        })
      ).statusCode,
    ).toBe(401);
    const signedIn = await post("/api/auth/sign-in", {
      email: "hoang@new.example.vn",
      password: "mot-hai-ba-bon-nam",
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await info(sessionCookie(signedIn))).json().data.user).toMatchObject({
      email: "hoang@new.example.vn",
      status: "ACTIVE",
    });
  });

  it("keeps the e-mail queued and retries when the SMTP server is down", async () => {
    const down = await createTestApp(engine, {
      env: { SMTP_URL: "smtp://127.0.0.1:9", SITE_ORIGIN },
    });
    try {
      const res = await down.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          fullName: "Phạm An",
          email: "an.pham@example.vn",
          password: "khong-the-gui-mail",
        },
      });
      // The request never waits for the mail server.
      expect(res.statusCode).toBe(200);
      const runner = createJobRunner({
        db: down.db,
        jobs: [createSendMailJob(() => down.config)],
        logger: { info() {}, warn() {}, error() {} },
      });
      expect(await runner.runOnce()).toBe(1);
      const job = await down.db.selectFrom("job").selectAll().executeTakeFirstOrThrow();
      expect(job).toMatchObject({ name: "send-mail", status: "PENDING", attempts: 1 });
      expect(job.last_error).toMatch(/ECONNREFUSED/);
      // The unsent link was withdrawn, so no valid token exists that nobody received.
      const tokens = await down.db.selectFrom("user_token").select("id").execute();
      expect(tokens).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
