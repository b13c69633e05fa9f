import {
  REFERENCE_ALPHABET,
  REFERENCE_PREFIX,
  REFERENCE_RANDOM_LENGTH,
} from "../orders/reference-code.ts";
import { maskContactsIn, maskPhone } from "../users/contact-masking.ts";

/**
 * How ADMIN_TRIAL sees money it did not receive: enough to follow a transfer to its order, not
 * enough to learn who paid or from which account. A transfer message keeps its order reference
 * codes (they name our orders, not people) and shows only the first letter of every other word
 * — senders' names often stand there; account numbers show their first and last two digits.
 */

const REFERENCE_CODE = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_RANDOM_LENGTH}}$`,
  "i",
);
const WORD = /[\p{L}\p{N}]+/gu;

export function maskTransferText(text: string): string {
  return maskContactsIn(text).replace(WORD, (word) =>
    REFERENCE_CODE.test(word) ? word : `${word.slice(0, 1)}***`,
  );
}

export const maskAccountNumber = maskPhone;

/** The provider's body with every text value masked as a transfer message is. */
export function maskRawPayload(raw: string): string {
  try {
    return JSON.stringify(maskValues(JSON.parse(raw)));
  } catch {
    return maskTransferText(raw);
  }
}

function maskValues(value: unknown): unknown {
  if (typeof value === "string") return maskTransferText(value);
  if (Array.isArray(value)) return value.map(maskValues);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValues(v)]));
  }
  return value;
}
