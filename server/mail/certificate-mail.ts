import type { Locale } from "../../shared/constants.ts";
import { type MessageKey, type MessageParams, t } from "../../shared/i18n/index.ts";
import { BRAND_COLOR, escapeHtml, mailFrame, paragraph } from "./layout.ts";
import type { RenderedMail } from "./templates.ts";

/**
 * "Your certificate of completion": sent once, when a course is completed and its certificate
 * issued (server/features/learning/complete-course.ts). A greeting, the course, a link to the
 * public verification page (where the PDF is downloaded), in the student's language, in the
 * account e-mails' style: inline styles and tables only.
 */
export interface CertificateMailInput {
  locale: Locale;
  siteName: string;
  siteOrigin: string;
  name: string;
  course: string;
  /** Absolute URL of the certificate's page. */
  link: string;
}

export function renderCertificateMail(input: CertificateMailInput): RenderedMail {
  const site = { siteName: input.siteName, siteOrigin: input.siteOrigin };
  const say = (key: MessageKey, params?: MessageParams) => t(input.locale, key, params);
  const subject = say("mail.certificateIssued.subject", { course: input.course });
  const greeting = say("mail.greeting", { name: input.name });
  const intro = say("mail.certificateIssued.intro", { course: input.course });
  const action = say("mail.certificateIssued.action");
  const footer = say("mail.footer", site);
  const text = [greeting, "", intro, "", `${action}: ${input.link}`, "", "--", footer, ""].join(
    "\n",
  );
  const e = escapeHtml;
  const body = `<h1 style="margin:0 0 16px;font-size:20px;color:#212529">${e(subject)}</h1>
${paragraph(e(greeting))}
${paragraph(e(intro))}
<p style="margin:0 0 24px"><a href="${e(input.link)}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:${BRAND_COLOR};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none">${e(action)}</a></p>`;
  const html = mailFrame({ locale: input.locale, subject, siteName: input.siteName, footer, body });
  return { subject, text, html };
}
