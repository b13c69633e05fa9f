import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

// The log's total is counted at most 1 000 rows past the page (activity-log.resource.ts
// countAhead): a million-row log answers "more than …" instead of an exact count(*).
const AHEAD = 1_000;
const ROWS = 1_100;

describe.each(engines())("activity log total on %s", (engine) => {
  let t: TestApp;
  let headers: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    headers = await signIn(t, (await createUser(t.db, { role: "ADMIN" })).id);
    const base = Date.parse("2025-01-01T00:00:00.000Z");
    for (let start = 0; start < ROWS; start += 100) {
      await t.db
        .insertInto("activity_log")
        .values(
          Array.from({ length: 100 }, (_, k) => ({
            user_id: null,
            user_email: null,
            actor_kind: "SYSTEM" as const,
            type: (start + k) % 10 === 0 ? ("DELETE" as const) : ("UPDATE" as const),
            table_name: "course",
            ip: null,
            affected_rows: 1,
            record_id: start + k,
            query_statement: "update course set name = ? where id = ?",
            query_values: "[]",
            log_time: new Date(base + (start + k) * 60_000).toISOString(),
          })),
        )
        .execute();
    }
  });
  afterAll(() => t.close());

  const page = async (params: Record<string, unknown>) => {
    const res = await t.app.inject({
      url: `/api/activity_log/list?${listQueryString({ limit: 24, ...params })}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: { id: number }[]; total: number; totalCapped?: boolean };
  };
  const total = async () =>
    Number(
      (
        await t.db
          .selectFrom("activity_log")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stops counting a long log 1 000 rows past the page and says there are more", async () => {
    expect(await total()).toBeGreaterThan(24 + AHEAD);
    const first = await page({ offset: 0 });
    expect(first.items).toHaveLength(24);
    expect(first).toMatchObject({ total: 24 + AHEAD, totalCapped: true });
    const deeper = await page({ offset: 48 });
    expect(deeper).toMatchObject({ total: 48 + 24 + AHEAD, totalCapped: true });
  });

  it("counts exactly when the end is within reach: near the last page, or filtered", async () => {
    const all = await total();
    const last = await page({ offset: all - 10 });
    expect(last.items).toHaveLength(10);
    expect(last.total).toBe(all);
    expect(last.totalCapped).toBeUndefined();
    const deletes = await page({ filters: [["type", "=", "DELETE"]] });
    expect(deletes.total).toBe(ROWS / 10);
    expect(deletes.totalCapped).toBeUndefined();
  });
});
