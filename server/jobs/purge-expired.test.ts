import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../tests/factories.ts";
import { engines, openTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { isoAfter } from "../db/dialect.ts";
import { purgeExpiredJob, schedulePurge } from "./purge-expired.ts";
import { createJobRunner } from "./queue.ts";

const DAY = 24 * 3_600_000;
const silent = { info() {}, warn() {}, error() {} };

describe.each(engines())("purging expired rows on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(engine);
  });
  afterAll(() => t.close());

  const idsOf = async (table: "job" | "session" | "user_token") =>
    (await t.db.selectFrom(table).select("id").execute()).map((r) => String(r.id)).sort();

  it("deletes what nothing needs any more and keeps everything else", async () => {
    const user = await createUser(t.db);
    const job = (id: string, status: "DONE" | "FAILED" | "PENDING", ageDays: number) => ({
      name: `test.${id}`,
      status,
      // Waiting jobs are due tomorrow (an order's expiry), so this run leaves them alone.
      run_at: isoAfter(status === "PENDING" ? DAY : -ageDays * DAY),
      update_time: isoAfter(-ageDays * DAY),
    });
    const jobs = await t.db
      .insertInto("job")
      .values([
        job("old-done", "DONE", 8),
        job("recent-done", "DONE", 1),
        job("old-failed", "FAILED", 31),
        job("recent-failed", "FAILED", 8),
        job("old-pending", "PENDING", 40),
      ])
      .returning(["id", "name"])
      .execute();
    await t.db
      .insertInto("rate_limit")
      .values([
        { key: "stale", count: 3, window_start: isoAfter(-3 * 3_600_000), blocked_until: null },
        { key: "current", count: 3, window_start: isoAfter(-60_000), blocked_until: null },
        {
          key: "stale-but-locked",
          count: 10,
          window_start: isoAfter(-3 * 3_600_000),
          blocked_until: isoAfter(60_000),
        },
      ])
      .execute();
    const session = (id: string, expires: number, lastSeenDaysAgo: number) => ({
      id,
      user_id: user.id,
      expire_time: isoAfter(expires),
      last_seen_time: isoAfter(-lastSeenDaysAgo * DAY),
    });
    await t.db
      .insertInto("session")
      .values([
        session("expired", -1000, 0),
        session("idle", 60 * DAY, 31),
        session("alive", 60 * DAY, 1),
      ])
      .execute();
    const token = (hash: string, expires: number, used: boolean) => ({
      user_id: user.id,
      kind: "VERIFY_EMAIL" as const,
      token_hash: hash,
      expire_time: isoAfter(expires),
      used_time: used ? isoAfter(-1000) : null,
    });
    const tokens = await t.db
      .insertInto("user_token")
      .values([token("used", DAY, true), token("expired", -1000, false), token("live", DAY, false)])
      .returning(["id", "token_hash"])
      .execute();

    await schedulePurge(t.db);
    const runner = createJobRunner({ db: t.db, jobs: [purgeExpiredJob], logger: silent });
    expect(await runner.runOnce()).toBe(1);

    const kept = (names: string[], rows: { id: unknown; name?: string; token_hash?: string }[]) =>
      rows
        .filter((r) => names.includes(String(r.name ?? r.token_hash)))
        .map((r) => String(r.id))
        .sort();
    const remainingJobs = await t.db.selectFrom("job").select(["id", "name", "status"]).execute();
    expect(
      remainingJobs
        .filter((j) => j.name.startsWith("test."))
        .map((j) => String(j.id))
        .sort(),
    ).toEqual(kept(["test.recent-done", "test.recent-failed", "test.old-pending"], jobs));
    // The run itself is DONE, and the next one is waiting an hour from now.
    const next = remainingJobs.filter((j) => j.name === purgeExpiredJob.name);
    expect(next.map((j) => j.status).sort()).toEqual(["DONE", "PENDING"]);
    expect(
      (await t.db.selectFrom("rate_limit").select("key").orderBy("key").execute()).map(
        (r) => r.key,
      ),
    ).toEqual(["current", "stale-but-locked"]);
    expect(await idsOf("session")).toEqual(["alive"]);
    expect(await idsOf("user_token")).toEqual(kept(["live"], tokens));
  });

  it("keeps exactly one purge waiting however often it is scheduled", async () => {
    await t.db.deleteFrom("job").execute();
    await Promise.all([schedulePurge(t.db), schedulePurge(t.db), schedulePurge(t.db)]);
    const waiting = await t.db
      .selectFrom("job")
      .select("id")
      .where("name", "=", purgeExpiredJob.name)
      .where("status", "=", "PENDING")
      .execute();
    expect(waiting).toHaveLength(1);
  });
});
