import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { LOGGED_TABLES } from "../../shared/constants.ts";
import {
  loggedWrite,
  parameterColumns,
  REDACTED,
  redactedValues,
  UNLOGGED_TABLES,
} from "./activity-log-statement.ts";
import { type Database, TABLE_NAMES } from "./schema.ts";

// Compilers only: no connection is ever opened.
const dialects = {
  sqlite: new Kysely<Database>({ dialect: new SqliteDialect({ database: {} as never }) }),
  postgres: new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) }),
};

describe("logged tables", () => {
  it("puts every table of the schema in one list, logged or not, and one only", () => {
    const logged = new Set<string>(LOGGED_TABLES);
    const unlogged = new Set<string>(UNLOGGED_TABLES);
    expect(TABLE_NAMES.filter((table) => logged.has(table) === unlogged.has(table))).toEqual([]);
    expect(
      [...logged, ...unlogged].filter((t) => !(TABLE_NAMES as readonly string[]).includes(t)),
    ).toEqual([]);
    // The shared list keeps the schema's order, which the screen's filter shows.
    expect(LOGGED_TABLES).toEqual(TABLE_NAMES.filter((table) => logged.has(table)));
  });

  it("logs writes on every shared logged table", () => {
    for (const table of LOGGED_TABLES) {
      const remove = dialects.sqlite.deleteFrom(table).compile();
      expect(loggedWrite(remove)?.table).toBe(table);
    }
  });
});

describe.each(Object.entries(dialects))("activity-log statement analysis (%s SQL)", (_, db) => {
  it("finds the type and table of builder writes, and skips reads and unlogged tables", () => {
    const insert = db
      .insertInto("course")
      .values({ name: "A", slug: "a" } as never)
      .compile();
    const update = db.updateTable("user").set({ full_name: "B" }).where("id", "=", 1).compile();
    const remove = db.deleteFrom("favorite").where("user_id", "=", 1).compile();
    expect(loggedWrite(insert)).toEqual({ type: "INSERT", table: "course", hasId: true });
    expect(loggedWrite(update)).toEqual({ type: "UPDATE", table: "user", hasId: true });
    expect(loggedWrite(remove)).toEqual({ type: "DELETE", table: "favorite", hasId: false });
    expect(loggedWrite(db.selectFrom("user").selectAll().compile())).toBeNull();
    for (const table of ["session", "job", "rate_limit", "lesson_progress", "activity_log"]) {
      expect(loggedWrite(db.deleteFrom(table as "job").compile())).toBeNull();
    }
  });

  it("finds writes in raw SQL, with or without quotes, and ignores transaction statements", () => {
    const raw = (sql: string) => loggedWrite(CompiledQuery.raw(sql, []));
    expect(raw('update "order" set status = ? where id = ?')).toMatchObject({
      type: "UPDATE",
      table: "order",
    });
    expect(raw("insert or ignore into enrollment (user_id) values (?)")).toMatchObject({
      type: "INSERT",
      table: "enrollment",
    });
    expect(raw("DELETE FROM notification WHERE id = $1")).toMatchObject({ type: "DELETE" });
    expect(raw("select * from course where name = 'update x'")).toBeNull();
    expect(raw("begin")).toBeNull();
    expect(raw("delete from session where id = ?")).toBeNull();
  });

  it("names the column of every bound value", () => {
    const insert = db
      .insertInto("user")
      .values([
        { email: "a@x.vn", password_hash: "h1", full_name: "A" },
        { email: "b@x.vn", password_hash: "h2", full_name: "B" },
      ])
      .compile();
    expect(parameterColumns(insert.sql, insert.parameters.length)).toEqual([
      "email",
      "password_hash",
      "full_name",
      "email",
      "password_hash",
      "full_name",
    ]);
    const update = db
      .updateTable("user_token")
      .set({ used_time: "t" })
      .where("token_hash", "=", "secret")
      .where("id", "in", [1, 2])
      .compile();
    expect(parameterColumns(update.sql, update.parameters.length)).toEqual([
      "used_time",
      "token_hash",
      "id",
      "id",
    ]);
  });

  it("redacts password and token hashes, and argon2 hashes wherever they are bound", () => {
    const query = db
      .insertInto("user")
      .values({ email: "a@x.vn", password_hash: "plain-looking", full_name: "A" })
      .onConflict((oc) => oc.column("email").doUpdateSet({ full_name: "$argon2id$v=19$m=1$x" }))
      .compile();
    expect(redactedValues(query.sql, query.parameters)).toEqual([
      "a@x.vn",
      REDACTED,
      "A",
      REDACTED,
    ]);
    const token = db.deleteFrom("user_token").where("token_hash", "=", "abc").compile();
    expect(redactedValues(token.sql, token.parameters)).toEqual([REDACTED]);
  });

  it("stores values the way JSON can", () => {
    expect(
      redactedValues("update x set a = ?, b = ?, c = ?", [10n, new Date(0), Buffer.from("ab")]),
    ).toEqual([10, "1970-01-01T00:00:00.000Z", "[2 bytes]"]);
  });
});
