import { describe, expect, it } from "vitest";
import { hashUserData, normaliseEmail, normalisePhone, sha256Hex } from "./user-data.ts";

describe("sha256Hex", () => {
  it("matches the known SHA-256 test vectors", async () => {
    expect(await sha256Hex("")).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(await sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("hashes the UTF-8 bytes of non-ASCII text", async () => {
    // "é" is 0xC3 0xA9 in UTF-8 (vector computed with Node's crypto.createHash).
    expect(await sha256Hex("é")).toBe(
      "4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c",
    );
  });
});

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  HocVien1@Demo.HocViet.VN ")).toBe("hocvien1@demo.hocviet.vn");
  });
  it("is null without an address", () => {
    expect(normaliseEmail("   ")).toBeNull();
    expect(normaliseEmail(null)).toBeNull();
  });
});

describe("normalisePhone", () => {
  it("turns a leading 0 into +84 and keeps digits only", () => {
    expect(normalisePhone(" 0901 234-567 ")).toBe("+84901234567");
    expect(normalisePhone("(028) 3822.1234")).toBe("+842838221234");
  });
  it("keeps a country code already written", () => {
    expect(normalisePhone("+84 90 123 4567")).toBe("+84901234567");
    expect(normalisePhone("0084901234567")).toBe("+84901234567");
    expect(normalisePhone("84901234567")).toBe("+84901234567");
    expect(normalisePhone("+1 (415) 555-0100")).toBe("+14155550100");
  });
  it("is null without digits", () => {
    expect(normalisePhone("")).toBeNull();
    expect(normalisePhone(" - ")).toBeNull();
    expect(normalisePhone(undefined)).toBeNull();
  });
});

describe("hashUserData", () => {
  it("hashes the normalised e-mail and both phone forms", async () => {
    const data = await hashUserData({ email: " An@Example.com", phone: "0901234567" });
    expect(data.email).toBe("d9f888e22f684a4229ea53b407e5feb5b1d16f7c8728030cbcb0fa5d85577a9d");
    expect(data.phoneE164).toBe(await sha256Hex("+84901234567"));
    expect(data.phoneDigits).toBe(await sha256Hex("84901234567"));
    expect(data.email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(data)).not.toContain("example.com");
  });
  it("is empty for a visitor or a user without a phone", async () => {
    expect(await hashUserData(null)).toEqual({});
    expect(Object.keys(await hashUserData({ email: "a@b.vn", phone: null }))).toEqual(["email"]);
  });
});
