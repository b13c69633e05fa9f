import { z } from "zod";
import { resolveLocale } from "../../shared/i18n/index.ts";
import { buildPath } from "../../shared/routes.ts";
import { loadConfig } from "../config.ts";
import { renderCertificateMail } from "../mail/certificate-mail.ts";
import { createMailer, type Mailer, type MailSettings } from "../mail/transport.ts";
import { defineJob } from "./define-job.ts";

export const certificateMailSchema = z.object({ certificateId: z.int().positive() });

/**
 * The student's "Your certificate of completion" e-mail, queued in the transaction that issued
 * the certificate (server/features/learning/complete-course.ts) and sent from the jobs table, so
 * a slow mail server never holds that transaction and a failed send is retried. Worded in the
 * student's language of the moment it is sent.
 */
export function createCertificateMailJob(settings: () => MailSettings) {
  let mailer: Mailer | undefined;
  return defineJob({
    name: "certificate-mail",
    payload: certificateMailSchema,
    priority: 10,
    maxAttempts: 9,
    handler: async (payload, ctx) => {
      const current = settings();
      const row = await ctx.db
        .selectFrom("certificate")
        .innerJoin("user", "user.id", "certificate.user_id")
        .select([
          "certificate.code",
          "certificate.course_name",
          "user.email",
          "user.full_name",
          "user.locale",
        ])
        .where("certificate.id", "=", payload.certificateId)
        .executeTakeFirst();
      if (!row) {
        ctx.logger.info({ certificateId: payload.certificateId }, "Certificate e-mail not needed");
        return;
      }
      const rendered = renderCertificateMail({
        locale: resolveLocale(row.locale),
        siteName: current.siteName,
        siteOrigin: current.siteOrigin,
        name: row.full_name,
        course: row.course_name,
        link: `${current.siteOrigin}${buildPath("certificate", { code: row.code })}`,
      });
      mailer ??= createMailer(current);
      await mailer.send({ ...rendered, to: row.email }, ctx.logger);
    },
  });
}

let processSettings: MailSettings | undefined;

/** The registered job reads the same environment as the server it runs in (see send-mail.ts). */
export const certificateMail = createCertificateMailJob(() => {
  processSettings ??= loadConfig();
  return processSettings;
});
