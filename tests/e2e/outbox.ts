import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./sign-in.ts";

// The e2e server has no SMTP: its e-mails land as .eml files in DATA_DIR/outbox.

/** Quoted-printable text as the bytes it stands for (soft line breaks removed). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function messagesTo(email: string): string[] {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((raw) => new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(raw));
}

/**
 * The path and query of the latest link to `pathname` e-mailed to `email` (e.g.
 * `/verify-email?token=…`), waiting for the mail job to write it.
 */
export async function linkFromOutbox(email: string, pathname: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const texts = messagesTo(email).map(decodeQuotedPrintable);
        const pattern = new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`, "g");
        const found = texts.flatMap((text) => text.match(pattern) ?? []);
        const last = found[found.length - 1];
        if (last) {
          const url = new URL(last.replaceAll("&amp;", "&"));
          link = `${url.pathname}${url.search}`;
        }
        return link;
      },
      { timeout: 30_000, message: `an e-mail to ${email} with a ${pathname} link` },
    )
    .not.toBe("");
  return link;
}
