import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { setTimeout as delay } from "node:timers/promises";
import { type Kysely, sql } from "kysely";
import type { z } from "zod";
import { dbKind, isoAfter, nowIso, toIso } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import type { JobDefinition, JobLogger } from "./define-job.ts";
import { type ClaimedJob, claimNext, finish, type Outcome, renewLease } from "./job-store.ts";
import { DEDUPE_FIELD, decodePayload, encodePayload } from "./payload.ts";

export { JobPayloadError } from "./payload.ts";

// ---- Enqueue ------------------------------------------------------------------------------

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date | string;
  /** Overrides the job's priority; higher runs first. */
  priority?: number;
  /**
   * While a PENDING job of the same name carries this key, return it instead of adding one.
   * A RUNNING job does not count: it may already have read the state the caller just changed.
   * Needs an object payload (the key is stored inside it, see payload.ts).
   */
  dedupeKey?: string;
}

export interface EnqueueResult {
  id: number;
  /** false when dedupeKey matched a job already waiting (`id` is that job's). */
  created: boolean;
}

/**
 * Queues `job`. The payload is validated here, so a bad one throws in the caller (a
 * JobPayloadError). `db` may be a transaction: the job then exists only if it commits.
 */
export async function enqueue<S extends z.ZodType>(
  db: Kysely<Database>,
  job: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<EnqueueResult> {
  const row: NewRow = {
    name: job.name,
    payload: encodePayload(job, payload, options.dedupeKey),
    priority: options.priority ?? job.priority,
    max_attempts: job.maxAttempts,
    // From the application's clock, like every time the runner compares it with.
    run_at: options.runAt === undefined ? nowIso() : toIso(options.runAt),
  };
  const key = options.dedupeKey;
  if (key === undefined) {
    const { id } = await db.insertInto("job").values(row).returning("id").executeTakeFirstOrThrow();
    return { id, created: true };
  }
  // PostgreSQL's dedupe lock lasts until commit, so it needs a transaction of its own if the
  // caller did not pass one.
  if (dbKind(db) === "postgres" && !db.isTransaction) {
    return db.transaction().execute((trx) => enqueueOnce(trx, row, key));
  }
  return enqueueOnce(db, row, key);
}

type NewRow = {
  name: string;
  payload: string;
  priority: number;
  max_attempts: number;
  run_at: string;
};

/**
 * Inserts unless a PENDING job has the same name and key, in one INSERT … SELECT … WHERE NOT
 * EXISTS. On SQLite that statement runs under the write lock, hence atomically. On PostgreSQL
 * two such statements could both see no row, so a transaction-scoped advisory lock on the key
 * serializes them first (there is no unique index to lean on); the lock is held to commit, and
 * under READ COMMITTED the INSERT's snapshot, taken after the lock, sees the other's row.
 */
async function enqueueOnce(db: Kysely<Database>, row: NewRow, key: string): Promise<EnqueueResult> {
  const postgres = dbKind(db) === "postgres";
  if (postgres) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`job:${row.name}:${key}`}, 0))`.execute(
      db,
    );
  }
  const keyOf = postgres
    ? sql<string>`(payload::jsonb ->> ${sql.lit(DEDUPE_FIELD)})`
    : sql<string>`json_extract(payload, ${sql.lit(`$.${DEDUPE_FIELD}`)})`;
  const waiting = db
    .selectFrom("job")
    .select("id")
    .where("name", "=", row.name)
    .where("status", "=", "PENDING")
    .where(keyOf, "=", key);
  // Twice at most: the waiting job may be claimed between the refused insert and the look-up.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insertInto("job")
      .columns(["name", "payload", "priority", "max_attempts", "run_at"])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(row.name).as("name"),
            eb.val(row.payload).as("payload"),
            eb.val(row.priority).as("priority"),
            eb.val(row.max_attempts).as("max_attempts"),
            eb.val(row.run_at).as("run_at"),
          ])
          .where(({ exists, not }) => not(exists(waiting))),
      )
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const existing = await waiting.orderBy("id").executeTakeFirst();
    if (existing) return { id: existing.id, created: false };
  }
  throw new Error(`Could not enqueue job ${row.name} with dedupe key ${key}: it kept changing`);
}

// ---- Runner -------------------------------------------------------------------------------

export interface JobRunnerOptions {
  /** The application's handle (not a transaction). */
  db: Kysely<Database>;
  /** Every job this process can run; a claimed row of any other name is FAILED. */
  jobs: readonly JobDefinition[];
  /** Written to locked_by; unique per process (default host:pid:random). */
  workerId?: string;
  /** Pause between polls when idle (default 1 s); a finished job claims the next at once. */
  pollMs?: number;
  /** How long a claim holds without renewal (default 60 s); renewed every third of it. */
  leaseMs?: number;
  logger: JobLogger;
  /** Handlers running at once in this process (default 2, one per core here). */
  concurrency?: number;
  /** Default wait of stop() for running handlers (default 30 s). */
  stopTimeoutMs?: number;
  /** Delay before try `attempts + 1` after `attempts` tries failed (default exponentialBackoff). */
  retryDelayMs?: (attempts: number) => number;
  /** For tests that move time forward. */
  clock?: () => Date;
}

export interface JobRunner {
  /** Polls until stop(). */
  start(): void;
  /**
   * Stops claiming and waits for running handlers, up to `timeoutMs`; true when all finished.
   * On timeout their signals are aborted and their leases left to expire, so that another
   * process retries them.
   */
  stop(timeoutMs?: number): Promise<boolean>;
  /** One poll: claims due jobs up to the free slots, runs them, waits; returns how many. */
  runOnce(): Promise<number>;
  readonly workerId: string;
}

/** 30 s, 1 min, 2 min … capped at one hour. */
export function exponentialBackoff(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

const MAX_ERROR_LENGTH = 4000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger } = options;
  const workerId = options.workerId ?? defaultWorkerId();
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 2;
  const retryDelayMs = options.retryDelayMs ?? exponentialBackoff;
  const clock = options.clock ?? (() => new Date());
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error("concurrency must be ≥ 1");
  if (!(leaseMs > 0 && pollMs > 0)) throw new Error("leaseMs and pollMs must be positive");

  const byName = new Map<string, JobDefinition>();
  for (const job of options.jobs) {
    if (byName.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    byName.set(job.name, job);
  }
  const heavyNames = options.jobs.filter((job) => job.heavy).map((job) => job.name);

  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let heavyBusy = false;
  let started = false;
  let stopping = false;
  let generation = 0;
  let timer: NodeJS.Timeout | undefined;
  let filling: Promise<number> | undefined;
  let refill = false;

  const hasSlot = () => running.size < concurrency && !stopping;

  async function claimFreeSlots(): Promise<number> {
    let claimed = 0;
    do {
      refill = false;
      while (hasSlot()) {
        const now = clock();
        const job = await claimNext(db, {
          workerId,
          now: now.toISOString(),
          lockedUntil: isoAfter(leaseMs, now),
          excludeNames: heavyBusy ? heavyNames : [],
        });
        if (!job) break;
        launch(job);
        claimed++;
      }
    } while (refill && hasSlot());
    return claimed;
  }

  // One claim loop at a time, so that slot and heavy counts are never read by two loops.
  function fill(): Promise<number> {
    if (filling) {
      refill = true;
      return filling;
    }
    filling = claimFreeSlots().finally(() => {
      filling = undefined;
    });
    return filling;
  }

  function launch(job: ClaimedJob): void {
    const definition = byName.get(job.name);
    const heavy = definition?.heavy ?? false;
    if (heavy) heavyBusy = true;
    const run: Promise<void> = execute(job, definition)
      .catch((err: unknown) => logger.error({ err, jobId: job.id }, "Job runner error"))
      .finally(() => {
        running.delete(run);
        if (heavy) heavyBusy = false;
        if (started) fill().catch(logPollError);
      });
    running.add(run);
  }

  async function execute(job: ClaimedJob, definition: JobDefinition | undefined): Promise<void> {
    const log = tagged(logger, job);
    if (!definition) {
      const known = [...byName.keys()].join(", ") || "none";
      const error = `Unknown job "${job.name}": no handler is registered for it (known: ${known})`;
      return settle(job, { status: "FAILED", error }, log);
    }
    if (job.attempts > job.max_attempts) {
      // Reclaimed after its last try's worker died without recording an outcome.
      const error = `Lease expired during the last of ${job.max_attempts} attempts (worker ${job.locked_by} stopped)`;
      return settle(job, { status: "FAILED", error }, log);
    }
    const payload = decodePayload(definition, job.payload);
    // The schema changed since enqueue: retrying cannot help.
    if (!payload.ok) return settle(job, { status: "FAILED", error: payload.error }, log);

    const controller = new AbortController();
    controllers.add(controller);
    const stopRenewing = keepLease(job, controller, log);
    let outcome: Outcome;
    try {
      await definition.handler(payload.value, {
        db,
        logger: log,
        job: { id: job.id, name: job.name, attempts: job.attempts, maxAttempts: job.max_attempts },
        signal: controller.signal,
      });
      outcome = { status: "DONE" };
    } catch (err) {
      const error = describeError(err);
      outcome =
        job.attempts >= job.max_attempts
          ? { status: "FAILED", error }
          : { status: "PENDING", error, runAt: isoAfter(retryDelayMs(job.attempts), clock()) };
    } finally {
      stopRenewing();
      controllers.delete(controller);
    }
    await settle(job, outcome, log);
  }

  /** Renews the lease while the handler runs; aborts the handler's signal if it is lost. */
  function keepLease(job: ClaimedJob, controller: AbortController, log: JobLogger): () => void {
    let inFlight = false;
    const renew = async () => {
      if (inFlight || controller.signal.aborted) return;
      inFlight = true;
      try {
        const now = clock();
        if (!(await renewLease(db, job, now.toISOString(), isoAfter(leaseMs, now)))) {
          log.warn({}, "Job lease lost: another worker may be running it");
          controller.abort(new Error("job lease lost"));
        }
      } catch (err) {
        log.error({ err }, "Could not renew job lease");
      } finally {
        inFlight = false;
      }
    };
    const interval = setInterval(() => void renew(), Math.max(Math.floor(leaseMs / 3), 1));
    return () => clearInterval(interval);
  }

  async function settle(job: ClaimedJob, outcome: Outcome, log: JobLogger): Promise<void> {
    if (!(await finish(db, job, outcome, clock().toISOString()))) {
      log.warn({ outcome: outcome.status }, "Job outcome dropped: its lease was taken over");
    } else if (outcome.status === "DONE") {
      log.info({}, "Job done");
    } else if (outcome.status === "PENDING") {
      log.warn({ error: outcome.error, runAt: outcome.runAt }, "Job failed, will retry");
    } else {
      log.error({ error: outcome.error }, "Job failed for good");
    }
  }

  function logPollError(err: unknown): number {
    logger.error({ err }, "Job poll failed");
    return 0;
  }

  return {
    workerId,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      const current = ++generation;
      const tick = async () => {
        await fill().catch(logPollError);
        if (started && current === generation) timer = setTimeout(tick, pollMs);
      };
      void tick();
    },
    async stop(timeoutMs = options.stopTimeoutMs ?? 30_000) {
      started = false;
      stopping = true;
      generation++;
      clearTimeout(timer);
      // A claim in flight may still launch one more handler: wait for it, then for them all.
      await filling?.catch(logPollError);
      const timeout = new AbortController();
      const finished = await Promise.race([
        Promise.allSettled([...running]).then(() => true),
        delay(timeoutMs, false, { signal: timeout.signal }).catch(() => false),
      ]);
      timeout.abort();
      if (!finished) {
        logger.warn({ running: running.size }, "Job runner stopped with handlers still running");
        for (const controller of controllers) controller.abort(new Error("job runner stopped"));
      }
      return finished;
    },
    async runOnce() {
      const claimed = await fill();
      await Promise.allSettled([...running]);
      return claimed;
    },
  };
}

function tagged(logger: JobLogger, job: ClaimedJob): JobLogger {
  const tags = { jobId: job.id, job: job.name, attempt: job.attempts };
  return {
    info: (fields, message) => logger.info({ ...tags, ...fields }, message),
    warn: (fields, message) => logger.warn({ ...tags, ...fields }, message),
    error: (fields, message) => logger.error({ ...tags, ...fields }, message),
  };
}

function describeError(err: unknown): string {
  const text = err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
