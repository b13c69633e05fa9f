/**
 * EMVCo QR "TLV" fields: a two-digit id, a two-digit length and the value. VietQR (NAPAS 247)
 * payloads are ASCII, so the length in characters is the length in bytes.
 */

export interface TlvField {
  id: string;
  value: string;
}

/** One field, `id` two digits, `value` at most 99 printable ASCII characters. */
export function tlv(id: string, value: string): string {
  if (!/^\d\d$/.test(id)) throw new RangeError(`EMVCo field id must be two digits: ${id}`);
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters`);
  if (!/^[\x20-\x7e]*$/.test(value)) {
    throw new RangeError(`EMVCo field ${id} must be printable ASCII`);
  }
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** The fields of a TLV string, in order; throws on a truncated or malformed one. */
export function parseTlv(text: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^\d\d$/.test(id) || !/^\d\d$/.test(lengthText)) {
      throw new SyntaxError(`Malformed EMVCo field at position ${at}`);
    }
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new SyntaxError(`EMVCo field ${id} is truncated`);
    fields.push({ id, value });
    at += 4 + length;
  }
  return fields;
}
