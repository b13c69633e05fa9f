import type { Locale } from "../../shared/constants.ts";
import { type MessageKey, type MessageParams, t } from "../../shared/i18n/index.ts";
import { escapeHtml, type RenderedMail } from "./templates.ts";

/**
 * "You have successfully enrolled in the course" (DECISIONS.md "When an order is paid"): sent
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

const BRAND_COLOR = "#1c7ed6";

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
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#212529">${content}</p>`;
  const courseRows = input.courses
    .map(
      (
        c,
      ) => `<tr><td style="padding:12px 0;border-top:1px solid #e9ecef;font-size:15px;font-weight:bold;color:#212529">${e(c.name)}</td>
<td align="right" style="padding:12px 0;border-top:1px solid #e9ecef"><a href="${e(c.link)}" style="display:inline-block;padding:8px 16px;border-radius:6px;background:${BRAND_COLOR};font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none">${e(action)}</a></td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${BRAND_COLOR};font-size:20px;font-weight:bold;color:${BRAND_COLOR}">${e(input.siteName)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px;color:#212529">${e(subject)}</h1>
${paragraph(e(greeting))}
${paragraph(e(intro))}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px">
${courseRows}
</table>
${paragraph(e(lifetime))}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e9ecef;font-size:12px;color:#868e96">${e(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
