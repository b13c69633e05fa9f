import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createDb, type DbHandle, parseDatabaseUrl } from "./create-db.ts";
import {
  isForeignKeyViolation,
  isUniqueViolation,
  likeContains,
  pgTimeToIso,
  violatedColumns,
} from "./dialect.ts";
import { migrateDown, migrateToLatest, migrationNames } from "./migrate.ts";
import { createPostgresDatabase, dropPostgresDatabase, randomDatabaseName } from "./pg-admin.ts";
import { type CourseRow, type NewCourse, TABLE_NAMES, type TableName } from "./schema.ts";

type Target = { name: string; open: () => Promise<{ url: string; cleanup: () => Promise<void> }> };

const targets: Target[] = [
  {
    name: "sqlite",
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), "hv-db-"));
      // A missing sub-folder: createDb must create it.
      const url = `sqlite:${join(dir, "nested", "app.db")}`;
      return { url, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
const pgAdminUrl = process.env.TEST_DATABASE_URL;
if (pgAdminUrl) {
  targets.push({
    name: "postgres",
    open: async () => {
      const name = randomDatabaseName("hv_db_migrations");
      const url = await createPostgresDatabase(pgAdminUrl, name);
      return { url, cleanup: () => dropPostgresDatabase(pgAdminUrl, name) };
    },
  });
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const introduction = JSON.stringify({
  blocks: [{ type: "unstyled", text: "Xin chào" }],
  entityMap: {},
});

describe.each(targets)("migrations on $name", (target) => {
  let handle: DbHandle;
  let cleanup = async () => {};

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    handle = createDb(opened.url);
    expect(await migrateToLatest(handle.db)).toEqual(migrationNames());
  });

  afterAll(async () => {
    await handle?.close();
    await cleanup();
  });

  it("creates every table of Database", async () => {
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining([...TABLE_NAMES]));
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it("reads a course back in the same shape on both engines", async () => {
    const { id } = await handle.db
      .insertInto("course")
      .values({
        slug: "lap-trinh",
        name: "Lập trình",
        price: 199000,
        start_time: "2026-11-22T07:00:00.000Z",
        introduction,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await handle.db
      .selectFrom("course")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      id,
      slug: "lap-trinh",
      name: "Lập trình",
      description: "",
      price: 199000,
      visibility: "PRIVATE",
      avatar_image_id: null,
      promotional_avatar_image_id: null,
      sharing_avatar_image_id: null,
      sharing_image_id: null,
      promotional_image_id: null,
      priority: 0,
      objectives: "",
      requirements: "",
      introduction,
      delivery: "ONLINE",
      start_time: "2026-11-22T07:00:00.000Z",
      end_time: null,
      location: null,
      meeting_url: null,
      creator_id: null,
      promotion_id: null,
      level: null,
      category: null,
      language: "vi",
      is_featured: 0,
      learner_count: 0,
      create_time: expect.stringMatching(ISO),
      update_time: expect.stringMatching(ISO),
      search_text: "",
      search_name: null,
      search_name_words: null,
      search_description_words: null,
    });
    expect(JSON.parse(row.introduction ?? "null")).toEqual(JSON.parse(introduction));

    const totals = await handle.db
      .selectFrom("course")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("price").as("sum")])
      .where("start_time", ">=", "2026-11-22T06:59:59.999Z")
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ n: 1, sum: 199000 });

    const found = await handle.db
      .selectFrom("course")
      .select("id")
      .where(likeContains(handle.kind, "slug", "TRINH"))
      .execute();
    expect(found).toEqual([{ id }]);
  });

  it("recognises unique and foreign-key violations", async () => {
    const insert = () =>
      handle.db.insertInto("course").values({ slug: "dup", name: "A" }).execute();
    await insert();
    const err = await insert().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
    expect(isForeignKeyViolation(err)).toBe(false);
    expect(violatedColumns(err)).toEqual(["slug"]);

    const ignored = await handle.db
      .insertInto("course")
      .values({ slug: "dup", name: "B" })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    expect(ignored).toBeUndefined();

    const orphan = await handle.db
      .insertInto("chapter")
      .values({ course_id: 999_999, name: "x" })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isForeignKeyViolation(orphan)).toBe(true);
    expect(isUniqueViolation(orphan)).toBe(false);
  });

  it("stores e-mails lower-cased only", async () => {
    const err = await handle.db
      .insertInto("user")
      .values({ email: "An@Example.com", password_hash: "x", full_name: "An" })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
  });

  it("runs every migration down and up again", async () => {
    const names = migrationNames();
    for (const name of [...names].reverse()) {
      expect(await migrateDown(handle.db)).toEqual([name]);
    }
    const left = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(left.filter((t) => (TABLE_NAMES as readonly string[]).includes(t))).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(names);
  });
});

describe("engine helpers", () => {
  it("lists every table of Database", () => {
    expectTypeOf<(typeof TABLE_NAMES)[number]>().toEqualTypeOf<TableName>();
    expectTypeOf<CourseRow["start_time"]>().toEqualTypeOf<string | null>();
    expectTypeOf<NewCourse["create_time"]>().toEqualTypeOf<string | undefined>();
  });

  it("parses database URLs", () => {
    expect(parseDatabaseUrl("sqlite::memory:")).toEqual({ kind: "sqlite", file: ":memory:" });
    expect(parseDatabaseUrl("sqlite:./data/app.db")).toEqual({
      kind: "sqlite",
      file: "./data/app.db",
    });
    expect(parseDatabaseUrl("postgresql://u:p@h/db").kind).toBe("postgres");
    expect(() => parseDatabaseUrl("mysql://u:secret@h/db")).toThrow(/mysql:/);
    expect(() => parseDatabaseUrl("mysql://u:secret@h/db")).not.toThrow(/secret/);
  });

  it("turns PostgreSQL time text into the stored ISO shape", () => {
    expect(pgTimeToIso("2026-11-22 14:00:00+07")).toBe("2026-11-22T07:00:00.000Z");
    expect(pgTimeToIso("2026-11-22 07:00:00.5+00")).toBe("2026-11-22T07:00:00.500Z");
    expect(pgTimeToIso("2026-11-22 07:00:00.123456")).toBe("2026-11-22T07:00:00.123Z");
    expect(pgTimeToIso("2026-11-22 12:30:00+05:30")).toBe("2026-11-22T07:00:00.000Z");
    expect(pgTimeToIso("infinity")).toBe("infinity");
  });

  it("opens SQLite with WAL, busy_timeout, synchronous=FULL and foreign keys", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hv-db-"));
    const { db, kind, close } = createDb(`sqlite:${join(dir, "a", "b.db")}`);
    try {
      expect(kind).toBe("sqlite");
      const pragma = async (name: string) =>
        (await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(db)).rows[0];
      expect(await pragma("journal_mode")).toEqual({ journal_mode: "wal" });
      expect(await pragma("busy_timeout")).toEqual({ timeout: 5000 });
      expect(await pragma("synchronous")).toEqual({ synchronous: 2 });
      expect(await pragma("foreign_keys")).toEqual({ foreign_keys: 1 });
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
