import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createUserWithPassword } from "../../../tests/factories.ts";
import { accountClient, newIp } from "../../../tests/setup/account-client.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { isoAfter } from "../../db/dialect.ts";

describe.each(engines())("sign-in, sign-out and brute-force limits on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const { post, info, sid } = accountClient(() => t);

  describe("sign in and out", () => {
    it("answers the same for an unknown e-mail and a wrong password", async () => {
      await createUserWithPassword(t.db, "dung-mat-khau", { email: "known@example.vn" });
      const wrong = await post("/api/auth/sign-in?locale=en", {
        email: "known@example.vn",
        password: "sai-mat-khau",
      });
      const unknown = await post("/api/auth/sign-in?locale=en", {
        email: "unknown@example.vn",
        password: "sai-mat-khau",
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: { code: "UNAUTHENTICATED", message: "Incorrect email or password" },
        });
        expect(sid(res)).toBeUndefined();
      }
    });

    it("signs in an account whose address predates today's rules (older installs' admin@localhost)", async () => {
      await createUserWithPassword(t.db, "dung-mat-khau", { email: "admin@localhost" });
      const res = await post("/api/auth/sign-in", {
        email: "  Admin@Localhost ",
        password: "dung-mat-khau",
      });
      expect(res.statusCode).toBe(200);
      expect(sid(res)).toBeDefined();
      // What is not an address at all is still said at the field.
      const notAnAddress = await post("/api/auth/sign-in?locale=en", {
        email: "an@",
        password: "dung-mat-khau",
      });
      expect(notAnAddress.statusCode).toBe(400);
      expect(notAnAddress.json().error.details.issues).toEqual([
        { path: "email", message: "Invalid email" },
      ]);
    });

    it("refuses a BANNED or INACTIVE account with a clear message, only after the right password", async () => {
      for (const [status, message] of [
        ["BANNED", "Your account has been banned"],
        ["INACTIVE", "Your account has been disabled"],
      ] as const) {
        const email = `${status.toLowerCase()}@example.vn`;
        await createUserWithPassword(t.db, "dung-mat-khau", { email, status });
        const right = await post("/api/auth/sign-in?locale=en", {
          email,
          password: "dung-mat-khau",
        });
        expect(right.statusCode).toBe(403);
        expect(right.json().error.message).toBe(message);
        expect(sid(right)).toBeUndefined();
        const wrong = await post("/api/auth/sign-in?locale=en", { email, password: "sai" });
        expect(wrong.json().error.message).toBe("Incorrect email or password");
      }
    });

    it("gives a new session id at every sign-in and ends the one the browser came with", async () => {
      const user = await createUserWithPassword(t.db, "dung-mat-khau");
      const first = await post("/api/auth/sign-in", {
        email: user.email,
        password: "dung-mat-khau",
      });
      const firstCookie = `sid=${sid(first)?.value}`;
      const second = await post(
        "/api/auth/sign-in",
        { email: user.email, password: "dung-mat-khau" },
        { cookie: firstCookie },
      );
      expect(sid(second)?.value).not.toBe(sid(first)?.value);
      expect((await info(firstCookie)).statusCode).toBe(401);
      expect((await info(`sid=${sid(second)?.value}`)).statusCode).toBe(200);
      expect(second.json().data.account.user.id).toBe(user.id);
    });

    it("signs out: the session ends and the cookie is cleared", async () => {
      const user = await createUser(t.db);
      const { cookie } = await signIn(t, user.id);
      const res = await post("/api/auth/sign-out?locale=en", undefined, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe("You have signed out");
      expect(sid(res)?.value).toBe("");
      expect((await info(cookie)).statusCode).toBe(401);
      // A visitor signing out is no error.
      expect((await post("/api/auth/sign-out")).statusCode).toBe(200);
    });
  });

  describe("brute-force limits", () => {
    it("locks an e-mail out after 10 failures; even the right password is refused meanwhile", async () => {
      const user = await createUserWithPassword(t.db, "dung-mat-khau", {
        email: "target@example.vn",
      });
      for (let i = 0; i < 10; i++) {
        const res = await post("/api/auth/sign-in", { email: user.email, password: `sai-${i}` });
        expect(res.statusCode, `failure ${i + 1}`).toBe(401);
      }
      const locked = await post("/api/auth/sign-in?locale=en", {
        email: user.email,
        password: "dung-mat-khau",
      });
      expect(locked.statusCode).toBe(429);
      const wait = Number(locked.headers["retry-after"]);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(locked.json().error).toEqual({
        code: "RATE_LIMITED",
        message: "Too many attempts, please try again in 15 min",
        details: { retryAfterSeconds: wait },
      });
      expect(sid(locked)).toBeUndefined();
      const vi = await post("/api/auth/sign-in?locale=vi", {
        email: user.email,
        password: "dung-mat-khau",
      });
      expect(vi.json().error.message).toBe(
        "Bạn đã thử quá nhiều lần, vui lòng thử lại sau 15 phút",
      );

      // Another account from the same addresses is not affected.
      const other = await createUserWithPassword(t.db, "dung-mat-khau");
      expect(
        (await post("/api/auth/sign-in", { email: other.email, password: "dung-mat-khau" }))
          .statusCode,
      ).toBe(200);

      // Once the lock-out is over, the right password works again.
      await t.db
        .updateTable("rate_limit")
        .set({ blocked_until: isoAfter(-1000), window_start: isoAfter(-16 * 60_000) })
        .execute();
      expect(
        (await post("/api/auth/sign-in", { email: user.email, password: "dung-mat-khau" }))
          .statusCode,
      ).toBe(200);
    });

    it("lets at most 10 of 50 parallel wrong passwords reach the check, then refuses the right one", async () => {
      const user = await createUserWithPassword(t.db, "dung-mat-khau");
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post("/api/auth/sign-in", { email: user.email, password: `sai-${i}` }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      const right = await post("/api/auth/sign-in", {
        email: user.email,
        password: "dung-mat-khau",
      });
      expect(right.statusCode).toBe(429);
      expect(sid(right)).toBeUndefined();
    });

    it("does not count successful sign-ins against a shared address", async () => {
      const ip = newIp();
      const user = await createUserWithPassword(t.db, "dung-mat-khau");
      for (let i = 0; i < 55; i++) {
        const res = await post(
          "/api/auth/sign-in",
          { email: user.email, password: "dung-mat-khau" },
          { ip },
        );
        expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
      }
    });

    it("forgets an e-mail's failures after a successful sign-in", async () => {
      const user = await createUserWithPassword(t.db, "dung-mat-khau");
      const attempt = (password: string) =>
        post("/api/auth/sign-in", { email: user.email, password });
      for (let i = 0; i < 9; i++) await attempt("sai");
      expect((await attempt("dung-mat-khau")).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) expect((await attempt("sai")).statusCode).toBe(401);
      expect((await attempt("dung-mat-khau")).statusCode).toBe(200);
    });

    it("locks an IP out after 50 failures, whatever the e-mails", async () => {
      const ip = newIp();
      for (let i = 0; i < 50; i++) {
        const res = await post(
          "/api/auth/sign-in",
          { email: `guess${i}@example.vn`, password: "x" },
          { ip },
        );
        expect(res.statusCode).toBe(401);
      }
      const user = await createUserWithPassword(t.db, "dung-mat-khau");
      const blocked = await post(
        "/api/auth/sign-in",
        { email: user.email, password: "dung-mat-khau" },
        { ip },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
      expect(
        (await post("/api/auth/sign-in", { email: user.email, password: "dung-mat-khau" }))
          .statusCode,
      ).toBe(200);
    });

    it("limits registrations per IP and per e-mail", async () => {
      const ip = newIp();
      for (let i = 0; i < 20; i++) {
        const res = await post(
          "/api/auth/register",
          { fullName: "Bot", email: `bot${i}@example.vn`, password: "mat-khau-bot-123" },
          { ip },
        );
        expect(res.statusCode).toBe(200);
      }
      const refused = await post(
        "/api/auth/register",
        { fullName: "Bot", email: "bot-last@example.vn", password: "mat-khau-bot-123" },
        { ip },
      );
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(59 * 60);

      for (let i = 0; i < 5; i++) {
        await post("/api/auth/register", {
          fullName: "Lặp",
          email: "same@example.vn",
          password: "mat-khau-bot-123",
        });
      }
      const sameEmail = await post("/api/auth/register", {
        fullName: "Lặp",
        email: "same@example.vn",
        password: "mat-khau-bot-123",
      });
      expect(sameEmail.statusCode).toBe(429);
    });

    it("limits reset-link submissions per IP, refusing junk tokens before any hashing", async () => {
      const ip = newIp();
      const submit = () =>
        post(
          "/api/auth/reset-password?locale=en",
          { token: "khong-phai-ma-that", password: "mat-khau-moi-123" },
          { ip },
        );
      for (let i = 0; i < 20; i++) {
        const res = await submit();
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe("This link is invalid or has expired");
      }
      expect((await submit()).statusCode).toBe(429);
    });

    it("limits password-reset requests per e-mail, whether or not it has an account", async () => {
      for (const email of ["reset-known@example.vn", "reset-unknown@example.vn"]) {
        if (email.startsWith("reset-known")) await createUser(t.db, { email });
        for (let i = 0; i < 5; i++) {
          expect((await post("/api/auth/forgot-password", { email })).statusCode).toBe(200);
        }
        const res = await post("/api/auth/forgot-password?locale=en", { email });
        expect(res.statusCode).toBe(429);
        expect(res.json().error.message).toMatch(
          /^Too many attempts, please try again in \d+ min$/,
        );
      }
    });
  });
});
