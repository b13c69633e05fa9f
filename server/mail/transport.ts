import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Config } from "../config.ts";
import { redactTokens } from "../lib/log-redaction.ts";
import type { RenderedMail } from "./templates.ts";

/**
 * Where e-mails go: the SMTP server of `SMTP_URL` in production; otherwise each message is
 * written as an `.eml` file in `DATA_DIR/outbox` (any mail client opens it) and its path logged, so that the embedded default works without a mail server.
 */

export type MailSettings = Pick<
  Config,
  "smtpUrl" | "mailFrom" | "outboxDir" | "siteName" | "siteOrigin"
>;

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The message's action link, logged (its token redacted) when the message goes to the outbox. */
  link?: string;
}

export interface MailLogger {
  info(fields: Record<string, unknown>, message: string): void;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the file is written); throws otherwise. */
  send(mail: OutgoingMail, logger: MailLogger): Promise<void>;
  close(): void;
}

/** Bounded waits, so that a stalled server fails the job (and it retries) instead of hanging. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * nodemailer is loaded with the first message (mailers are made on a mail job's first run), and
 * its CommonJS build: the ESM build imports `node:http` as a module, and Node then makes that
 * module's named exports, which loads its bundled fetch/WebSocket client (undici, ~13 MB
 * resident) that nothing here uses. The server's memory at rest is what every request, a 1 GB
 * upload among them (`npm run bench:upload`), is added to.
 */
function loadNodemailer(): typeof import("nodemailer") {
  return createRequire(import.meta.url)("nodemailer");
}

export function createMailer(settings: MailSettings): Mailer {
  return settings.smtpUrl ? smtpMailer(settings, settings.smtpUrl) : outboxMailer(settings);
}

function smtpMailer(settings: MailSettings, url: string): Mailer {
  const transport = loadNodemailer().createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(mail, logger) {
      const info = await transport.sendMail(message(settings, mail));
      logger.info({ to: mail.to, messageId: info.messageId }, "E-mail sent");
    },
    close: () => transport.close(),
  };
}

function outboxMailer(settings: MailSettings): Mailer {
  // Builds the same MIME message SMTP would carry, as a buffer instead of a connection.
  const transport = loadNodemailer().createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail, logger) {
      const info = await transport.sendMail(message(settings, mail));
      await mkdir(settings.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(settings.outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      // The link's token stays in the file: a log is read by more people than a mailbox.
      const link = mail.link ? redactTokens(mail.link) : undefined;
      logger.info(
        { to: mail.to, file, link },
        `E-mail to ${mail.to} written to ${file}${link ? `; link: ${link}` : ""}`,
      );
    },
    close: () => transport.close(),
  };
}

function message(settings: MailSettings, mail: OutgoingMail) {
  return {
    from: settings.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}
