import {
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
  TableNode,
  UpdateQueryNode,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { REDACTED } from "../../db/activity-log-statement.ts";
import { hashPassword } from "../../lib/passwords.ts";

/** Records every INSERT/UPDATE/DELETE the application runs, as "TYPE table". */
class WriteRecorder implements KyselyPlugin {
  writes: string[] = [];

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(node)) this.record("INSERT", node.into);
    if (UpdateQueryNode.is(node)) this.record("UPDATE", node.table);
    if (DeleteQueryNode.is(node)) this.record("DELETE", node.from.froms[0]);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }

  private record(type: string, table: OperationNode | undefined) {
    this.writes.push(`${type} ${table && TableNode.is(table) ? table.table.identifier.name : "?"}`);
  }
}

const list = (params: Record<string, unknown> = {}) => {
  const query = listQueryString(params);
  return `/api/activity_log/list?${query}`;
};

describe.each(engines())("activity log of requests on %s", (engine) => {
  let t: TestApp;
  const recorder = new WriteRecorder();
  let admin: { id: number; email: string };
  let adminHeaders: { cookie: string };
  let trialHeaders: { cookie: string };
  let target: { id: number };
  let started: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { plugins: [recorder] });
    admin = await createUser(t.db, { role: "ADMIN", email: "quan.tri@gmail.com" });
    adminHeaders = await signIn(t, admin.id);
    trialHeaders = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
    target = await createUser(t.db, { email: "hoc.vien@gmail.com", phone: "0912345678" });
    await signIn(t, target.id);
    started = new Date().toISOString();
  });
  afterAll(() => t.close());

  it("leaves exactly one row per logged statement of a request, by its author, with no secret", async () => {
    const before = await t.db.selectFrom("activity_log").select("id").execute();
    recorder.writes = [];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/update-role",
      headers: { ...adminHeaders, "x-forwarded-for": "203.0.113.9" },
      payload: { userId: target.id, role: "CONTENT_WRITER" },
    });
    expect(res.statusCode).toBe(200);
    // The role change and the end of the user's sessions; session writes are bookkeeping.
    expect(recorder.writes).toEqual(["UPDATE user", "DELETE session"]);
    const rows = await t.db
      .selectFrom("activity_log")
      .selectAll()
      .where("id", "not in", before.length ? before.map((r) => r.id) : [0])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: admin.id,
      user_email: "quan.tri@gmail.com",
      actor_kind: "USER",
      type: "UPDATE",
      table_name: "user",
      ip: "127.0.0.1",
      affected_rows: 1,
      insert_id: null,
    });
    expect(rows[0]?.query_statement).toMatch(/^update "user" set "role" = (\?|\$1)/);
    expect(JSON.parse(rows[0]?.query_values ?? "")).toEqual([
      "CONTENT_WRITER",
      expect.any(String),
      target.id,
    ]);
    const sessionCookieValue = adminHeaders.cookie.split("=")[1]!;
    expect(JSON.stringify(rows)).not.toContain(sessionCookieValue);
  });

  it("never logs a password or its hash: a password change leaves the hash redacted", async () => {
    const oldPassword = "mat-khau-cu-123";
    const newPassword = "mat-khau-moi-456";
    const user = await createUser(t.db, { password_hash: await hashPassword(oldPassword) });
    const before = await t.db.selectFrom("activity_log").select("id").execute();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/change-password",
      headers: await signIn(t, user.id),
      payload: { currentPassword: oldPassword, newPassword, confirmPassword: newPassword },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom("activity_log")
      .selectAll()
      .where(
        "id",
        "not in",
        before.map((r) => r.id),
      )
      .execute();
    const updates = rows.filter((r) => r.table_name === "user" && r.type === "UPDATE");
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0]?.query_values ?? "")).toContain(REDACTED);
    const stored = await t.db
      .selectFrom("user")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    const logged = JSON.stringify(rows);
    for (const secret of [oldPassword, newPassword, stored.password_hash, "$argon2"]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("lists the log for ADMIN with filters on user, type, table and time", async () => {
    const mine = await t.app.inject({
      url: list({
        filters: [
          ["user_id", "=", admin.id],
          ["type", "=", "UPDATE"],
          ["table_name", "=", "user"],
          ["log_time", ">=", started],
        ],
      }),
      headers: adminHeaders,
    });
    expect(mine.statusCode).toBe(200);
    const { items, total, policies } = mine.json().data;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ user_email: "quan.tri@gmail.com", table_name: "user" });
    expect(items[0].query_values).toEqual(["CONTENT_WRITER", expect.any(String), target.id]);
    expect(policies).toEqual({ [items[0].id]: [] });
    const system = await t.app.inject({
      url: list({
        filters: [
          ["actor_kind", "=", "SYSTEM"],
          ["table_name", "=", "user"],
        ],
      }),
      headers: adminHeaders,
    });
    const values = system.json().data.items.map((r: { query_values: unknown[] }) => r.query_values);
    expect(values.flat()).toContain("hoc.vien@gmail.com");
  });

  it("masks e-mails and phones for ADMIN_TRIAL, in the author and in the values", async () => {
    const res = await t.app.inject({ url: list({ limit: "100" }), headers: trialHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("hoc.vien@gmail.com");
    expect(res.body).not.toContain("quan.tri@gmail.com");
    expect(res.body).not.toContain("0912345678");
    const { items } = res.json().data;
    expect(items.map((r: { user_email: string }) => r.user_email)).toContain("qu***@gmail.com");
    const values = items.flatMap((r: { query_values: unknown[] }) => r.query_values);
    expect(values).toContain("ho***@gmail.com");
    expect(values).toContain("09******78");
    expect(items.some((r: { user_email: string }) => r.user_email === "SYSTEM")).toBe(true);
    const byEmail = await t.app.inject({
      url: list({ filters: [["user_email", "=", "quan.tri@gmail.com"]] }),
      headers: trialHeaders,
    });
    expect(byEmail.statusCode).toBe(400);
  });

  it("is refused to everyone else", async () => {
    expect((await t.app.inject(list())).statusCode).toBe(401);
    for (const role of ["CONTENT_MANAGER", "CONTENT_WRITER", "CLIENT"] as const) {
      const someone = await createUser(t.db, { role });
      const res = await t.app.inject({ url: list(), headers: await signIn(t, someone.id) });
      expect(res.statusCode).toBe(403);
    }
  });
});
