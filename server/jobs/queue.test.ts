import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createDb, type DbHandle } from "../db/create-db.ts";
import { isoAfter } from "../db/dialect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  randomDatabaseName,
} from "../db/pg-admin.ts";
import { defineJob, type JobLogger } from "./define-job.ts";
import {
  createJobRunner,
  enqueue,
  exponentialBackoff,
  JobPayloadError,
  type JobRunnerOptions,
} from "./queue.ts";

// Each engine gets a migrated database of its own: a temp file for SQLite, a throwaway
// database beside TEST_DATABASE_URL's (never that one) for PostgreSQL.
type Engine = { name: string; open: () => Promise<{ url: string; cleanup: () => Promise<void> }> };

const engines: Engine[] = [
  {
    name: "sqlite",
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), "hv-jobs-"));
      const cleanup = async () => rmSync(dir, { recursive: true, force: true });
      return { url: `sqlite:${join(dir, "jobs.db")}`, cleanup };
    },
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  engines.push({
    name: "postgres",
    open: async () => {
      const name = randomDatabaseName("hv_jobs");
      const url = await createPostgresDatabase(adminUrl, name);
      return { url, cleanup: () => dropPostgresDatabase(adminUrl, name) };
    },
  });
}

const silent: JobLogger = { info() {}, warn() {}, error() {} };

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const mail = z.object({ to: z.email(), subject: z.string().min(1) });

describe.each(engines)("jobs on $name", (engine) => {
  let url = "";
  let cleanup = async () => {};
  let main: DbHandle;
  let db: DbHandle["db"];

  beforeAll(async () => {
    const opened = await engine.open();
    ({ url, cleanup } = opened);
    main = createDb(url);
    db = main.db;
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await main?.close();
    await cleanup();
  });

  beforeEach(async () => {
    await db.deleteFrom("job").execute();
  });

  const runner = (options: Partial<JobRunnerOptions> & Pick<JobRunnerOptions, "jobs">) =>
    createJobRunner({ db, workerId: "test-a", logger: silent, pollMs: 10, ...options });
  const row = (id: number) =>
    db.selectFrom("job").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const count = async () =>
    (
      await db
        .selectFrom("job")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  it("runs a job once, with its payload, and marks it DONE", async () => {
    const calls: unknown[] = [];
    const job = defineJob({
      name: "test.mail",
      payload: mail,
      handler: async (p) => void calls.push(p),
    });
    const { id, created } = await enqueue(db, job, { to: "an@example.vn", subject: "Xin chào" });
    expect(created).toBe(true);

    const r = runner({ jobs: [job] });
    expect(await r.runOnce()).toBe(1);
    expect(await r.runOnce()).toBe(0);
    expect(calls).toEqual([{ to: "an@example.vn", subject: "Xin chào" }]);
    expect(await row(id)).toMatchObject({ status: "DONE", attempts: 1, locked_until: null });
  });

  it("retries a failing handler with exponential back-off, then FAILED with last_error", async () => {
    let now = new Date(Date.now() + 1000);
    let calls = 0;
    const job = defineJob({
      name: "test.flaky",
      payload: z.object({}),
      maxAttempts: 3,
      handler: async () => {
        calls++;
        throw new Error(`smtp down ${calls}`);
      },
    });
    const { id } = await enqueue(db, job, {});
    const r = runner({ jobs: [job], clock: () => now });

    for (const attempt of [1, 2]) {
      expect(await r.runOnce()).toBe(1);
      const waiting = await row(id);
      expect(waiting).toMatchObject({ status: "PENDING", attempts: attempt, locked_until: null });
      expect(waiting.last_error).toContain(`smtp down ${attempt}`);
      expect(waiting.run_at).toBe(isoAfter(exponentialBackoff(attempt), now));
      // Not due before its back-off has passed.
      expect(await r.runOnce()).toBe(0);
      now = new Date(waiting.run_at);
    }
    expect(exponentialBackoff(2)).toBe(2 * exponentialBackoff(1));

    expect(await r.runOnce()).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 3 });
    expect(failed.last_error).toContain("smtp down 3");
    now = new Date(now.getTime() + 86_400_000);
    expect(await r.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it("refuses a bad payload at enqueue time", async () => {
    const job = defineJob({ name: "test.mail", payload: mail, handler: async () => {} });
    await expect(enqueue(db, job, { to: "not an address", subject: "" })).rejects.toThrow(
      JobPayloadError,
    );
    // A Date would reach the runner as a string: refused now rather than failing later.
    const dated = defineJob({
      name: "test.dated",
      payload: z.object({ at: z.date() }),
      handler: async () => {},
    });
    await expect(enqueue(db, dated, { at: new Date() })).rejects.toThrow(/test\.dated/);
    expect(await count()).toBe(0);
  });

  it("reclaims a RUNNING job whose lease expired, and leaves a live lease alone", async () => {
    const ran: number[] = [];
    const job = defineJob({
      name: "test.track",
      payload: z.object({ n: z.number() }),
      handler: async (p) => void ran.push(p.n),
    });
    const expired = await enqueue(db, job, { n: 1 });
    const live = await enqueue(db, job, { n: 2 });
    const lastTry = await enqueue(db, job, { n: 3 });
    const running = { status: "RUNNING" as const, attempts: 1, locked_by: "dead-worker" };
    await db
      .updateTable("job")
      .set({ ...running, locked_until: isoAfter(-1000) })
      .where("id", "in", [expired.id, lastTry.id])
      .execute();
    await db.updateTable("job").set({ attempts: 5 }).where("id", "=", lastTry.id).execute();
    await db
      .updateTable("job")
      .set({ ...running, locked_by: "alive", locked_until: isoAfter(60_000) })
      .where("id", "=", live.id)
      .execute();

    await runner({ jobs: [job], concurrency: 3 }).runOnce();
    expect(ran).toEqual([1]);
    expect(await row(expired.id)).toMatchObject({
      status: "DONE",
      attempts: 2,
      locked_by: "test-a",
    });
    expect(await row(live.id)).toMatchObject({ status: "RUNNING", locked_by: "alive" });
    // Its worker died during the last allowed try: FAILED, not run a sixth time.
    const failed = await row(lastTry.id);
    expect(failed.status).toBe("FAILED");
    expect(failed.last_error).toMatch(/Lease expired during the last of 5 attempts/);
  });

  it("runs each of 50 jobs exactly once with two runners on two connections", async () => {
    const second = createDb(url);
    try {
      const calls = new Map<number, number>();
      const job = defineJob({
        name: "test.race",
        payload: z.object({ i: z.number() }),
        handler: async (_p, ctx) => {
          calls.set(ctx.job.id, (calls.get(ctx.job.id) ?? 0) + 1);
          // Simulated work of random length, so that the two runners' claims interleave.
          await delay(Math.floor(Math.random() * 3));
        },
      });
      for (let i = 0; i < 50; i++) await enqueue(db, job, { i });
      const a = runner({ jobs: [job], concurrency: 4 });
      const b = createJobRunner({
        db: second.db,
        jobs: [job],
        workerId: "test-b",
        logger: silent,
        concurrency: 4,
      });
      const drain = async (r: typeof a) => {
        let total = 0;
        for (let n = await r.runOnce(); n > 0; n = await r.runOnce()) total += n;
        return total;
      };
      const [byA, byB] = await Promise.all([drain(a), drain(b)]);

      expect(byA + byB).toBe(50);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      expect(calls.size).toBe(50);
      expect([...calls.values()].every((n) => n === 1)).toBe(true);
      const statuses = await db.selectFrom("job").select(["status", "attempts"]).execute();
      expect(statuses.every((s) => s.status === "DONE" && s.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("leaves no job when the caller's transaction rolls back", async () => {
    const job = defineJob({ name: "test.mail", payload: mail, handler: async () => {} });
    const payload = { to: "an@example.vn", subject: "Đơn hàng" };
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, job, payload);
        await enqueue(trx, job, payload, { dedupeKey: "order-1" });
        throw new Error("checkout failed");
      }),
    ).rejects.toThrow("checkout failed");
    expect(await count()).toBe(0);

    await db.transaction().execute((trx) => enqueue(trx, job, payload, { dedupeKey: "order-1" }));
    expect(await count()).toBe(1);
  });

  it("stop() waits for a running handler to finish", async () => {
    const started = deferred();
    const release = deferred();
    const job = defineJob({
      name: "test.slow",
      payload: z.object({}),
      handler: async () => {
        started.resolve();
        await release.promise;
      },
    });
    const { id } = await enqueue(db, job, {});
    const r = runner({ jobs: [job] });
    r.start();
    await started.promise;

    let stopped = false;
    const stopping = r.stop(5000).then((finished) => {
      stopped = true;
      return finished;
    });
    // While the handler runs, the job stays RUNNING and stop() waits for it.
    expect(await row(id)).toMatchObject({ status: "RUNNING" });
    expect(stopped).toBe(false);
    release.resolve();
    expect(await stopping).toBe(true);
    expect(await row(id)).toMatchObject({ status: "DONE" });
  });

  it("stop() gives up after its timeout and aborts the handler's signal", async () => {
    const started = deferred<AbortSignal>();
    const job = defineJob({
      name: "test.stuck",
      payload: z.object({}),
      handler: async (_p, ctx) => {
        started.resolve(ctx.signal);
        await new Promise((resolve) => ctx.signal.addEventListener("abort", resolve));
        throw ctx.signal.reason;
      },
    });
    const { id } = await enqueue(db, job, {});
    const r = runner({ jobs: [job] });
    r.start();
    const signal = await started.promise;
    expect(await r.stop(50)).toBe(false);
    expect(signal.aborted).toBe(true);
    await expect.poll(async () => (await row(id)).status).toBe("PENDING");
  });

  it("fails a job whose name no handler knows, with a clear error", async () => {
    const { id } = await db
      .insertInto("job")
      .values({ name: "no.such.job", payload: "{}" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const known = defineJob({ name: "test.mail", payload: mail, handler: async () => {} });
    expect(await runner({ jobs: [known] }).runOnce()).toBe(1);
    const failed = await row(id);
    expect(failed.status).toBe("FAILED");
    expect(failed.last_error).toBe(
      'Unknown job "no.such.job": no handler is registered for it (known: test.mail)',
    );
  });

  it("runs at most one heavy job at a time in a process", async () => {
    let heavyNow = 0;
    let heavyMax = 0;
    let allNow = 0;
    let allMax = 0;
    const track = (heavy: boolean) => async () => {
      allMax = Math.max(allMax, ++allNow);
      if (heavy) heavyMax = Math.max(heavyMax, ++heavyNow);
      await delay(20); // simulated work, long enough for the runner to start the others
      if (heavy) heavyNow--;
      allNow--;
    };
    const transcode = defineJob({
      name: "test.transcode",
      payload: z.object({}),
      heavy: true,
      handler: track(true),
    });
    const light = defineJob({ name: "test.light", payload: z.object({}), handler: track(false) });
    for (let i = 0; i < 3; i++) await enqueue(db, transcode, {});
    for (let i = 0; i < 3; i++) await enqueue(db, light, {});

    const r = runner({ jobs: [transcode, light], concurrency: 3 });
    while ((await r.runOnce()) > 0);
    expect(heavyMax).toBe(1);
    expect(allMax).toBeGreaterThan(1);
    const left = await db
      .selectFrom("job")
      .select("status")
      .where("status", "!=", "DONE")
      .execute();
    expect(left).toEqual([]);
  });

  it("takes higher priority first, then earlier run_at, then lower id", async () => {
    const order: string[] = [];
    const job = defineJob({
      name: "test.order",
      payload: z.object({ tag: z.string() }),
      handler: async (p) => void order.push(p.tag),
    });
    const base = Date.now() - 10_000;
    await enqueue(db, job, { tag: "late" }, { runAt: new Date(base + 2000) });
    await enqueue(db, job, { tag: "same-time-2nd" }, { runAt: new Date(base + 1000) });
    await enqueue(db, job, { tag: "urgent" }, { runAt: new Date(base + 3000), priority: 5 });
    await enqueue(db, job, { tag: "same-time-3rd" }, { runAt: new Date(base + 1000) });
    await enqueue(db, job, { tag: "early" }, { runAt: new Date(base) });
    await enqueue(
      db,
      job,
      { tag: "future" },
      { runAt: new Date(Date.now() + 60_000), priority: 9 },
    );

    const r = runner({ jobs: [job], concurrency: 1 });
    while ((await r.runOnce()) > 0);
    expect(order).toEqual(["urgent", "early", "same-time-2nd", "same-time-3rd", "late"]);
  });

  it("dedupes on a key while the job waits, without the key reaching the handler", async () => {
    const seen: unknown[] = [];
    const job = defineJob({
      name: "test.mail",
      payload: mail.strict(),
      handler: async (p) => void seen.push(p),
    });
    const payload = { to: "an@example.vn", subject: "Nhắc thanh toán" };
    const second = createDb(url);
    try {
      // Racing from two handles (two connections or pools): one row only.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          enqueue(i % 2 ? db : second.db, job, payload, { dedupeKey: "order-7" }),
        ),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
    } finally {
      await second.close();
    }
    const other = await enqueue(db, job, payload, { dedupeKey: "order-8" });
    expect(other.created).toBe(true);
    expect(await count()).toBe(2);

    await runner({ jobs: [job], concurrency: 2 }).runOnce();
    expect(seen).toEqual([payload, payload]);
    // Once it has run, the same key queues a new job.
    expect((await enqueue(db, job, payload, { dedupeKey: "order-7" })).created).toBe(true);
  });

  it("renews the lease of a long job so that another runner does not take it", async () => {
    const second = createDb(url);
    try {
      const started = deferred();
      const finish = deferred();
      const job = defineJob({
        name: "test.long",
        payload: z.object({}),
        handler: async () => {
          started.resolve();
          await finish.promise;
        },
      });
      const { id } = await enqueue(db, job, {});
      // The other runner's handler of the same job returns at once, so a theft would show.
      const quick = defineJob({
        name: "test.long",
        payload: z.object({}),
        handler: async () => {},
      });
      const b = createJobRunner({
        db: second.db,
        jobs: [quick],
        workerId: "test-b",
        logger: silent,
      });
      // Renewed every 100 ms; left alone it would expire 300 ms after the claim.
      const a = runner({ jobs: [job], leaseMs: 300 }).runOnce();
      await started.promise;
      const firstLease = Date.parse((await row(id)).locked_until ?? "");
      // Until the first lease is long past (renewed twice over), the other runner finds nothing.
      let stolen = 0;
      await expect
        .poll(
          async () => {
            stolen += await b.runOnce();
            return Date.parse((await row(id)).locked_until ?? "");
          },
          { timeout: 5000, interval: 50 },
        )
        .toBeGreaterThan(firstLease + 300);
      expect(stolen).toBe(0);
      finish.resolve();
      expect(await a).toBe(1);
      expect(await row(id)).toMatchObject({ status: "DONE", attempts: 1, locked_by: "test-a" });
    } finally {
      await second.close();
    }
  });

  it("drops the outcome of a run whose lease was taken over, and aborts it", async () => {
    const started = deferred<AbortSignal>();
    const job = defineJob({
      name: "test.robbed",
      payload: z.object({}),
      handler: async (_p, ctx) => {
        started.resolve(ctx.signal);
        await Promise.race([
          new Promise((resolve) => ctx.signal.addEventListener("abort", resolve)),
          delay(2000),
        ]);
      },
    });
    const { id } = await enqueue(db, job, {});
    const run = runner({ jobs: [job], leaseMs: 90 }).runOnce();
    const signal = await started.promise;
    // Another worker reclaimed it, as after a long pause of this process.
    await db
      .updateTable("job")
      .set((eb) => ({ locked_by: "thief", attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .execute();
    await run;
    expect(signal.aborted).toBe(true);
    expect(await row(id)).toMatchObject({ status: "RUNNING", locked_by: "thief", attempts: 2 });
  });

  it("accepts a pino logger (and Fastify's, by type)", async () => {
    const fromFastify = (log: FastifyBaseLogger): JobLogger => log;
    const r = createJobRunner({ db, jobs: [], logger: fromFastify(pino({ enabled: false })) });
    expect(r.workerId).toMatch(/:\d+:/);
    expect(await r.runOnce()).toBe(0);
  });
});
