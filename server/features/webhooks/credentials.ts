import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_SIGNATURE_TOLERANCE_MS } from "../../../shared/constants.ts";

/**
 * The bank webhooks' own credentials (docs/product/orders-and-payment.md "Bank webhook"): SePay's API key, Casso's
 * v1 secure token and Casso's v2 HMAC-SHA512 signature. Every comparison is constant-time.
 */

/**
 * Equal strings, in time that depends on neither their content nor their lengths: both sides
 * are hashed first, so timingSafeEqual always compares 32 bytes.
 */
export function safeEqual(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** SePay: `Authorization: Apikey <key>`; the scheme name in any case. */
export function verifySepayKey(header: string | undefined, apiKey: string | undefined): boolean {
  if (!apiKey || !header) return false;
  const match = /^\s*apikey\s+(.+?)\s*$/i.exec(header);
  return match?.[1] !== undefined && safeEqual(match[1], apiKey);
}

/** Casso v1: `Secure-Token: <token>`. */
export function verifyCassoToken(header: string | undefined, token: string | undefined): boolean {
  return Boolean(token && header) && safeEqual(header!.trim(), token!);
}

/** A copy of a JSON value with the keys of every object sorted, as Casso signs it. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === "object") {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      sorted[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
    }
    return sorted;
  }
  return value;
}

/** HMAC-SHA512 hex of `t + "." + JSON(body with keys sorted recursively)`. */
export function cassoSignature(body: unknown, timestamp: string, checksumKey: string): string {
  const signed = `${timestamp}.${JSON.stringify(sortKeysDeep(body))}`;
  return createHmac("sha512", checksumKey).update(signed, "utf8").digest("hex");
}

/**
 * Casso v2: `X-Casso-Signature: t=<ms>,v1=<hex>`. Valid when the signature matches the parsed
 * body and `t` is within five minutes of `now` (an old request replayed later is refused).
 */
export function verifyCassoSignature(options: {
  header: string | undefined;
  body: unknown;
  checksumKey: string | undefined;
  now: Date;
}): boolean {
  const { header, body, checksumKey, now } = options;
  if (!checksumKey || !header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = parts.get("t");
  const signature = parts.get("v1");
  if (!timestamp || !/^\d{1,16}$/.test(timestamp) || !signature) return false;
  if (Math.abs(now.getTime() - Number(timestamp)) > WEBHOOK_SIGNATURE_TOLERANCE_MS) return false;
  return safeEqual(signature.toLowerCase(), cassoSignature(body, timestamp, checksumKey));
}
