import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse } from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { createDb, sideRows } from "../../db/create-db.ts";

/**
 * On SQLite the list engine runs its statements on the read-only side connection
 * (create-db.ts `sideRows`, docs/decisions/072), not through Kysely. What that must keep: the
 * same answer as through Kysely, and only committed data — the main connection may be inside
 * another request's open transaction.
 */
const LIST = `/api/course/list?${listQueryString({ limit: "50", refNames: ["image", "user", "promotion"] })}`;

describe.each(engines())("list reads beside the main connection on %s", (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The engine itself is under test, not the kept answers in front of it.
    t.app.publicCache.enabled = false;
    for (let i = 1; i <= 3; i++) await createCourse(t.db, { name: `Khoá số ${i}`, priority: i });
  });
  afterAll(() => t.close());

  it("reads on the side connection on SQLite only", () => {
    expect(sideRows(t.db) !== undefined).toBe(engine === "sqlite");
  });

  it("answers what Kysely's executor answers, byte for byte", async () => {
    const throughKysely = createDb(t.url, { readsAside: false });
    try {
      expect(sideRows(throughKysely.db)).toBeUndefined();
      const { buildApp } = await import("../../app.ts");
      const other = await buildApp({
        config: t.config,
        db: throughKysely.db,
        webDir: ".tmp/no-web-build",
      });
      try {
        other.publicCache.enabled = false;
        const [aside, kysely] = await Promise.all([t.app.inject(LIST), other.inject(LIST)]);
        expect(aside.statusCode).toBe(200);
        expect(aside.json().data.items).toHaveLength(3);
        expect(aside.body).toBe(kysely.body);
      } finally {
        await other.close();
      }
    } finally {
      await throughKysely.close();
    }
  });

  it("answers at once with the committed rows while another request's transaction is open", async () => {
    const names = async () =>
      ((await t.app.inject(LIST)).json().data.items as Array<{ name: string }>).map((c) => c.name);
    /** Through Kysely on SQLite the read would wait for the transaction, which waits for it. */
    const withoutWaiting = async <T>(answer: Promise<T>) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("the list waited for the transaction")), 3000);
      });
      try {
        return await Promise.race([answer, timeout]);
      } finally {
        clearTimeout(timer);
      }
    };

    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("course")
        .set({ name: "Khoá chưa lưu" })
        .where("name", "=", "Khoá số 3")
        .execute();
      const during = await withoutWaiting(names());
      expect(during).toContain("Khoá số 3");
      expect(during).not.toContain("Khoá chưa lưu");
    });

    const after = await names();
    expect(after).toContain("Khoá chưa lưu");
    expect(after).not.toContain("Khoá số 3");
  });
});
