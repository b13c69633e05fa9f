import { certificateMail } from "./certificate-mail.ts";
import type { JobDefinition } from "./define-job.ts";
import { enrollmentMail } from "./enrollment-mail.ts";
import { expireOrdersJob } from "./expire-orders.ts";
import { purgeExpiredJob } from "./purge-expired.ts";
import { sendMail } from "./send-mail.ts";
import { transcodeVideo } from "./transcode-video.ts";

/**
 * Every job this server runs, one list for every process (a process marks a job it does not
 * know as FAILED). E-mail, media processing and order expiry join it as they are built.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payload schemas
export const JOBS: readonly JobDefinition<any>[] = [
  expireOrdersJob,
  enrollmentMail,
  certificateMail,
  sendMail,
  transcodeVideo,
  purgeExpiredJob,
];
