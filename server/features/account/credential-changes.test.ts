import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createUserWithPassword } from "../../../tests/factories.ts";
import { accountClient } from "../../../tests/setup/account-client.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { prepareAccountMail } from "../auth/account-mail.ts";
import { issueToken } from "../auth/tokens.ts";

describe.each(engines())("password and e-mail changes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const client = accountClient(() => t);
  const post = (url: string, body: unknown, cookie?: string) => client.post(url, body, { cookie });
  const { info } = client;
  const userRow = (id: number) =>
    t.db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const sessionCount = async (userId: number) =>
    (await t.db.selectFrom("session").select("id").where("user_id", "=", userId).execute()).length;

  describe("change password", () => {
    const body = (
      newPassword: string,
      confirmPassword = newPassword,
      currentPassword = "mat-khau-hien-tai",
    ) => ({
      currentPassword,
      newPassword,
      confirmPassword,
    });

    it("says which field is wrong: mismatch, too common, wrong current password", async () => {
      const user = await createUserWithPassword(t.db, "mat-khau-hien-tai");
      const { cookie } = await signIn(t, user.id);
      const change = (b: unknown) => post("/api/account/change-password?locale=en", b, cookie);

      const mismatch = await change(body("mat-khau-moi-1", "mat-khau-moi-2"));
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error.details.issues).toEqual([
        { path: "confirmPassword", message: "Passwords mismatch" },
      ]);
      const common = await change(body("matkhau123"));
      expect(common.json().error.details.issues).toEqual([
        { path: "newPassword", message: "Password is too common" },
      ]);
      const short = await change(body("ngan"));
      expect(short.json().error.details.issues).toEqual([
        { path: "newPassword", message: "Password must contain at least 8 characters" },
      ]);
      const wrong = await change(body("mat-khau-moi-1", "mat-khau-moi-1", "khong-dung"));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toEqual({
        code: "VALIDATION",
        message: "The current password is incorrect",
        details: {
          issues: [{ path: "currentPassword", message: "The current password is incorrect" }],
        },
      });
      expect((await info(cookie)).statusCode).toBe(200);
      expect((await userRow(user.id)).password_hash).toBe(user.password_hash);
    });

    it("ends every session of the user, ADMIN_TRIAL included", async () => {
      const user = await createUserWithPassword(t.db, "mat-khau-hien-tai", { role: "ADMIN_TRIAL" });
      const here = await signIn(t, user.id);
      const elsewhere = await signIn(t, user.id);
      const res = await post("/api/account/change-password", body("mat-khau-moi-hon"), here.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === "sid")?.value).toBe("");
      expect(await sessionCount(user.id)).toBe(0);
      expect((await info(elsewhere.cookie)).statusCode).toBe(401);
    });

    it("locks out guessing the current password like sign-in does", async () => {
      const user = await createUserWithPassword(t.db, "mat-khau-hien-tai");
      const { cookie } = await signIn(t, user.id);
      for (let i = 0; i < 10; i++) {
        const res = await post(
          "/api/account/change-password",
          body("mat-khau-moi-hon", undefined, `sai-${i}`),
          cookie,
        );
        expect(res.statusCode).toBe(400);
      }
      const locked = await post("/api/account/change-password", body("mat-khau-moi-hon"), cookie);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers["retry-after"]).toBeDefined();
    });
  });

  describe("change e-mail", () => {
    it("checks the current password and the new address, then only sends a link", async () => {
      const user = await createUserWithPassword(t.db, "mat-khau-hien-tai", {
        email: "cu@example.vn",
      });
      await createUser(t.db, { email: "da-co@example.vn" });
      const { cookie } = await signIn(t, user.id);
      const change = (newEmail: string, currentPassword = "mat-khau-hien-tai") =>
        post("/api/account/change-email?locale=en", { newEmail, currentPassword }, cookie);

      expect((await change("bad-address")).json().error.details.issues).toEqual([
        { path: "newEmail", message: "Invalid email" },
      ]);
      expect((await change("moi@example.vn", "sai")).json().error.details.issues).toEqual([
        { path: "currentPassword", message: "The current password is incorrect" },
      ]);
      // Another account's address answers as any other, and no link is sent to it.
      const taken = await change("Da-Co@example.vn");
      expect(taken.statusCode).toBe(200);
      expect(taken.json().data.message).toBe(
        (await change("chua-co@example.vn")).json().data.message,
      );
      const jobsFor = async (address: string) =>
        (await t.db.selectFrom("job").select("payload").execute()).filter((j) =>
          j.payload.includes(address),
        );
      expect(await jobsFor("da-co@example.vn")).toHaveLength(0);
      expect(await jobsFor("chua-co@example.vn")).toHaveLength(1);
      expect((await change("cu@example.vn")).json().error.details.issues).toEqual([
        { path: "newEmail", message: "This is already your email address" },
      ]);

      const ok = await change("Moi@Example.vn");
      expect(ok.statusCode).toBe(200);
      expect((await userRow(user.id)).email).toBe("cu@example.vn");
      const job = await t.db
        .selectFrom("job")
        .select("payload")
        .where("payload", "like", "%moi@example.vn%")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(job.payload)).toEqual({
        kind: "confirm-email-change",
        userId: user.id,
        newEmail: "moi@example.vn",
      });
      expect((await info(cookie)).statusCode).toBe(200);
    });

    it("limits e-mail changes per account, whatever the address they come from", async () => {
      const user = await createUserWithPassword(t.db, "mat-khau-hien-tai");
      const { cookie } = await signIn(t, user.id);
      const change = (i: number) =>
        post(
          "/api/account/change-email?locale=en",
          { newEmail: `gioi-han-${i}@example.vn`, currentPassword: "mat-khau-hien-tai" },
          cookie,
        );
      for (let i = 0; i < 5; i++) expect((await change(i)).statusCode).toBe(200);
      const refused = await change(5);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
    });

    it("greets the new address without the requester's name, which it has not proven", async () => {
      const spam = "Mua thuốc giá rẻ tại spam.example";
      const user = await createUserWithPassword(t.db, "mat-khau-hien-tai", { full_name: spam });
      const mail = await prepareAccountMail(
        t.db,
        { kind: "confirm-email-change", userId: user.id, newEmail: "nan-nhan@example.vn" },
        t.config,
      );
      expect(mail?.message.to).toBe("nan-nhan@example.vn");
      expect(mail?.message.text).not.toContain(spam);
      expect(mail?.message.html).not.toContain("spam.example");
      const own = await prepareAccountMail(
        t.db,
        { kind: "reset-password", userId: user.id },
        t.config,
      );
      expect(own?.message.text).toContain(spam);
    });

    it("takes effect with the link, verifies the address and ends every session", async () => {
      const user = await createUser(t.db, { status: "PENDING" });
      const a = await signIn(t, user.id);
      const b = await signIn(t, user.id);
      const { token } = await issueToken(t.db, {
        userId: user.id,
        kind: "CHANGE_EMAIL",
        newEmail: "doi-moi@example.vn",
      });
      const res = await post("/api/auth/confirm-email-change?locale=en", { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe("Your email has been changed, please login again");
      expect(await userRow(user.id)).toMatchObject({
        email: "doi-moi@example.vn",
        status: "ACTIVE",
      });
      expect((await info(a.cookie)).statusCode).toBe(401);
      expect((await info(b.cookie)).statusCode).toBe(401);
      expect((await post("/api/auth/confirm-email-change", { token })).statusCode).toBe(400);
    });

    it("refuses the link when the address was taken meanwhile", async () => {
      const user = await createUser(t.db);
      const { token } = await issueToken(t.db, {
        userId: user.id,
        kind: "CHANGE_EMAIL",
        newEmail: "tranh-chap@example.vn",
      });
      await createUser(t.db, { email: "tranh-chap@example.vn" });
      const res = await post("/api/auth/confirm-email-change?locale=en", { token });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe("This email is already in use");
      expect((await userRow(user.id)).email).toBe(user.email);
    });
  });
});
