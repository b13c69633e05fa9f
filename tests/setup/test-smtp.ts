import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { JobLogger } from "../../server/jobs/define-job.ts";
import { createJobRunner } from "../../server/jobs/queue.ts";
import { createSendMailJob } from "../../server/jobs/send-mail.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A real SMTP server for tests (the `smtp-server` package) that keeps every message it accepts,
 * decoded enough to read: subject, plain text, HTML.
 */

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The latest message to this address. */
  lastTo(address: string): ReceivedMail | undefined;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          ...parseMessage(raw),
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    lastTo: (address) => mails.findLast((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent: JobLogger = { info() {}, warn() {}, error() {} };

/** Runs the queued e-mail jobs of a test app until none is left; returns how many ran. */
export async function deliverMail(t: TestApp, logger: JobLogger = silent): Promise<number> {
  const runner = createJobRunner({
    db: t.db,
    jobs: [createSendMailJob(() => t.config)],
    logger,
    retryDelayMs: () => 0,
  });
  let total = 0;
  for (let ran = await runner.runOnce(); ran > 0; ran = await runner.runOnce()) total += ran;
  return total;
}

/** The link a message asks the reader to open (the first URL of its plain text). */
export function linkIn(mail: ReceivedMail): URL {
  const found = /https?:\/\/\S+/.exec(mail.text);
  if (!found) throw new Error(`No link in the e-mail "${mail.subject}"`);
  return new URL(found[0]);
}

// ---- A small MIME reader: enough for nodemailer's output -----------------------------------

export function parseMessage(raw: string): Pick<ReceivedMail, "subject" | "text" | "html"> {
  const { headers, body } = splitPart(raw);
  const parts = leafParts(headers, body);
  const find = (type: string) =>
    parts.find((p) => (p.headers["content-type"] ?? "").startsWith(type));
  const decode = (part: ReturnType<typeof find>) => (part ? decodeBody(part) : "");
  return {
    subject: decodeWords(headers.subject ?? ""),
    text: decode(find("text/plain")),
    html: decode(find("text/html")),
  };
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, "\n");
  const end = text.indexOf("\n\n");
  const head = end === -1 ? text : text.slice(0, end);
  const body = end === -1 ? "" : text.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leafParts(headers: Record<string, string>, body: string): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const part = splitPart(chunk.replace(/^\n/, ""));
      return leafParts(part.headers, part.body);
    });
}

function decodeBody(part: Part): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as in a Vietnamese subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString()
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
