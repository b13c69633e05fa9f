import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotification, createUserWithPassword } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { issueToken } from "../auth/tokens.ts";

// Password hashes, token hashes and session ids never leave the server, whatever is asked.

describe.each(engines())("no secret in any account answer on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("holds for every auth, account and notification call, failing or not", async () => {
    const admin = await createUserWithPassword(t.db, "quan-tri-vien-1", { role: "ADMIN" });
    const user = await createUserWithPassword(t.db, "hoc-vien-mot-hai", { status: "PENDING" });
    await createNotification(t.db, { user_id: user.id });
    const { cookie } = await signIn(t, user.id);
    const adminCookie = (await signIn(t, admin.id)).cookie;
    const verify = await issueToken(t.db, { userId: user.id, kind: "VERIFY_EMAIL" });
    const reset = await issueToken(t.db, { userId: user.id, kind: "RESET_PASSWORD" });
    await issueToken(t.db, { userId: user.id, kind: "CHANGE_EMAIL", newEmail: "x@example.vn" });

    const calls: Array<[string, string, unknown?, string?]> = [
      ["GET", "/api/account/info"],
      ["POST", "/api/account/update", { title: "Học viên" }],
      ["POST", "/api/account/update", { phone: "bad" }],
      ["POST", "/api/account/locale", { locale: "en" }],
      ["POST", "/api/account/change-email", { newEmail: "y@example.vn", currentPassword: "sai" }],
      [
        "POST",
        "/api/account/change-email",
        { newEmail: "y@example.vn", currentPassword: "hoc-vien-mot-hai" },
      ],
      ["GET", "/api/notification/list"],
      ["GET", "/api/notification/unread-count"],
      ["POST", "/api/notification/read-all"],
      ["POST", "/api/auth/resend-verification"],
      ["POST", "/api/auth/sign-in", { email: user.email, password: "sai" }],
      ["POST", "/api/auth/sign-in", { email: user.email, password: "hoc-vien-mot-hai" }],
      [
        "POST",
        "/api/auth/register",
        { fullName: "Mới", email: "moi@example.vn", password: "mat-khau-moi-123" },
      ],
      [
        "POST",
        "/api/auth/register",
        { fullName: "Mới", email: user.email, password: "mat-khau-moi-123" },
      ],
      ["POST", "/api/auth/forgot-password", { email: user.email }],
      ["POST", "/api/auth/verify-email", { token: verify.token }],
      ["POST", "/api/auth/verify-email", { token: "unknown" }],
      ["GET", "/api/user/list?limit=100", undefined, adminCookie],
      ["GET", `/api/user/get?id=${user.id}`, undefined, adminCookie],
      ["POST", "/api/auth/reset-password", { token: reset.token, password: "mat-khau-dat-lai" }],
      ["POST", "/api/auth/sign-out"],
    ];
    // Collected after every call: a session or token may be gone by the end.
    const secrets = new Set<string>();
    const collectSecrets = async () => {
      const rows = [
        ...(await t.db.selectFrom("user").select("password_hash as secret").execute()),
        ...(await t.db.selectFrom("user_token").select("token_hash as secret").execute()),
        ...(await t.db.selectFrom("session").select("id as secret").execute()),
      ];
      for (const row of rows) secrets.add(row.secret);
    };
    const answers: string[] = [];
    for (const [method, url, body, as] of calls) {
      const res = await t.app.inject({
        method: method as "GET" | "POST",
        url,
        headers: { cookie: as ?? cookie },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      answers.push(`${url} ${res.statusCode} ${JSON.stringify(res.headers)} ${res.body}`);
      await collectSecrets();
    }

    expect(secrets.size).toBeGreaterThan(8);
    for (const answer of answers) {
      expect(answer).not.toContain("password_hash");
      expect(answer).not.toContain("token_hash");
      expect(answer).not.toContain("$argon2");
      for (const secret of secrets) expect(answer).not.toContain(secret);
    }
  });
});
