import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { crc16CcittFalse, crcHex } from "./crc16.ts";
import { buildVietQrPayload, isTransferMessage, parseVietQrPayload } from "./payload.ts";
import { parseTlv, tlv } from "./tlv.ts";

/** The published sample of issue 8, also in the shared fixture. */
const SAMPLE =
  "00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405790005802VN62220818Ung Ho Quy Vac Xin63043ACF";

const fixture = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "fixtures/vietqr-sample.json"), "utf8"),
) as { payload: string };

describe("CRC-16/CCITT-FALSE", () => {
  it("gives the standard check value", () => {
    expect(crc16CcittFalse("123456789")).toBe(0x29b1);
    expect(crc16CcittFalse("")).toBe(0xffff);
  });

  it("writes four upper-case hex digits, padded", () => {
    expect(crcHex("123456789")).toBe("29B1");
    // A value below 0x1000 keeps its leading zero.
    const short = Array.from({ length: 5000 }, (_, i) => `x${i}`).find(
      (s) => crc16CcittFalse(s) < 0x1000,
    );
    expect(short).toBeDefined();
    expect(crcHex(short!)).toMatch(/^0[0-9A-F]{3}$/);
  });

  it("matches the CRC of the published sample", () => {
    expect(crcHex(SAMPLE.slice(0, -4))).toBe("3ACF");
  });
});

describe("EMVCo TLV", () => {
  it("writes id, two-digit length and value", () => {
    expect(tlv("00", "01")).toBe("000201");
    expect(tlv("62", "0818Ung Ho Quy Vac Xin")).toBe("62220818Ung Ho Quy Vac Xin");
  });

  it("refuses what a bank app could not read", () => {
    expect(() => tlv("0", "x")).toThrow(RangeError);
    expect(() => tlv("08", "x".repeat(100))).toThrow(RangeError);
    expect(() => tlv("08", "Ủng hộ")).toThrow(RangeError);
  });

  it("reads fields back and refuses a truncated payload", () => {
    expect(parseTlv("000201010212")).toEqual([
      { id: "00", value: "01" },
      { id: "01", value: "12" },
    ]);
    expect(() => parseTlv("0005012")).toThrow(SyntaxError);
  });
});

describe("VietQR payload", () => {
  it("builds the published sample exactly, byte for byte", () => {
    const payload = buildVietQrPayload({
      bin: "970415",
      accountNumber: "113366668888",
      amount: 79000,
      message: "Ung Ho Quy Vac Xin",
    });
    expect(payload).toBe(SAMPLE);
    expect(payload).toBe(fixture.payload);
  });

  it("decodes the sample into the fields of the fixture", () => {
    expect(parseVietQrPayload(fixture.payload)).toEqual({
      dynamic: true,
      guid: "A000000727",
      bin: "970415",
      accountNumber: "113366668888",
      service: "QRIBFTTA",
      currency: "704",
      amount: 79000,
      country: "VN",
      message: "Ung Ho Quy Vac Xin",
      crc: "3ACF",
    });
  });

  it("has the field lengths the standard fixes", () => {
    const payload = buildVietQrPayload({
      bin: "970436",
      accountNumber: "0123456789",
      amount: 1_499_000,
      message: "HV7K3M9Q2X",
    });
    const fields = parseTlv(payload);
    expect(fields.map((f) => f.id)).toEqual(["00", "01", "38", "53", "54", "58", "62", "63"]);
    expect(fields.find((f) => f.id === "54")?.value).toBe("1499000");
    expect(fields.find((f) => f.id === "62")?.value).toBe("0810HV7K3M9Q2X");
    expect(fields.at(-1)?.value).toHaveLength(4);
    expect(parseVietQrPayload(payload)).toMatchObject({
      bin: "970436",
      accountNumber: "0123456789",
      amount: 1_499_000,
      message: "HV7K3M9Q2X",
    });
  });

  it("is static (01=11) without an amount, and leaves out 54 and 62", () => {
    const payload = buildVietQrPayload({ bin: "970415", accountNumber: "113366668888" });
    expect(payload.startsWith("000201010211")).toBe(true);
    const ids = parseTlv(payload).map((f) => f.id);
    expect(ids).not.toContain("54");
    expect(ids).not.toContain("62");
    expect(parseVietQrPayload(payload).dynamic).toBe(false);
  });

  it("detects a changed character through the CRC", () => {
    const tampered = SAMPLE.replace("79000", "79009");
    expect(() => parseVietQrPayload(tampered)).toThrow(/CRC/);
  });

  it("refuses inputs a bank would refuse or mangle", () => {
    const base = { bin: "970415", accountNumber: "113366668888" };
    expect(() => buildVietQrPayload({ ...base, bin: "97041" })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, accountNumber: "1133-6666" })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, amount: 0 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, amount: 10.5 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, message: "Ủng hộ quỹ" })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, message: "x".repeat(26) })).toThrow(RangeError);
    expect(isTransferMessage("x".repeat(25))).toBe(true);
    expect(isTransferMessage("")).toBe(false);
  });
});
