import { randomInt } from "node:crypto";

/**
 * Order reference codes (docs/product/orders-and-payment.md): a fixed prefix and
 * random upper-case letters and digits, without the characters people and banks confuse
 * (0/O, 1/I/L), e.g. `HV7K3M9Q2X`. The code is the whole transfer message: ASCII, 10
 * characters, nothing a bank could mangle.
 */

export const REFERENCE_PREFIX = "HV";
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** Characters after the prefix: 31^8 ≈ 8.5 × 10^11 codes, so collisions are rare and retried. */
export const REFERENCE_RANDOM_LENGTH = 8;

export function newReferenceCode(): string {
  let code = REFERENCE_PREFIX;
  for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return code;
}

const CANDIDATE = new RegExp(
  `(?=(${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_RANDOM_LENGTH}}))`,
  "g",
);

/**
 * Every string in a transfer message that could be a reference code, in the order they appear.
 * Banks upper- or lower-case the message, prepend their own references and sometimes break it
 * with spaces, dots or dashes ("hv7k3 m9q2x", "MBVCB.123.HV7K3M9Q2X.CT"), so the message is
 * upper-cased and stripped of everything but letters and digits before the search; candidates
 * may overlap. Which candidate is a real order is the database's answer.
 */
export function referenceCodeCandidates(message: string): string[] {
  const compact = message.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const found: string[] = [];
  for (const match of compact.matchAll(CANDIDATE)) {
    const code = match[1];
    if (code && !found.includes(code)) found.push(code);
  }
  return found;
}
