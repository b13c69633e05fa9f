import { describe, expect, it } from "vitest";
import { CASSO_V1_SAMPLE, CASSO_V2_VECTOR, SEPAY_SAMPLE } from "./fixtures/bodies.ts";
import { bankTime, parseCasso, parseSepay } from "./parse-transfers.ts";

const now = new Date("2026-11-22T07:00:00.000Z");

describe("reading the providers' bodies", () => {
  it("reads SePay's sample", () => {
    const raw = JSON.stringify(SEPAY_SAMPLE);
    expect(parseSepay(raw, now)).toEqual([
      {
        kind: "transfer",
        provider: "SEPAY",
        providerTransactionId: "92704",
        bankReference: "MBVCB.3278907687",
        amount: 2_277_000,
        incoming: true,
        message: "chuyen tien mua iphone",
        searchText: "chuyen tien mua iphone",
        accountNumber: "0123499999",
        transactionTime: "2023-03-25T07:02:37.000Z",
        raw,
      },
    ]);
  });

  it("reads Casso v1's array and v2's object", () => {
    const v1 = parseCasso(CASSO_V1_SAMPLE, JSON.stringify(CASSO_V1_SAMPLE), now);
    expect(v1).toEqual([
      expect.objectContaining({
        kind: "transfer",
        provider: "CASSO",
        providerTransactionId: "123456",
        bankReference: "FT24364030863634",
        amount: 499_000,
        incoming: true,
        message: "HV7K3M9Q2 chuyen khoan hoc phi",
        accountNumber: "0011004455667",
        transactionTime: "2024-12-23T00:00:00.000Z",
      }),
    ]);
    const body = CASSO_V2_VECTOR.body;
    expect(parseCasso(body, JSON.stringify(body), now)).toEqual([
      expect.objectContaining({
        providerTransactionId: "0",
        bankReference: "MA_GIAO_DICH_THU_NGHIEM",
        amount: 599_000,
        accountNumber: "88888888",
        transactionTime: "2024-10-03T08:06:37.000Z",
        raw: JSON.stringify(body.data),
      }),
    ]);
  });

  it("tells money going out from money coming in", () => {
    const out = parseSepay(JSON.stringify({ ...SEPAY_SAMPLE, transferType: "OUT" }), now)[0];
    expect(out).toMatchObject({ incoming: false, amount: 2_277_000 });
    const body = { data: [{ ...CASSO_V1_SAMPLE.data[0], amount: -50_000 }] };
    expect(parseCasso(body, JSON.stringify(body), now)[0]).toMatchObject({
      incoming: false,
      amount: 50_000,
    });
  });

  it("accepts amounts as numeric strings, and keeps an unreadable item as MALFORMED beside the good ones", () => {
    const good = { ...CASSO_V1_SAMPLE.data[0], amount: "499000" };
    const bad = { ...CASSO_V1_SAMPLE.data[0], id: 2, amount: "a lot" };
    const body = { data: [good, bad] };
    const [first, second] = parseCasso(body, JSON.stringify(body), now);
    expect(first).toMatchObject({ kind: "transfer", amount: 499_000 });
    expect(second).toMatchObject({ kind: "malformed", raw: JSON.stringify(bad) });
    expect(second?.providerTransactionId).toMatch(/^malformed:[0-9a-f]{40}$/);
  });

  it("keeps a body it cannot read as MALFORMED, with the same key for the same text", () => {
    const [a] = parseSepay("not json", now);
    const [b] = parseSepay("not json", now);
    const [c] = parseSepay('{"id":1}', now);
    expect(a).toMatchObject({ kind: "malformed", provider: "SEPAY", raw: "not json" });
    expect(a?.providerTransactionId).toBe(b?.providerTransactionId);
    expect(c?.providerTransactionId).not.toBe(a?.providerTransactionId);
    expect(parseCasso({ error: 0 }, "{}", now)[0]?.kind).toBe("malformed");
    expect(
      parseSepay(JSON.stringify({ ...SEPAY_SAMPLE, transferAmount: 10.5 }), now)[0]?.kind,
    ).toBe("malformed");
  });

  it("reads bank times as Vietnam time, and falls back to the time of receipt", () => {
    expect(bankTime("2024-12-23 07:00:00", now)).toBe("2024-12-23T00:00:00.000Z");
    expect(bankTime("2024-12-23T07:00:00+07:00", now)).toBe("2024-12-23T00:00:00.000Z");
    expect(bankTime("2024-12-23T07:00:00Z", now)).toBe("2024-12-23T07:00:00.000Z");
    expect(bankTime("hôm qua", now)).toBe(now.toISOString());
    expect(bankTime(null, now)).toBe(now.toISOString());
  });
});
