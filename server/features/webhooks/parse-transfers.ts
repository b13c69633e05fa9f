import { createHash } from "node:crypto";
import { z } from "zod";
import { SITE_UTC_OFFSET_MINUTES } from "../../../shared/constants.ts";

/**
 * What the pipeline needs from one bank transaction, whichever provider reported it. Amounts are
 * whole dong and never negative: `incoming` says which way the money went.
 */
export interface BankTransfer {
  kind: "transfer";
  provider: "SEPAY" | "CASSO";
  /** The provider's own transaction id: the dedupe key. */
  providerTransactionId: string;
  bankReference: string | null;
  amount: number;
  incoming: boolean;
  /** The transfer content as the bank passed it on. */
  message: string;
  /** Extra text to look for a reference code in (SePay's detected `code`, its description). */
  searchText: string;
  accountNumber: string | null;
  transactionTime: string;
  raw: string;
}

/** An authenticated body, or one item of it, that could not be understood: kept raw. */
export interface MalformedTransfer {
  kind: "malformed";
  provider: "SEPAY" | "CASSO";
  /** `malformed:` + a hash of the raw text, so that a resent copy is stored once. */
  providerTransactionId: string;
  raw: string;
}

export type ReportedTransfer = BankTransfer | MalformedTransfer;

const id = z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(100)]);
/** Whole dong as a number or a numeric string ("499000", "499000.00"). */
const amount = z.union([
  z.number().refine(Number.isSafeInteger, "expected whole dong"),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,15}(\.0+)?$/)
    .transform((v) => Number.parseInt(v, 10)),
]);
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v).trim() || null));

const sepayBody = z.object({
  id,
  transferType: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(["in", "out"])),
  transferAmount: amount,
  accountNumber: optionalText,
  content: optionalText,
  code: optionalText,
  description: optionalText,
  referenceCode: optionalText,
  transactionDate: optionalText,
});

/** SePay sends one transaction per request. */
export function parseSepay(rawBody: string, now: Date): ReportedTransfer[] {
  const json = parseJson(rawBody);
  const parsed = sepayBody.safeParse(json);
  if (!parsed.success) return [malformed("SEPAY", rawBody)];
  const b = parsed.data;
  return [
    {
      kind: "transfer",
      provider: "SEPAY",
      providerTransactionId: String(b.id),
      bankReference: b.referenceCode,
      amount: Math.abs(b.transferAmount),
      incoming: b.transferType === "in",
      message: b.content ?? b.description ?? "",
      searchText: [b.content, b.code, b.description].filter(Boolean).join(" "),
      accountNumber: b.accountNumber,
      transactionTime: bankTime(b.transactionDate, now),
      raw: rawBody,
    },
  ];
}

/** One Casso transaction: v1 names (tid, when, bank_sub_acc_id) or v2 names. */
const cassoItem = z.object({
  id,
  amount,
  description: optionalText,
  reference: optionalText,
  tid: optionalText,
  transactionDateTime: optionalText,
  when: optionalText,
  accountNumber: optionalText,
  bank_sub_acc_id: optionalText,
  subAccId: optionalText,
});

/**
 * Casso: v1 sends `data` as an array, v2 as one object; each item is parsed on its own, so one
 * unreadable item does not hide the others. A negative amount is money going out.
 */
export function parseCasso(json: unknown, rawBody: string, now: Date): ReportedTransfer[] {
  const data = (json as { data?: unknown } | null)?.data;
  const items = Array.isArray(data)
    ? data
    : data !== null && typeof data === "object"
      ? [data]
      : [];
  if (items.length === 0) return [malformed("CASSO", rawBody)];
  return items.map((item): ReportedTransfer => {
    const raw = JSON.stringify(item);
    const parsed = cassoItem.safeParse(item);
    if (!parsed.success) return malformed("CASSO", raw);
    const t = parsed.data;
    return {
      kind: "transfer",
      provider: "CASSO",
      providerTransactionId: String(t.id),
      bankReference: t.reference ?? t.tid,
      amount: Math.abs(t.amount),
      incoming: t.amount > 0,
      message: t.description ?? "",
      searchText: t.description ?? "",
      accountNumber: t.accountNumber ?? t.bank_sub_acc_id ?? t.subAccId,
      transactionTime: bankTime(t.transactionDateTime ?? t.when, now),
      raw,
    };
  });
}

/** JSON, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function malformed(provider: "SEPAY" | "CASSO", raw: string): MalformedTransfer {
  const digest = createHash("sha256").update(raw).digest("hex").slice(0, 40);
  return { kind: "malformed", provider, providerTransactionId: `malformed:${digest}`, raw };
}

const LOCAL_TIME = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d))?$/;

/**
 * Banks report local Vietnam time without a zone ("2024-12-23 07:00:00"); a time with a zone is
 * taken as it is. A missing or unreadable time is the time of receipt: the money still counts.
 */
export function bankTime(text: string | null, now: Date): string {
  if (text) {
    const local = LOCAL_TIME.exec(text);
    if (local) {
      const [, y, mo, d, h, mi, s = "00"] = local;
      const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
      if (!Number.isNaN(utc)) return new Date(utc - SITE_UTC_OFFSET_MINUTES * 60_000).toISOString();
    }
    const zoned = Date.parse(text);
    if (!Number.isNaN(zoned)) return new Date(zoned).toISOString();
  }
  return now.toISOString();
}
