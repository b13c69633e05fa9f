import type { JobDefinition } from "./define-job.ts";

/**
 * Every job this server runs, one list for every process (a process marks a job it does not
 * know as FAILED). E-mail, media processing and order expiry join it as they are built.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payload schemas
export const JOBS: readonly JobDefinition<any>[] = [];
