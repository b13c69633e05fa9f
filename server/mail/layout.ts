import { escapeHtml } from "../../shared/rich-content/html-escape.ts";

/**
 * The HTML frame every e-mail shares: the site's name as a header, a white card, the footer.
 * Inline styles and tables only, because mail clients ignore style sheets.
 */

export { escapeHtml };

export const BRAND_COLOR = "#1c7ed6";

/** A paragraph of the body; `content` must already be escaped. */
export const paragraph = (content: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#212529">${content}</p>`;

/** The whole document around `body` (markup built by the caller from escaped text). */
export function mailFrame(frame: {
  locale: string;
  subject: string;
  siteName: string;
  footer: string;
  body: string;
}): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${frame.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(frame.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${BRAND_COLOR};font-size:20px;font-weight:bold;color:${BRAND_COLOR}">${e(frame.siteName)}</td></tr>
<tr><td style="padding:32px">
${frame.body}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e9ecef;font-size:12px;color:#868e96">${e(frame.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
