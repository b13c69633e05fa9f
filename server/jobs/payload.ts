import { z } from "zod";
import type { JobDefinition } from "./define-job.ts";

// How a payload becomes job.payload text and back. The text stored is the one validated, so the
// runner parses exactly what enqueue accepted: a Date or undefined that JSON would silently
// change is refused at enqueue time, in the caller's request, not later in the runner.

/**
 * The job table has no dedupe column (migrations are frozen), so a dedupe key travels inside
 * the stored JSON object under this reserved field, and the runner removes it before parsing.
 */
export const DEDUPE_FIELD = "_dedupeKey";

export class JobPayloadError extends Error {
  readonly jobName: string;
  constructor(jobName: string, detail: string) {
    super(`Invalid payload for job ${jobName}: ${detail}`);
    this.name = "JobPayloadError";
    this.jobName = jobName;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Validates `payload` with the job's schema and returns the text to store; throws JobPayloadError. */
export function encodePayload(job: JobDefinition, payload: unknown, dedupeKey?: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(payload);
  } catch (err) {
    throw new JobPayloadError(job.name, `not serializable as JSON (${String(err)})`);
  }
  if (text === undefined) throw new JobPayloadError(job.name, "not serializable as JSON");
  const stored: unknown = JSON.parse(text);
  if (isPlainObject(stored) && DEDUPE_FIELD in stored) {
    throw new JobPayloadError(job.name, `${DEDUPE_FIELD} is reserved for the dedupe key`);
  }
  const parsed = job.payload.safeParse(stored);
  if (!parsed.success) throw new JobPayloadError(job.name, z.prettifyError(parsed.error));
  if (dedupeKey === undefined) return text;
  if (!isPlainObject(stored)) {
    throw new JobPayloadError(job.name, "a dedupeKey needs an object payload to travel in");
  }
  return JSON.stringify({ ...stored, [DEDUPE_FIELD]: dedupeKey });
}

export type Decoded = { ok: true; value: unknown } | { ok: false; error: string };

/** The handler's argument from stored text: parsed by the job's schema as it is now. */
export function decodePayload(job: JobDefinition, text: string): Decoded {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { ok: false, error: `Invalid payload for job ${job.name}: not JSON` };
  }
  if (isPlainObject(stored) && DEDUPE_FIELD in stored) {
    const { [DEDUPE_FIELD]: _key, ...rest } = stored;
    stored = rest;
  }
  const parsed = job.payload.safeParse(stored);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: new JobPayloadError(job.name, z.prettifyError(parsed.error)).message };
}
