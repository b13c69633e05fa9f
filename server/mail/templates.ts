import type { Locale } from "../../shared/constants.ts";
import { type MessageKey, type MessageParams, t } from "../../shared/i18n/index.ts";
import { BRAND_COLOR, escapeHtml, mailFrame, paragraph } from "./layout.ts";

/**
 * The account e-mails: a greeting, one sentence, one button with its link, how long the link
 * lasts. Plain text and HTML from the same catalogue messages (shared/i18n, the recipient's
 * locale), branded with SITE_NAME; the HTML keeps to inline styles and tables, which is all
 * that mail clients render reliably.
 */

export const ACTION_MAILS = {
  "verify-email": "verifyEmail",
  "reset-password": "resetPassword",
  "confirm-email-change": "confirmEmailChange",
} as const;
export type ActionMail = keyof typeof ACTION_MAILS;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface ActionMailInput {
  locale: Locale;
  siteName: string;
  siteOrigin: string;
  /**
   * The recipient's full name; none for a message to an address nobody has proven yet, whose
   * text must hold nothing a requester chose (else the site relays their words as spam).
   */
  name?: string;
  /** Absolute URL of the action. */
  link: string;
  /** How long the link stays valid. */
  hours: number;
}

export function renderActionMail(mail: ActionMail, input: ActionMailInput): RenderedMail {
  const group = ACTION_MAILS[mail];
  const site = { siteName: input.siteName, siteOrigin: input.siteOrigin };
  const say = (key: MessageKey, params?: MessageParams) => t(input.locale, key, params);
  const subject = say(`mail.${group}.subject`, site);
  const greeting =
    input.name === undefined
      ? say("mail.greetingNoName")
      : say("mail.greeting", { name: input.name });
  const intro = say(`mail.${group}.intro`, site);
  const action = say(`mail.${group}.action`);
  const expiry = say(`mail.${group}.expiry`, { hours: input.hours });
  const ignore = say("mail.ignore");
  const footer = say("mail.footer", site);

  const text = [
    greeting,
    "",
    intro,
    "",
    `${action}: ${input.link}`,
    "",
    expiry,
    ignore,
    "",
    "--",
    footer,
    "",
  ].join("\n");

  const e = escapeHtml;
  const body = `${paragraph(e(greeting))}
${paragraph(e(intro))}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND_COLOR}">
<a href="${e(input.link)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none">${e(action)}</a>
</td></tr></table>
${paragraph(e(say("mail.linkFallback")))}
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${e(input.link)}" style="color:${BRAND_COLOR}">${e(input.link)}</a></p>
${paragraph(e(expiry))}
${paragraph(e(ignore))}`;
  const html = mailFrame({ locale: input.locale, subject, siteName: input.siteName, footer, body });
  return { subject, text, html };
}
