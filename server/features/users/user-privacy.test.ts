import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

describe.each(engines())("who sees which users on %s", (engine) => {
  let t: TestApp;
  const users = {} as Record<"me" | "classmate" | "teacher" | "admin", { id: number }>;
  const cookies = {} as Record<"me" | "admin", { cookie: string }>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users.me = await createUser(t.db, { role: "CLIENT", introduction: "Tôi là Lan" });
    users.classmate = await createUser(t.db, { role: "CLIENT", introduction: "Riêng tư" });
    users.teacher = await createUser(t.db, { role: "CONTENT_WRITER", introduction: "Giảng viên" });
    users.admin = await createUser(t.db, { role: "ADMIN" });
    cookies.me = await signIn(t, users.me.id);
    cookies.admin = await signIn(t, users.admin.id);
  });
  afterAll(() => t.close());

  const listIds = async (who: "me" | "admin") => {
    const res = await t.app.inject({ url: "/api/user/list?limit=100", headers: cookies[who] });
    expect(res.statusCode).toBe(200);
    return res.json().data.items.map((u: { id: number }) => u.id) as number[];
  };
  const get = (who: "me" | "admin", id: number) =>
    t.app.inject({ url: `/api/user/get?id=${id}`, headers: cookies[who] });

  it("shows a student the profiles of staff and their own, never another student's", async () => {
    const seen = await listIds("me");
    expect(seen).toContain(users.me.id);
    expect(seen).toContain(users.teacher.id);
    expect(seen).not.toContain(users.classmate.id);
    expect((await get("me", users.classmate.id)).statusCode).toBe(404);
    const teacher = await get("me", users.teacher.id);
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json().data.items[0].introduction).toBe("Giảng viên");
    expect(teacher.json().data.items[0]).not.toHaveProperty("email");
  });

  it("shows the user managers everyone", async () => {
    const seen = await listIds("admin");
    for (const user of Object.values(users)) expect(seen).toContain(user.id);
  });
});
