import type { ExpressionBuilder, Kysely } from "kysely";
import { dbKind } from "../db/dialect.ts";
import type { JobRow } from "../db/rows.ts";
import type { Database } from "../db/schema.ts";

// The runner's SQL: claim, renew, finish. Every write after the claim is fenced by
// (locked_by, attempts): attempts goes up on each claim, so a worker whose lease was taken over
// cannot overwrite the outcome of the run that replaced it, even if the same worker reclaimed it.

export type ClaimedJob = Pick<
  JobRow,
  "id" | "name" | "payload" | "priority" | "attempts" | "max_attempts" | "run_at" | "locked_by"
>;

/** A row is due: waiting and its time has come, or RUNNING under a lease nobody renewed. */
function isDue(eb: ExpressionBuilder<Database, "job">, now: string) {
  return eb.or([
    eb.and([eb("status", "=", "PENDING"), eb("run_at", "<=", now)]),
    eb.and([eb("status", "=", "RUNNING"), eb("locked_until", "<", now)]),
  ]);
}

/**
 * Takes the next due job (higher priority, then earlier run_at, then lower id) for `workerId`,
 * in one statement, or returns undefined. Exactly one of several racing workers gets a row:
 * - PostgreSQL: the sub-select locks its row FOR UPDATE SKIP LOCKED, so concurrent claimers
 *   pass over it instead of queueing behind it; under READ COMMITTED a row changed by a claim
 *   that committed meanwhile is re-checked against the outer WHERE (which repeats isDue) and
 *   dropped, so it is never taken twice.
 * - SQLite: the UPDATE holds the database's single write lock from its read to its write, so
 *   no other connection or process can claim in between.
 */
export async function claimNext(
  db: Kysely<Database>,
  options: { workerId: string; now: string; lockedUntil: string; excludeNames: string[] },
): Promise<ClaimedJob | undefined> {
  const { workerId, now, lockedUntil, excludeNames } = options;
  const next = db
    .selectFrom("job")
    .select("id")
    .where((eb) => isDue(eb, now))
    .$if(excludeNames.length > 0, (qb) => qb.where("name", "not in", excludeNames))
    .orderBy("priority", "desc")
    .orderBy("run_at", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .$if(dbKind(db) === "postgres", (qb) => qb.forUpdate().skipLocked());
  return db
    .updateTable("job")
    .set((eb) => ({
      status: "RUNNING",
      locked_by: workerId,
      locked_until: lockedUntil,
      // Counted at the claim, not at the failure: a job that kills its process (out of memory
      // in ffmpeg) still uses up its attempts instead of being reclaimed forever.
      attempts: eb("attempts", "+", 1),
      update_time: now,
    }))
    .where("id", "=", next)
    .where((eb) => isDue(eb, now))
    .returning([
      "id",
      "name",
      "payload",
      "priority",
      "attempts",
      "max_attempts",
      "run_at",
      "locked_by",
    ])
    .executeTakeFirst();
}

type Fence = Pick<ClaimedJob, "id" | "attempts" | "locked_by">;

function fenced(db: Kysely<Database>, job: Fence) {
  return db
    .updateTable("job")
    .where("id", "=", job.id)
    .where("status", "=", "RUNNING")
    .where("locked_by", "=", job.locked_by)
    .where("attempts", "=", job.attempts);
}

/** Pushes the lease forward; false when this run no longer owns the job. */
export async function renewLease(
  db: Kysely<Database>,
  job: Fence,
  now: string,
  lockedUntil: string,
): Promise<boolean> {
  const result = await fenced(db, job)
    .set({ locked_until: lockedUntil, update_time: now })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type Outcome =
  | { status: "DONE" }
  | { status: "PENDING"; runAt: string; error: string }
  | { status: "FAILED"; error: string };

/**
 * Records how the run ended; false when the lease was lost meanwhile (the other run's outcome
 * stands). locked_by is kept as a record of the last worker; locked_until is cleared.
 */
export async function finish(
  db: Kysely<Database>,
  job: Fence,
  outcome: Outcome,
  now: string,
): Promise<boolean> {
  const result = await fenced(db, job)
    .set({
      status: outcome.status,
      locked_until: null,
      update_time: now,
      ...(outcome.status === "PENDING" ? { run_at: outcome.runAt } : {}),
      ...(outcome.status === "DONE" ? {} : { last_error: outcome.error }),
    })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
