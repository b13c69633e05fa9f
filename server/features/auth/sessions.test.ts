import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { hashSessionId } from "./sessions.ts";

describe.each(engines())("sessions on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  // The account of the session, or 401 for a visitor: the plainest view of who a cookie is.
  const accountInfo = (cookie?: string) =>
    t.app.inject({ url: "/api/account/info", headers: cookie ? { cookie } : {} });

  it("turns a session cookie into the signed-in user", async () => {
    const user = await createUser(t.db);
    expect((await accountInfo()).statusCode).toBe(401);
    const { cookie } = await signIn(t, user.id);
    const signedIn = await accountInfo(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.id).toBe(user.id);
    expect((await accountInfo("sid=forged-value")).statusCode).toBe(401);
  });

  it("ends a BANNED or INACTIVE user's existing session at once", async () => {
    for (const status of ["BANNED", "INACTIVE"] as const) {
      const user = await createUser(t.db);
      const { cookie } = await signIn(t, user.id);
      expect((await accountInfo(cookie)).statusCode).toBe(200);
      await t.db.updateTable("user").set({ status }).where("id", "=", user.id).execute();
      expect((await accountInfo(cookie)).statusCode).toBe(401);
      const left = await t.db
        .selectFrom("session")
        .select("id")
        .where("user_id", "=", user.id)
        .execute();
      expect(left).toEqual([]);
    }
  });

  it("ends a session idle for 30 days or older than 90 days", async () => {
    const user = await createUser(t.db);
    const idle = await signIn(t, user.id);
    const old = await signIn(t, user.id);
    const id = (cookie: string) => hashSessionId(cookie.split("=")[1]!);
    await t.db
      .updateTable("session")
      .set({ last_seen_time: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("id", "=", id(idle.cookie))
      .execute();
    await t.db
      .updateTable("session")
      .set({ expire_time: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id(old.cookie))
      .execute();
    expect((await accountInfo(idle.cookie)).statusCode).toBe(401);
    expect((await accountInfo(old.cookie)).statusCode).toBe(401);
  });

  it("answers in the signed-in user's language unless the request chooses one", async () => {
    const user = await createUser(t.db, { locale: "en" });
    const { cookie } = await signIn(t, user.id);
    const bad = (extra = "") =>
      t.app.inject({ url: `/api/course/list?limit=0${extra}`, headers: { cookie } });
    expect((await bad()).json().error.message).toBe("limit must be an integer from 1 to 100");
    expect((await bad("&locale=vi")).json().error.message).not.toBe(
      "limit must be an integer from 1 to 100",
    );
  });

  it("refuses a state-changing request from another site", async () => {
    const user = await createUser(t.db);
    const { cookie } = await signIn(t, user.id);
    const post = (origin: string) =>
      t.app.inject({ method: "POST", url: "/api/anything", headers: { cookie, origin } });
    const refused = await post("https://evil.example");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("FORBIDDEN");
    // Our own origin passes the check (and then finds no such route).
    expect((await post("http://localhost:3000")).statusCode).toBe(404);
  });
});
