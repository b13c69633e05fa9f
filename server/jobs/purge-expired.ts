import type { Kysely } from "kysely";
import { z } from "zod";
import { SESSION_IDLE_DAYS } from "../../shared/constants.ts";
import { isoAfter, nowIso } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { defineJob } from "./define-job.ts";
import { enqueue } from "./queue.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long bookkeeping rows are kept once they are of no further use. Finished jobs stay a
 * week (a failed one a month) for whoever looks into a problem; a rate-limit counter is kept
 * while its window (an hour at most) or its lock-out can still matter; expired or idle
 * sessions and used or expired tokens are gone the next hour.
 */
export const RETENTION = {
  doneJobs: 7 * DAY_MS,
  failedJobs: 30 * DAY_MS,
  rateLimitWindow: 2 * HOUR_MS,
} as const;

export interface PurgeCounts {
  jobs: number;
  rateLimits: number;
  sessions: number;
  tokens: number;
}

/** Deletes the rows that nothing needs any more; returns how many of each went. */
export async function purgeExpired(db: Kysely<Database>): Promise<PurgeCounts> {
  const now = nowIso();
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const jobs = await db
    .deleteFrom("job")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "DONE"), eb("update_time", "<", isoAfter(-RETENTION.doneJobs))]),
        eb.and([
          eb("status", "=", "FAILED"),
          eb("update_time", "<", isoAfter(-RETENTION.failedJobs)),
        ]),
      ]),
    )
    .executeTakeFirst();
  const rateLimits = await db
    .deleteFrom("rate_limit")
    .where("window_start", "<", isoAfter(-RETENTION.rateLimitWindow))
    .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", now)]))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom("session")
    .where((eb) =>
      eb.or([
        eb("expire_time", "<=", now),
        eb("last_seen_time", "<=", isoAfter(-SESSION_IDLE_DAYS * DAY_MS)),
      ]),
    )
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom("user_token")
    .where((eb) => eb.or([eb("used_time", "is not", null), eb("expire_time", "<=", now)]))
    .executeTakeFirst();
  return {
    jobs: count(jobs),
    rateLimits: count(rateLimits),
    sessions: count(sessions),
    tokens: count(tokens),
  };
}

/**
 * The hourly purge. Each run queues the next one (the dedupe key keeps exactly one waiting,
 * however many processes start), so no process needs a timer of its own.
 */
export const purgeExpiredJob = defineJob({
  name: "maintenance.purge",
  payload: z.object({}),
  priority: -10,
  handler: async (_payload, ctx) => {
    const purged = await purgeExpired(ctx.db);
    ctx.logger.info({ purged }, "expired rows purged");
    await schedulePurge(ctx.db, new Date(Date.now() + HOUR_MS));
  },
});

/** Queues the purge unless one is already waiting: at start-up, and after each run. */
export function schedulePurge(db: Kysely<Database>, runAt: Date = new Date()) {
  return enqueue(db, purgeExpiredJob, {}, { runAt, dedupeKey: "hourly" });
}
