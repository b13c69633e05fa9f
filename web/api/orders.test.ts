import { describe, expect, it } from "vitest";
import { statusPollDelay } from "./orders.ts";

describe("statusPollDelay", () => {
  it("checks every 3 s while the order awaits payment, backing off after failures", () => {
    expect(statusPollDelay("AWAITING_PAYMENT", 0)).toBe(3_000);
    expect(statusPollDelay(undefined, 0)).toBe(3_000);
    expect(statusPollDelay("AWAITING_PAYMENT", 1)).toBe(6_000);
    expect(statusPollDelay("AWAITING_PAYMENT", 2)).toBe(12_000);
    expect(statusPollDelay("AWAITING_PAYMENT", 10)).toBe(30_000);
  });

  it("stops once the order is paid or cancelled", () => {
    expect(statusPollDelay("PAID", 0)).toBe(false);
    expect(statusPollDelay("CANCELLED", 3)).toBe(false);
  });
});
