import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../shared/constants.ts";
import {
  createArticle,
  createCourse,
  createEnrollment,
  createImage,
  createUser,
} from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { hashSessionId } from "../auth/sessions.ts";
import { RESOURCES } from "./registry.ts";

const list = (resource: string, params: Record<string, unknown> = {}) => {
  const query = listQueryString(params);
  return `/api/${resource}/list?${query}`;
};

const ROLES_UNDER_TEST: Role[] = [
  "ADMIN",
  "ADMIN_TRIAL",
  "CONTENT_MANAGER",
  "CONTENT_WRITER",
  "CLIENT",
];

describe.each(engines())("list API field and row rules on %s", (engine) => {
  let t: TestApp;
  const headers = {} as Record<Role, { cookie: string }>;
  const ids = {} as Record<Role, number>;
  let student: { id: number };
  let writerArticle: { id: number };
  let otherWriterArticle: { id: number };
  let publicArticle: { id: number };
  let writerImage: { id: number };
  let otherImage: { id: number };
  const secrets: string[] = [];
  let otherWriterHeaders: { cookie: string };

  const get = async (url: string, role: Role) => {
    const res = await t.app.inject({ url, headers: headers[role] });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const role of ROLES_UNDER_TEST) {
      const hash = `$argon2id$v=19$m=19456,t=2,p=1$${role}salt$${role}hashvalue`;
      secrets.push(hash);
      const user = await createUser(t.db, { role, password_hash: hash, phone: "0987654321" });
      ids[role] = user.id;
      headers[role] = await signIn(t, user.id);
      secrets.push(hashSessionId(headers[role].cookie.split("=")[1]!));
    }
    student = await createUser(t.db, {
      email: "nguyen.van.a@gmail.com",
      phone: "0912345678",
      password_hash: "$argon2id$v=19$m=19456,t=2,p=1$studentsalt$studenthash",
    });
    secrets.push("$argon2id$v=19$m=19456,t=2,p=1$studentsalt$studenthash");
    const tokenHash = "f".repeat(64);
    secrets.push(tokenHash);
    await t.db
      .insertInto("user_token")
      .values({
        user_id: student.id,
        kind: "VERIFY_EMAIL",
        token_hash: tokenHash,
        expire_time: "2099-01-01T00:00:00.000Z",
      })
      .execute();
    const course = await createCourse(t.db, { creator_id: ids.ADMIN });
    await createEnrollment(t.db, { user_id: student.id, course_id: course.id });
    const otherWriter = await createUser(t.db, { role: "CONTENT_WRITER" });
    otherWriterHeaders = await signIn(t, otherWriter.id);
    publicArticle = await createArticle(t.db, { creator_id: ids.CONTENT_MANAGER });
    writerArticle = await createArticle(t.db, {
      creator_id: ids.CONTENT_WRITER,
      visibility: "PRIVATE",
    });
    otherWriterArticle = await createArticle(t.db, {
      creator_id: otherWriter.id,
      visibility: "PRIVATE",
    });
    writerImage = await createImage(t.db, { creator_id: ids.CONTENT_WRITER });
    otherImage = await createImage(t.db, { creator_id: otherWriter.id });
  });
  afterAll(() => t.close());

  it("shows users' e-mail and phone to ADMIN, masked to ADMIN_TRIAL, to nobody else", async () => {
    const filter = { filters: [["id", "=", student.id]] };
    const admin = await get(list("user", filter), "ADMIN");
    expect(admin.body.data.items[0]).toMatchObject({
      email: "nguyen.van.a@gmail.com",
      phone: "0912345678",
    });
    const trial = await get(list("user", filter), "ADMIN_TRIAL");
    expect(trial.body.data.items[0]).toMatchObject({
      email: "ng***@gmail.com",
      phone: "09******78",
    });
    // A student does not see another student at all (user-privacy.test.ts).
    const client = await get(list("user", filter), "CLIENT");
    expect(client.body.data.items).toEqual([]);
    expect(client.text).not.toContain("nguyen.van.a");
    for (const role of ["CONTENT_MANAGER", "CONTENT_WRITER"] as const) {
      const other = await get(list("user", filter), role);
      expect(other.status).toBe(200);
      expect(other.body.data.items[0]).not.toHaveProperty("email");
      expect(other.body.data.items[0]).not.toHaveProperty("phone");
      expect(other.text).not.toContain("nguyen.van.a");
    }
  });

  it("lets ADMIN_TRIAL read the same records, but not filter or sort by what it sees masked", async () => {
    const all = await get(list("user", { limit: "100" }), "ADMIN");
    const trial = await get(list("user", { limit: "100" }), "ADMIN_TRIAL");
    expect(trial.body.data.total).toBe(all.body.data.total);
    expect(trial.body.data.items.map((u: { id: number }) => u.id)).toEqual(
      all.body.data.items.map((u: { id: number }) => u.id),
    );
    // Its own record is not another user's: shown as it is.
    const own = trial.body.data.items.find((u: { id: number }) => u.id === ids.ADMIN_TRIAL);
    const stored = await t.db
      .selectFrom("user")
      .select("email")
      .where("id", "=", ids.ADMIN_TRIAL)
      .executeTakeFirstOrThrow();
    expect(own.email).toBe(stored.email);
    expect(
      (await get(list("user", { filters: [["email", "LIKE", "nguyen"]] }), "ADMIN_TRIAL")).status,
    ).toBe(400);
    expect((await get(list("user", { orders: [["email", "asc"]] }), "ADMIN_TRIAL")).status).toBe(
      400,
    );
    const byEmail = await get(list("user", { filters: [["email", "LIKE", "nguyen"]] }), "ADMIN");
    expect(byEmail.body.data.items.map((u: { id: number }) => u.id)).toEqual([student.id]);
  });

  it("masks e-mails in refs for ADMIN_TRIAL too", async () => {
    const params = { filters: [["user_id", "=", student.id]], refNames: ["user"] };
    const admin = await get(list("enrollment", params), "ADMIN");
    expect(admin.body.data.refs.user[student.id].email).toBe("nguyen.van.a@gmail.com");
    const trial = await get(list("enrollment", params), "ADMIN_TRIAL");
    expect(trial.body.data.refs.user[student.id]).toMatchObject({
      email: "ng***@gmail.com",
      phone: "09******78",
    });
  });

  it("filters users by role and status and searches them by name", async () => {
    const writers = await get(
      list("user", {
        filters: [
          ["role", "=", "CONTENT_WRITER"],
          ["status", "=", "ACTIVE"],
        ],
      }),
      "ADMIN",
    );
    expect(writers.body.data.total).toBe(2);
    const found = await get(list("user", { search: "nguoi dung" }), "ADMIN_TRIAL");
    expect(found.body.data.total).toBeGreaterThan(0);
    expect((await get(list("user", { filters: [["role", "=", "ADMIN"]] }), "CLIENT")).status).toBe(
      400,
    );
  });

  it("shows a writer the public articles and their own only", async () => {
    const writer = await get(list("article", { limit: "100" }), "CONTENT_WRITER");
    const seen = writer.body.data.items.map((a: { id: number }) => a.id).sort();
    expect(seen).toEqual([publicArticle.id, writerArticle.id].sort());
    const manager = await get(list("article", { limit: "100" }), "CONTENT_MANAGER");
    expect(manager.body.data.total).toBe(3);
    expect((await get(list("article"), "CLIENT")).body.data.total).toBe(1);
    const one = await get(`/api/article/get?id=${otherWriterArticle.id}`, "CONTENT_WRITER");
    expect(one.status).toBe(404);
    // The same query shape for another writer: the statement cache must not hand over the
    // first writer's SQL (it names their id).
    const other = await t.app.inject({ url: list("article"), headers: otherWriterHeaders });
    const otherSeen = other
      .json()
      .data.items.map((a: { id: number }) => a.id)
      .sort();
    expect(otherSeen).toEqual([publicArticle.id, otherWriterArticle.id].sort());
  });

  it("carries per-record policies in staff answers, from the policy module", async () => {
    const writer = await get(list("article"), "CONTENT_WRITER");
    expect(writer.body.data.policies).toEqual({
      [publicArticle.id]: [],
      [writerArticle.id]: ["update", "delete", "submit"],
    });
    const manager = await get(list("article"), "CONTENT_MANAGER");
    expect(manager.body.data.policies[writerArticle.id]).toEqual(["update", "delete", "publish"]);
    const images = await get(list("image"), "CONTENT_WRITER");
    expect(images.body.data.policies).toEqual({
      [writerImage.id]: ["update", "delete"],
      [otherImage.id]: ["update"],
    });
    const trial = await get(list("course"), "ADMIN_TRIAL");
    expect(Object.values(trial.body.data.policies).flat()).toEqual([]);
    expect(Object.keys(trial.body.data.policies)).toHaveLength(trial.body.data.items.length);
    const admin = await get(
      list("user", { filters: [["id", "in", [ids.ADMIN, student.id]]] }),
      "ADMIN",
    );
    expect(admin.body.data.policies).toEqual({
      [ids.ADMIN]: [],
      [student.id]: ["updateRole", "updateStatus"],
    });
    for (const role of ["CLIENT", "CONTENT_WRITER"] as const) {
      expect((await get(list("course"), role)).body.data).not.toHaveProperty("policies");
    }
  });

  it("never lets a password hash, token or session id leave the server, in any list", async () => {
    for (const spec of RESOURCES) {
      const refNames = Object.keys(spec.refs ?? {});
      for (const role of [...ROLES_UNDER_TEST, null]) {
        const res = await t.app.inject({
          url: list(spec.name, { limit: "100", refNames }),
          headers: role ? headers[role] : {},
        });
        expect([200, 401, 403], `${spec.name} as ${role}`).toContain(res.statusCode);
        for (const secret of secrets) expect(res.body).not.toContain(secret);
        // No such field in any record (the activity log may name the column in its SQL text).
        expect(res.body).not.toMatch(/"(password_hash|token_hash)":|\$argon2/);
      }
    }
  });
});
