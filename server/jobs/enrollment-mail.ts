import { z } from "zod";
import { resolveLocale } from "../../shared/i18n/index.ts";
import { buildPath } from "../../shared/routes.ts";
import { loadConfig } from "../config.ts";
import { renderEnrolledMail } from "../mail/enrolled-mail.ts";
import { createMailer, type Mailer, type MailSettings } from "../mail/transport.ts";
import { defineJob } from "./define-job.ts";

export const enrollmentMailSchema = z.object({
  userId: z.int().positive(),
  courseIds: z.array(z.int().positive()).min(1),
  /** The paid order's reference code; null when an admin granted the courses. */
  reference: z.string().nullable(),
});

/**
 * The student's "You have successfully enrolled in the course" e-mail, queued by the payment in
 * its own transaction (server/features/orders/payment-notices.ts) and sent from the jobs table
 * like the account e-mails (send-mail.ts), so a slow mail server never holds a webhook's
 * transaction, and a failed send is retried. The words are chosen when it is sent, in the
 * student's language of that moment.
 */
export function createEnrollmentMailJob(settings: () => MailSettings) {
  let mailer: Mailer | undefined;
  return defineJob({
    name: "enrollment-mail",
    payload: enrollmentMailSchema,
    priority: 10,
    maxAttempts: 9,
    handler: async (payload, ctx) => {
      const current = settings();
      const user = await ctx.db
        .selectFrom("user")
        .select(["email", "full_name", "locale"])
        .where("id", "=", payload.userId)
        .executeTakeFirst();
      const courses = await ctx.db
        .selectFrom("course")
        .select(["id", "name"])
        .where("id", "in", payload.courseIds)
        .orderBy("name")
        .execute();
      if (!user || courses.length === 0) {
        ctx.logger.info({ userId: payload.userId }, "Enrollment e-mail no longer needed");
        return;
      }
      const rendered = renderEnrolledMail({
        locale: resolveLocale(user.locale),
        siteName: current.siteName,
        siteOrigin: current.siteOrigin,
        name: user.full_name,
        reference: payload.reference,
        courses: courses.map((c) => ({
          name: c.name,
          link: `${current.siteOrigin}${buildPath("learning_resume", { courseId: String(c.id) })}`,
        })),
      });
      mailer ??= createMailer(current);
      await mailer.send({ ...rendered, to: user.email }, ctx.logger);
    },
  });
}

let processSettings: MailSettings | undefined;

/** The registered job reads the same environment as the server it runs in (see send-mail.ts). */
export const enrollmentMail = createEnrollmentMailJob(() => {
  processSettings ??= loadConfig();
  return processSettings;
});
