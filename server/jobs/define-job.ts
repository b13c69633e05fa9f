import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema.ts";

/**
 * The slice of a pino/Fastify logger that jobs use, so that `app.log`, a pino logger or a test
 * double can be passed alike.
 */
export interface JobLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface JobContext {
  /** The runner's handle, not a transaction: a long job must not hold one open. */
  db: Kysely<Database>;
  /** Tags every line with the job's id and name. */
  logger: JobLogger;
  job: { id: number; name: string; attempts: number; maxAttempts: number };
  /**
   * Aborted when this process lost the job's lease (another process may now run it) or when
   * stop() gave up waiting: long handlers (ffmpeg) should stop then.
   */
  signal: AbortSignal;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
  // Method syntax on purpose: it keeps a list of different jobs assignable to JobDefinition[].
  handler(payload: z.output<S>, ctx: JobContext): Promise<void>;
  readonly maxAttempts: number;
  readonly priority: number;
  /** At most one heavy job (video transcoding) runs at a time in a process. */
  readonly heavy: boolean;
}

export interface JobSpec<S extends z.ZodType> {
  /** Stored in job.name: renaming a job orphans the rows already queued under the old name. */
  name: string;
  payload: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  /** Tries before the job is FAILED (default 5). */
  maxAttempts?: number;
  /** Higher runs first (default 0); heavy jobs should go below 0 so they never delay mail. */
  priority?: number;
  heavy?: boolean;
}

/** Same as the migration's column default, stated here so that every enqueue writes it. */
export const DEFAULT_MAX_ATTEMPTS = 5;

const NAME = /^[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*$/;

/** A job: a name, a zod payload and a handler (docs/conventions.md convention 10). */
export function defineJob<S extends z.ZodType>(spec: JobSpec<S>): JobDefinition<S> {
  // Checked here, at import time, rather than when the first row of a bad job is claimed.
  if (!NAME.test(spec.name)) {
    throw new Error(`Job name "${spec.name}" must be lower-case words joined by . _ or -`);
  }
  const maxAttempts = spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`Job ${spec.name}: maxAttempts must be an integer ≥ 1`);
  }
  const priority = spec.priority ?? 0;
  if (!Number.isInteger(priority)) throw new Error(`Job ${spec.name}: priority must be an integer`);
  return Object.freeze({
    name: spec.name,
    payload: spec.payload,
    handler: spec.handler,
    maxAttempts,
    priority,
    heavy: spec.heavy ?? false,
  });
}
