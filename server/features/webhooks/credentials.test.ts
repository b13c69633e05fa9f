import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cassoSignature,
  safeEqual,
  sortKeysDeep,
  verifyCassoSignature,
  verifyCassoToken,
  verifySepayKey,
} from "./credentials.ts";

const vector = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "fixtures/casso-v2-signature.json"), "utf8"),
) as { checksumKey: string; timestamp: number; signature: string; body: { data: unknown } };

const header = `t=${vector.timestamp},v1=${vector.signature}`;
const at = (ms: number) => new Date(vector.timestamp + ms);

describe("Casso v2 signature", () => {
  it("verifies the published test vector (whole body, keys sorted recursively)", () => {
    expect(cassoSignature(vector.body, String(vector.timestamp), vector.checksumKey)).toBe(
      vector.signature,
    );
    expect(
      verifyCassoSignature({
        header,
        body: vector.body,
        checksumKey: vector.checksumKey,
        now: at(0),
      }),
    ).toBe(true);
  });

  it("does not verify when only data is signed or the body changed", () => {
    expect(cassoSignature(vector.body.data, String(vector.timestamp), vector.checksumKey)).not.toBe(
      vector.signature,
    );
    const changed = structuredClone(vector.body) as { data: { amount: number } };
    changed.data.amount += 1;
    expect(
      verifyCassoSignature({ header, body: changed, checksumKey: vector.checksumKey, now: at(0) }),
    ).toBe(false);
  });

  it("refuses another key, a garbled header and a timestamp more than 5 minutes away", () => {
    const verify = (h: string | undefined, key: string | undefined, ms = 0) =>
      verifyCassoSignature({ header: h, body: vector.body, checksumKey: key, now: at(ms) });
    expect(verify(header, "another-key")).toBe(false);
    expect(verify(header, undefined)).toBe(false);
    expect(verify(undefined, vector.checksumKey)).toBe(false);
    expect(verify(`v1=${vector.signature}`, vector.checksumKey)).toBe(false);
    expect(verify(`t=abc,v1=${vector.signature}`, vector.checksumKey)).toBe(false);
    expect(verify(header, vector.checksumKey, 5 * 60_000)).toBe(true);
    expect(verify(header, vector.checksumKey, -5 * 60_000)).toBe(true);
    expect(verify(header, vector.checksumKey, 5 * 60_000 + 1)).toBe(false);
    expect(verify(header, vector.checksumKey, -5 * 60_000 - 1)).toBe(false);
  });

  it("sorts keys at every depth, arrays kept in order", () => {
    expect(JSON.stringify(sortKeysDeep({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } }))).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });
});

describe("SePay key and Casso v1 token", () => {
  it("accepts only the configured key, after the Apikey scheme", () => {
    expect(verifySepayKey("Apikey s3cret", "s3cret")).toBe(true);
    expect(verifySepayKey("apikey  s3cret ", "s3cret")).toBe(true);
    expect(verifySepayKey("Bearer s3cret", "s3cret")).toBe(false);
    expect(verifySepayKey("Apikey s3cre", "s3cret")).toBe(false);
    expect(verifySepayKey("Apikey s3cret", undefined)).toBe(false);
    expect(verifySepayKey(undefined, "s3cret")).toBe(false);
  });

  it("accepts only the configured Casso token", () => {
    expect(verifyCassoToken("tok-1", "tok-1")).toBe(true);
    expect(verifyCassoToken("tok-2", "tok-1")).toBe(false);
    expect(verifyCassoToken("tok-1", undefined)).toBe(false);
    expect(verifyCassoToken(undefined, "tok-1")).toBe(false);
  });

  it("compares in constant time yet exactly", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("", "a")).toBe(false);
  });
});
