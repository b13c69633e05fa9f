import { loadConfig } from "../config.ts";
import {
  type AccountMail,
  accountMailSchema,
  prepareAccountMail,
} from "../features/auth/account-mail.ts";
import { createMailer, type Mailer, type MailSettings } from "../mail/transport.ts";
import { defineJob } from "./define-job.ts";

/**
 * Sends one e-mail from the jobs table, so that a slow or failing SMTP server never blocks or
 * loses a request: the request only enqueues (in its own transaction), and a failed send is
 * retried with back-off (30 s, 1 min, 2 min … for about two hours).
 */
export function createSendMailJob(settings: () => MailSettings) {
  let mailer: Mailer | undefined;
  return defineJob({
    name: "send-mail",
    payload: accountMailSchema,
    // Before media work: a person is waiting for this message.
    priority: 10,
    maxAttempts: 9,
    handler: async (payload: AccountMail, ctx) => {
      const current = settings();
      const prepared = await prepareAccountMail(ctx.db, payload, current);
      if (!prepared) {
        ctx.logger.info({ kind: payload.kind }, "E-mail no longer needed");
        return;
      }
      mailer ??= createMailer(current);
      try {
        await mailer.send(prepared.message, ctx.logger);
      } catch (error) {
        await prepared.discard();
        throw error;
      }
    },
  });
}

let processSettings: MailSettings | undefined;

/**
 * The registered job reads the same environment as the server it runs in (server/main.ts
 * loads it the same way at start-up, where a bad value already stopped the process).
 */
export const sendMail = createSendMailJob(() => {
  processSettings ??= loadConfig();
  return processSettings;
});
