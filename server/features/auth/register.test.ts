import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { accountClient, newIp } from "../../../tests/setup/account-client.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { isoAfter } from "../../db/dialect.ts";
import { issueToken } from "./tokens.ts";

describe.each(engines())("registration and e-mail verification on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const { post, info, sid, mailJobs: jobs } = accountClient(() => t);

  describe("register", () => {
    it("creates a PENDING account, signs it in with a session cookie and queues the e-mail", async () => {
      const res = await post("/api/auth/register?locale=en", {
        fullName: "  Đỗ   Văn  Nam ",
        email: " Nam.Do@Example.VN ",
        password: "cay-tre-viet-nam",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe("Your account has been created successfully");
      const user = res.json().data.account.user;
      expect(user).toMatchObject({
        email: "nam.do@example.vn",
        full_name: "Đỗ Văn Nam",
        role: "CLIENT",
        status: "PENDING",
        locale: "en",
        email_verified_time: null,
      });
      expect(user).not.toHaveProperty("password_hash");

      const cookie = sid(res);
      expect(cookie).toMatchObject({
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        maxAge: 90 * 86_400,
      });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await info(`sid=${cookie?.value}`);
      expect(me.json().data.user.id).toBe(user.id);
      expect(await jobs(user.id)).toEqual([
        { name: "send-mail", payload: JSON.stringify({ kind: "verify-email", userId: user.id }) },
      ]);
    });

    it("shows each wrong field at the field, with the messages of docs/product/validation-and-errors.md", async () => {
      const res = await post("/api/auth/register?locale=en", {
        fullName: " ",
        email: "not-an-email",
        password: "short",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
      expect(res.json().error.details.issues).toEqual([
        { path: "fullName", message: "Required" },
        { path: "email", message: "Invalid email" },
        { path: "password", message: "Password must contain at least 8 characters" },
      ]);
      const vi = await post("/api/auth/register?locale=vi", {
        email: "",
        password: "x".repeat(129),
      });
      expect(vi.json().error.details.issues).toEqual([
        { path: "fullName", message: "Trường này là bắt buộc" },
        { path: "email", message: "Trường này là bắt buộc" },
        { path: "password", message: "Mật khẩu chỉ được có tối đa 128 ký tự" },
      ]);
    });

    it.each(["matkhau123", "anhyeuem123", "123456789", "Password123", "iloveyou"])(
      "refuses the common password %s",
      async (password) => {
        const res = await post("/api/auth/register?locale=en", {
          fullName: "An",
          email: `common.${password.toLowerCase()}@example.vn`,
          password,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.details.issues).toEqual([
          { path: "password", message: "Password is too common" },
        ]);
      },
    );

    it("refuses an e-mail already registered, in any case, at the email field", async () => {
      const existing = await createUser(t.db, { email: "taken@example.vn" });
      const res = await post("/api/auth/register?locale=en", {
        fullName: "Someone Else",
        email: "TAKEN@example.vn",
        password: "mat-khau-rieng-tu",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: "CONFLICT",
        message: "This email is already in use",
        details: { issues: [{ path: "email", message: "This email is already in use" }] },
      });
      expect(sid(res)).toBeUndefined();
      const rows = await t.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "taken@example.vn")
        .execute();
      expect(rows).toEqual([{ id: existing.id }]);
    });

    it("tells every ADMIN, in their own language, and nobody else", async () => {
      const adminVi = await createUser(t.db, { role: "ADMIN", locale: "vi" });
      const adminEn = await createUser(t.db, { role: "ADMIN", locale: "en" });
      const bannedAdmin = await createUser(t.db, { role: "ADMIN", status: "BANNED" });
      const trial = await createUser(t.db, { role: "ADMIN_TRIAL" });
      const manager = await createUser(t.db, { role: "CONTENT_MANAGER" });
      const res = await post("/api/auth/register", {
        fullName: "Vũ Thu Hà",
        email: "thuha@example.vn",
        password: "mua-thu-ha-noi",
      });
      const newId = res.json().data.account.user.id;
      const notes = await t.db
        .selectFrom("notification")
        .select(["user_id", "type", "title", "body", "link"])
        .where("type", "=", "NEW_ACCOUNT")
        .where("body", "like", "%thuha@example.vn%")
        .orderBy("user_id")
        .execute();
      expect(notes).toEqual([
        {
          user_id: adminVi.id,
          type: "NEW_ACCOUNT",
          title: "Tài khoản mới",
          body: "Vũ Thu Hà (thuha@example.vn) vừa tạo tài khoản.",
          link: `/user-management?id=${newId}`,
        },
        {
          user_id: adminEn.id,
          type: "NEW_ACCOUNT",
          title: "New account",
          body: "Vũ Thu Hà (thuha@example.vn) has created an account.",
          link: `/user-management?id=${newId}`,
        },
      ]);
      for (const other of [bannedAdmin, trial, manager]) {
        expect(notes.some((n) => n.user_id === other.id)).toBe(false);
      }
    });
  });

  describe("verify e-mail", () => {
    it("activates a PENDING account once, for whoever opens the link, signing nobody out", async () => {
      const user = await createUser(t.db, { status: "PENDING" });
      const own = await signIn(t, user.id);
      const someoneElse = await createUser(t.db);
      const other = await signIn(t, someoneElse.id);
      const { token } = await issueToken(t.db, { userId: user.id, kind: "VERIFY_EMAIL" });

      const res = await post(
        "/api/auth/verify-email?locale=en",
        { token },
        { cookie: other.cookie },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe("Your email has been verified");
      expect((await info(own.cookie)).json().data.user.status).toBe("ACTIVE");
      expect((await info(other.cookie)).json().data.user.id).toBe(someoneElse.id);

      const again = await post("/api/auth/verify-email?locale=en", { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe("This link is invalid or has expired");
    });

    it("refuses an expired link, a link of another kind and an invented one", async () => {
      const user = await createUser(t.db, { status: "PENDING" });
      const expired = await issueToken(t.db, { userId: user.id, kind: "VERIFY_EMAIL" });
      await t.db
        .updateTable("user_token")
        .set({ expire_time: isoAfter(-1000) })
        .where("id", "=", expired.id)
        .execute();
      const reset = await issueToken(t.db, { userId: user.id, kind: "RESET_PASSWORD" });
      for (const token of [expired.token, reset.token, "x".repeat(43)]) {
        const res = await post("/api/auth/verify-email", { token });
        expect(res.statusCode).toBe(400);
      }
      const row = await t.db
        .selectFrom("user")
        .select("status")
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("PENDING");
    });

    it("leaves a BANNED account banned", async () => {
      const user = await createUser(t.db, { status: "BANNED" });
      const { token } = await issueToken(t.db, { userId: user.id, kind: "VERIFY_EMAIL" });
      expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(200);
      const row = await t.db
        .selectFrom("user")
        .select("status")
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("BANNED");
    });
  });

  describe("resend verification", () => {
    it("waits 60 seconds between e-mails, enforced by the server", async () => {
      const ip = newIp();
      const registered = await post(
        "/api/auth/register",
        { fullName: "Hồ Xuân", email: "xuan@example.vn", password: "xuan-ve-tren-pho" },
        { ip },
      );
      const cookie = `sid=${sid(registered)?.value}`;
      const userId = registered.json().data.account.user.id;

      // The registration e-mail just left: the first resend waits too.
      const early = await post("/api/auth/resend-verification?locale=en", undefined, {
        cookie,
        ip,
      });
      expect(early.statusCode).toBe(429);
      const wait = Number(early.headers["retry-after"]);
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      expect(early.json().error).toEqual({
        code: "RATE_LIMITED",
        message: `Please wait ${wait} s before requesting another email`,
        details: { retryAfterSeconds: wait },
      });

      await t.db
        .updateTable("rate_limit")
        .set({ blocked_until: isoAfter(-1000), window_start: isoAfter(-61_000) })
        .where("key", "like", "resend:email:%")
        .execute();
      const later = await post("/api/auth/resend-verification?locale=en", undefined, {
        cookie,
        ip,
      });
      expect(later.statusCode).toBe(200);
      expect(later.json().data.message).toBe("A new verification email has been sent");
      expect((await jobs(userId)).length).toBe(2);
      expect(
        (await post("/api/auth/resend-verification", undefined, { cookie, ip })).statusCode,
      ).toBe(429);
    });

    it("is for a signed-in PENDING account only", async () => {
      expect((await post("/api/auth/resend-verification")).statusCode).toBe(401);
      const active = await createUser(t.db, { status: "ACTIVE" });
      const { cookie } = await signIn(t, active.id);
      const res = await post("/api/auth/resend-verification?locale=en", undefined, { cookie });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe("Your email has already been verified");
    });
  });
});
