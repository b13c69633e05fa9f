/**
 * The VietQR payload (EMVCo merchant-presented QR, NAPAS 247 "transfer to account"), built
 * locally so that no third-party image service learns who pays whom (docs/product/orders-and-payment.md
 * "Checkout page"):
 *
 *   00 "01"  01 "12" (with an amount) | "11"  38 [00 NAPAS GUID, 01 [00 BIN, 01 account],
 *   02 "QRIBFTTA"]  53 "704"  54 amount  58 "VN"  62 [08 message]  63 CRC-16/CCITT-FALSE
 */
import { crcHex } from "./crc16.ts";
import { parseTlv, tlv } from "./tlv.ts";

export const NAPAS_GUID = "A000000727";
export const SERVICE_TRANSFER_TO_ACCOUNT = "QRIBFTTA";
export const CURRENCY_VND = "704";
export const COUNTRY_VN = "VN";
/** Banks truncate or refuse longer transfer messages. */
export const TRANSFER_MESSAGE_MAX_LENGTH = 25;

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN. */
  bin: string;
  /** The receiving account number (letters and digits, at most 19). */
  accountNumber: string;
  /** Whole dong; omitted for a static QR where the payer types the amount. */
  amount?: number;
  /** The transfer message: ASCII without diacritics, at most 25 characters. */
  message?: string;
}

/** The payload string to put in the QR code; throws RangeError on an input banks would refuse. */
export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new RangeError("The bank BIN must be 6 digits");
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber)) {
    throw new RangeError("The account number must be 1 to 19 letters or digits");
  }
  const { amount, message } = input;
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0)) {
    throw new RangeError("The amount must be a positive whole number of dong");
  }
  if (amount !== undefined && String(amount).length > 13) {
    throw new RangeError("The amount has more than 13 digits");
  }
  if (message !== undefined && !isTransferMessage(message)) {
    throw new RangeError(
      `The transfer message must be 1 to ${TRANSFER_MESSAGE_MAX_LENGTH} ASCII characters`,
    );
  }

  const beneficiary = tlv("00", input.bin) + tlv("01", input.accountNumber);
  const merchantAccount =
    tlv("00", NAPAS_GUID) + tlv("01", beneficiary) + tlv("02", SERVICE_TRANSFER_TO_ACCOUNT);
  const body =
    tlv("00", "01") +
    tlv("01", amount === undefined ? "11" : "12") +
    tlv("38", merchantAccount) +
    tlv("53", CURRENCY_VND) +
    (amount === undefined ? "" : tlv("54", String(amount))) +
    tlv("58", COUNTRY_VN) +
    (message === undefined ? "" : tlv("62", tlv("08", message)));
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crcHex(withCrcHeader);
}

/** Printable ASCII (no diacritics, no line breaks), 1 to 25 characters. */
export function isTransferMessage(text: string): boolean {
  return (
    text.length >= 1 && text.length <= TRANSFER_MESSAGE_MAX_LENGTH && /^[\x20-\x7e]+$/.test(text)
  );
}

export interface DecodedVietQr {
  dynamic: boolean;
  guid: string;
  bin: string;
  accountNumber: string;
  service: string;
  currency: string;
  amount: number | undefined;
  country: string;
  message: string | undefined;
  crc: string;
}

/**
 * Reads a VietQR payload back into its fields, checking the CRC; throws SyntaxError when the
 * payload is malformed or its CRC does not match. Used by the tests and by anyone checking a
 * printed code.
 */
export function parseVietQrPayload(payload: string): DecodedVietQr {
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== "6304") {
    throw new SyntaxError("The payload does not end with a CRC field");
  }
  const crc = payload.slice(crcAt + 4);
  if (crcHex(payload.slice(0, crcAt + 4)) !== crc.toUpperCase()) {
    throw new SyntaxError("The payload's CRC does not match");
  }
  const top = fieldMap(parseTlv(payload.slice(0, crcAt)));
  const merchant = fieldMap(parseTlv(required(top, "38")));
  const beneficiary = fieldMap(parseTlv(required(merchant, "01")));
  const additional = top.get("62");
  const amount = top.get("54");
  return {
    dynamic: required(top, "01") === "12",
    guid: required(merchant, "00"),
    bin: required(beneficiary, "00"),
    accountNumber: required(beneficiary, "01"),
    service: required(merchant, "02"),
    currency: required(top, "53"),
    amount: amount === undefined ? undefined : Number(amount),
    country: required(top, "58"),
    message: additional === undefined ? undefined : fieldMap(parseTlv(additional)).get("08"),
    crc,
  };
}

function fieldMap(fields: { id: string; value: string }[]): Map<string, string> {
  return new Map(fields.map((f) => [f.id, f.value]));
}

function required(fields: Map<string, string>, id: string): string {
  const value = fields.get(id);
  if (value === undefined) throw new SyntaxError(`The payload has no field ${id}`);
  return value;
}
