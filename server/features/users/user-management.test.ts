import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import type { AppError } from "../../lib/app-error.ts";
import { changeUser } from "./user-management.ts";

describe.each(engines())("user management API on %s", (engine) => {
  let t: TestApp;
  let admin: { id: number };
  let adminHeaders: { cookie: string };

  const post = (url: string, headers: { cookie: string }, payload: object) =>
    t.app.inject({ method: "POST", url, headers, payload });
  const userOf = (id: number) =>
    t.db
      .selectFrom("user")
      .select(["role", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const sessionsOf = async (id: number) =>
    (await t.db.selectFrom("session").select("id").where("user_id", "=", id).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createUser(t.db, { role: "ADMIN" });
    adminHeaders = await signIn(t, admin.id);
  });
  afterAll(() => t.close());

  it("changes a role and ends every session of that user", async () => {
    const user = await createUser(t.db);
    const headers = await signIn(t, user.id);
    await signIn(t, user.id);
    const res = await post("/api/user/update-role", adminHeaders, {
      userId: user.id,
      role: "CONTENT_WRITER",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { user: { id: user.id, role: "CONTENT_WRITER", status: "ACTIVE" } },
    });
    expect(await userOf(user.id)).toEqual({ role: "CONTENT_WRITER", status: "ACTIVE" });
    expect(await sessionsOf(user.id)).toBe(0);
    const after = await t.app.inject({ url: "/api/image/list", headers });
    expect(after.statusCode).toBe(401);
  });

  it("ends the sessions of an INACTIVE or BANNED user, not of a re-activated one", async () => {
    const user = await createUser(t.db);
    await signIn(t, user.id);
    expect(
      (await post("/api/user/update-status", adminHeaders, { userId: user.id, status: "BANNED" }))
        .statusCode,
    ).toBe(200);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await userOf(user.id)).status).toBe("BANNED");

    await post("/api/user/update-status", adminHeaders, { userId: user.id, status: "ACTIVE" });
    await signIn(t, user.id);
    await post("/api/user/update-status", adminHeaders, { userId: user.id, status: "PENDING" });
    expect(await sessionsOf(user.id)).toBe(1);

    await post("/api/user/update-status", adminHeaders, { userId: user.id, status: "INACTIVE" });
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it("refuses an admin's change of their own role or status with a clear message", async () => {
    for (const [url, payload] of [
      ["/api/user/update-role?locale=en", { userId: admin.id, role: "CLIENT" }],
      ["/api/user/update-status?locale=en", { userId: admin.id, status: "INACTIVE" }],
    ] as const) {
      const res = await post(url, adminHeaders, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        "You cannot change your own role or status: ask another admin",
      );
    }
    const vi = await t.app.inject({
      method: "POST",
      url: "/api/user/update-role",
      headers: adminHeaders,
      payload: { userId: admin.id, role: "CLIENT" },
    });
    expect(vi.json().error.message).toMatch(/^Bạn không thể tự đổi vai trò/);
    expect(await userOf(admin.id)).toEqual({ role: "ADMIN", status: "ACTIVE" });
  });

  it("never removes the last active admin, even when the acting admin lost that role meanwhile", async () => {
    // Through the API the acting admin is an active admin itself, so the check matters when a
    // concurrent change demoted it after its session was read: call the flow with such an actor.
    await t.db.updateTable("user").set({ role: "CLIENT" }).where("role", "=", "ADMIN").execute();
    const lone = await createUser(t.db, { role: "ADMIN" });
    const staleActor = await createUser(t.db, { role: "CLIENT" });
    const actor = {
      user: { id: staleActor.id, role: "ADMIN", email: "x@x.vn", status: "ACTIVE", locale: "vi" },
      ip: "",
    } as const;
    for (const change of [
      { role: "CLIENT" },
      { status: "BANNED" },
      { status: "INACTIVE" },
    ] as const) {
      const error = await changeUser(t.db, actor, lone.id, change).catch((e: AppError) => e);
      expect(error).toMatchObject({ code: "CONFLICT", messageKey: "errors.user.lastAdmin" });
    }
    expect(await userOf(lone.id)).toEqual({ role: "ADMIN", status: "ACTIVE" });
    // PENDING keeps the admin able to sign in: it is allowed.
    await changeUser(t.db, actor, lone.id, { status: "PENDING" });
    // With a second active admin the first may go.
    const second = await createUser(t.db, { role: "ADMIN" });
    await changeUser(t.db, actor, lone.id, { role: "CLIENT" });
    expect(await userOf(lone.id)).toEqual({ role: "CLIENT", status: "PENDING" });
    await t.db
      .updateTable("user")
      .set({ role: "ADMIN" })
      .where("id", "in", [admin.id, second.id])
      .execute();
  });

  it("refuses ADMIN_TRIAL, staff and students, and unknown users", async () => {
    const target = await createUser(t.db);
    for (const role of ["ADMIN_TRIAL", "CONTENT_MANAGER", "CLIENT"] as const) {
      const someone = await createUser(t.db, { role });
      const res = await post("/api/user/update-role", await signIn(t, someone.id), {
        userId: target.id,
        role: "ADMIN",
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await userOf(target.id)).role).toBe("CLIENT");
    const missing = await post("/api/user/update-role", adminHeaders, {
      userId: 999_999,
      role: "ADMIN",
    });
    expect(missing.statusCode).toBe(404);
    const bad = await post("/api/user/update-status", adminHeaders, {
      userId: target.id,
      status: "SLEEPING",
    });
    expect(bad.statusCode).toBe(400);
  });
});
