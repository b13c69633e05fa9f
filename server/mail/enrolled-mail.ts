import type { Locale } from "../../shared/constants.ts";
import { type MessageKey, type MessageParams, t } from "../../shared/i18n/index.ts";
import { BRAND_COLOR, escapeHtml, mailFrame, paragraph } from "./layout.ts";
import type { RenderedMail } from "./templates.ts";

/**
 * "You have successfully enrolled in the course" (docs/product/orders-and-payment.md "When an order is paid"): sent
 * to the student when a payment or an admin opens courses for them. A greeting, one sentence,
 * each course with its Learn now link, the lifetime-access reminder; plain text and HTML from
 * the catalogue (`mail.enrolled.*`) in the student's language, in the account e-mails' style
 * (templates.ts): inline styles and tables only.
 */

export interface EnrolledMailInput {
  locale: Locale;
  siteName: string;
  siteOrigin: string;
  /** The student's full name. */
  name: string;
  /** The paid order's reference code; null when an admin granted the courses. */
  reference: string | null;
  /** Each course with the absolute URL of its learning page. */
  courses: ReadonlyArray<{ name: string; link: string }>;
}

export function renderEnrolledMail(input: EnrolledMailInput): RenderedMail {
  const site = { siteName: input.siteName, siteOrigin: input.siteOrigin };
  const say = (key: MessageKey, params?: MessageParams) => t(input.locale, key, params);
  const subject = say("mail.enrolled.subject");
  const greeting = say("mail.greeting", { name: input.name });
  const intro =
    input.reference === null
      ? say("mail.enrolled.granted")
      : say("mail.enrolled.paid", { reference: input.reference });
  const action = say("mail.enrolled.action");
  const lifetime = say("mail.enrolled.lifetime");
  const footer = say("mail.footer", site);

  const text = [
    greeting,
    "",
    intro,
    "",
    ...input.courses.map((c) => `- ${c.name}\n  ${action}: ${c.link}`),
    "",
    lifetime,
    "",
    "--",
    footer,
    "",
  ].join("\n");

  const e = escapeHtml;
  const courseRows = input.courses
    .map(
      (
        c,
      ) => `<tr><td style="padding:12px 0;border-top:1px solid #e9ecef;font-size:15px;font-weight:bold;color:#212529">${e(c.name)}</td>
<td align="right" style="padding:12px 0;border-top:1px solid #e9ecef"><a href="${e(c.link)}" style="display:inline-block;padding:8px 16px;border-radius:6px;background:${BRAND_COLOR};font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none">${e(action)}</a></td></tr>`,
    )
    .join("\n");
  const body = `<h1 style="margin:0 0 16px;font-size:20px;color:#212529">${e(subject)}</h1>
${paragraph(e(greeting))}
${paragraph(e(intro))}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px">
${courseRows}
</table>
${paragraph(e(lifetime))}`;
  const html = mailFrame({ locale: input.locale, subject, siteName: input.siteName, footer, body });
  return { subject, text, html };
}
