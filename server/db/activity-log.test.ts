import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCourse, createUser } from "../../tests/factories.ts";
import { engines, openTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { runAsActor } from "./activity-log.ts";
import { REDACTED } from "./activity-log-statement.ts";
import { isUniqueViolation, nowIso } from "./dialect.ts";

describe.each(engines())("activity log at the database layer on %s", (engine) => {
  let t: TestDb;
  // The log, read without being logged (reads never are).
  const logRows = () => t.db.selectFrom("activity_log").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    t = await openTestDb(engine);
  });
  beforeEach(async () => {
    await t.db.deleteFrom("activity_log").execute();
  });
  afterAll(() => t.close());

  it("logs a statement outside a transaction once, as SYSTEM, with its insert id", async () => {
    const user = await createUser(t.db, { email: "an@example.com", password_hash: "secret-h" });
    const [row, ...rest] = await logRows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      user_id: null,
      user_email: "SYSTEM",
      actor_kind: "SYSTEM",
      type: "INSERT",
      table_name: "user",
      ip: null,
      affected_rows: 1,
      insert_id: user.id,
    });
    expect(row?.query_statement).toMatch(/^insert into "user" \("email", "password_hash"/);
    const values = JSON.parse(row?.query_values ?? "null");
    expect(values).toContain("an@example.com");
    expect(values).toContain(REDACTED);
    expect(row?.query_values).not.toContain("secret-h");
  });

  it("keeps the changed values before and after an update, and a deleted row whole", async () => {
    const user = await createUser(t.db, { role: "CLIENT", password_hash: "old-hash" });
    await t.db.deleteFrom("activity_log").execute();
    await t.db
      .updateTable("user")
      .set({ role: "ADMIN", password_hash: "new-hash" })
      .where("id", "=", user.id)
      .execute();
    const [update] = await logRows();
    expect(update?.record_id).toBe(user.id);
    // A secret column is left out of the diff altogether (no answer carries such a field);
    // the hashes themselves appear nowhere in the row.
    expect(JSON.parse(update?.changes ?? "null")).toEqual([
      { id: user.id, before: { role: "CLIENT" }, after: { role: "ADMIN" } },
    ]);
    expect(JSON.stringify(update)).not.toMatch(/old-hash|new-hash/);
    await t.db.deleteFrom("activity_log").execute();
    const course = await createCourse(t.db, { name: "Khóa xóa" });
    await t.db.deleteFrom("course").where("id", "=", course.id).execute();
    const [insert, remove] = await logRows();
    expect(insert?.record_id).toBe(course.id);
    expect(JSON.parse(insert?.changes ?? "null")[0].after).toMatchObject({ name: "Khóa xóa" });
    expect(remove?.record_id).toBe(course.id);
    expect(JSON.parse(remove?.changes ?? "null")[0]).toMatchObject({
      id: course.id,
      before: { name: "Khóa xóa" },
      after: null,
    });
  });

  it("gives the insert id of an insert without RETURNING on both engines", async () => {
    const user = await createUser(t.db);
    await t.db.deleteFrom("activity_log").execute();
    const result = await t.db
      .insertInto("notification")
      .values({ user_id: user.id, type: "NEW_ACCOUNT", title: "x" })
      .executeTakeFirst();
    const [row] = await logRows();
    const inserted = await t.db.selectFrom("notification").select("id").executeTakeFirstOrThrow();
    expect(row?.insert_id).toBe(inserted.id);
    expect(Number(result.insertId)).toBe(inserted.id);
    expect(Number(result.numInsertedOrUpdatedRows)).toBe(1);
  });

  it("names the acting user and IP inside an actor context", async () => {
    const course = await createCourse(t.db);
    await t.db.deleteFrom("activity_log").execute();
    const actor = { kind: "USER", userId: 7, email: "ad@x.vn", ip: "10.0.0.9" } as const;
    await runAsActor(actor, () =>
      t.db.updateTable("course").set({ priority: 3 }).where("id", "=", course.id).execute(),
    );
    expect(await logRows()).toMatchObject([
      {
        user_id: 7,
        user_email: "ad@x.vn",
        actor_kind: "USER",
        ip: "10.0.0.9",
        type: "UPDATE",
        table_name: "course",
        affected_rows: 1,
        insert_id: null,
      },
    ]);
  });

  it("writes the log in the change's transaction: a rollback leaves neither", async () => {
    const before = await t.db.selectFrom("course").select("id").execute();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await createCourse(trx);
        await createCourse(trx);
        expect(await trx.selectFrom("activity_log").select("id").execute()).toHaveLength(2);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(await t.db.selectFrom("course").select("id").execute()).toEqual(before);
    expect(await logRows()).toEqual([]);
  });

  it("logs nothing for a failed statement, and its error still reaches the caller", async () => {
    await createUser(t.db, { email: "twice@example.com" });
    await t.db.deleteFrom("activity_log").execute();
    const error = await createUser(t.db, { email: "twice@example.com" }).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await logRows()).toEqual([]);
    // The connection is usable afterwards (no transaction left open).
    await createCourse(t.db);
    expect(await logRows()).toHaveLength(1);
  });

  it("logs raw SQL writes, zero-row writes, and tables without an id", async () => {
    const user = await createUser(t.db);
    const course = await createCourse(t.db);
    await t.db.deleteFrom("activity_log").execute();
    await sql`update ${sql.table("course")} set priority = ${5} where id = ${course.id}`.execute(
      t.db,
    );
    await t.db.deleteFrom("course").where("id", "=", -1).execute();
    await t.db.insertInto("favorite").values({ user_id: user.id, course_id: course.id }).execute();
    await t.db
      .insertInto("favorite")
      .values({ user_id: user.id, course_id: course.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(await logRows()).toMatchObject([
      { type: "UPDATE", table_name: "course", affected_rows: 1, query_values: `[5,${course.id}]` },
      { type: "DELETE", table_name: "course", affected_rows: 0 },
      { type: "INSERT", table_name: "favorite", affected_rows: 1, insert_id: null },
      { type: "INSERT", table_name: "favorite", affected_rows: 0, insert_id: null },
    ]);
  });

  it("does not log bookkeeping tables", async () => {
    const user = await createUser(t.db);
    await t.db.deleteFrom("activity_log").execute();
    const now = nowIso();
    await t.db
      .insertInto("session")
      .values({ id: "s1", user_id: user.id, expire_time: now })
      .execute();
    await t.db.insertInto("job").values({ name: "x" }).execute();
    await t.db.insertInto("rate_limit").values({ key: "k", window_start: now }).execute();
    await t.db.deleteFrom("session").execute();
    expect(await logRows()).toEqual([]);
  });
});
