import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, openTestDb, type TestDb } from "../../../tests/setup/test-db.ts";
import { createDb, type DbHandle } from "../../db/create-db.ts";
import { isoAfter } from "../../db/dialect.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertNotLocked, clearAttempts, countAttempt, type LimitRule } from "./rate-limit.ts";

const rule: LimitRule = {
  name: "test",
  limit: 40,
  windowMs: 60_000,
  lockMs: 120_000,
  message: "errors.auth.tooManyAttempts",
};

describe.each(engines())("rate limits on %s", (engine) => {
  let first: TestDb;
  let second: DbHandle;
  beforeAll(async () => {
    first = await openTestDb(engine);
    // A second handle on the same database: another server process.
    second = createDb(first.url);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** Each test clears its counters, so the table holds only the current test's rows. */
  const rows = () => first.db.selectFrom("rate_limit").select(["count", "blocked_until"]).execute();

  it("counts every attempt exactly once when two processes count at the same time", async () => {
    const check = [[rule, "race@example.vn"]] as const;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => countAttempt(i % 2 ? first.db : second.db, check)),
    );
    expect(await rows()).toEqual([{ count: 30, blocked_until: null }]);
    await assertNotLocked(second.db, check);
    await clearAttempts(first.db, check);
  });

  it("locks at the limit, for lockMs, with the wait in the error", async () => {
    const check = [[{ ...rule, limit: 3 }, "lock@example.vn"]] as const;
    for (let i = 0; i < 3; i++)
      await assertNotLocked(first.db, check).then(() => countAttempt(first.db, check));
    const refused = await assertNotLocked(second.db, check).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.code).toBe("RATE_LIMITED");
    expect(Number(error.headers?.["retry-after"])).toBeGreaterThan(115);
    expect(error.details?.retryAfterSeconds).toBe(Number(error.headers?.["retry-after"]));
    expect(error.params).toMatchObject({ minutes: 2 });
    await clearAttempts(first.db, check);
    await assertNotLocked(first.db, check);
  });

  it("starts a new window once the old one is over", async () => {
    const check = [[rule, "window@example.vn"]] as const;
    await countAttempt(first.db, check);
    await countAttempt(first.db, check);
    await first.db
      .updateTable("rate_limit")
      .set({ window_start: isoAfter(-61_000) })
      .execute();
    await countAttempt(second.db, check);
    expect((await rows()).map((r) => r.count)).toEqual([1]);
    await clearAttempts(first.db, check);
  });

  it("keeps subjects and rules apart, and stores no address", async () => {
    await countAttempt(first.db, [
      [rule, "a@example.vn"],
      [rule, "b@example.vn"],
      [{ ...rule, name: "other" }, "a@example.vn"],
    ]);
    const keys = await first.db.selectFrom("rate_limit").select("key").execute();
    expect(keys).toHaveLength(3);
    expect(JSON.stringify(keys)).not.toContain("example.vn");
  });
});
