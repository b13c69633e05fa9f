import { describe, expect, it } from "vitest";
import { newReferenceCode, REFERENCE_ALPHABET, referenceCodeCandidates } from "./reference-code.ts";

describe("order reference codes", () => {
  it("are HV and 8 unambiguous upper-case letters or digits: a safe transfer message", () => {
    const codes = Array.from({ length: 2000 }, newReferenceCode);
    for (const code of codes) {
      expect(code).toMatch(/^HV[2-9A-HJKMNP-Z]{8}$/);
      expect(code.length).toBeLessThanOrEqual(25);
    }
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/);
    // Random enough that 2000 draws do not collide.
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("are found in a message case-insensitively, amid other text and broken by spaces", () => {
    expect(referenceCodeCandidates("HV7K3M9Q2X")).toEqual(["HV7K3M9Q2X"]);
    expect(referenceCodeCandidates("chuyen khoan hv7k3m9q2x hoc phi")).toContain("HV7K3M9Q2X");
    expect(referenceCodeCandidates("MBVCB.3278907687.HV7K3 M9Q2X.CT tu 0123")).toContain(
      "HV7K3M9Q2X",
    );
    expect(referenceCodeCandidates("Hv-7k3m-9q2x")).toContain("HV7K3M9Q2X");
  });

  it("list every candidate in message order, for the database to tell which is an order", () => {
    const found = referenceCodeCandidates("THANH HVAN ABCDEFGH then HV22223333");
    expect(found.at(-1)).toBe("HV22223333");
    expect(found.indexOf("HV22223333")).toBeGreaterThan(0);
  });

  it("find nothing where no code can be", () => {
    expect(referenceCodeCandidates("")).toEqual([]);
    expect(referenceCodeCandidates("chuyen tien mua iphone")).toEqual([]);
    // Too short, or with characters the alphabet leaves out.
    expect(referenceCodeCandidates("HV7K3M9Q")).toEqual([]);
    expect(referenceCodeCandidates("HV0O1I0O1I")).toEqual([]);
  });
});
