import { describe, expect, it } from "vitest";
import { splitAmount } from "./split-amount.ts";

describe("splitAmount", () => {
  it("splits in proportion to list prices, the remainder on the first line", () => {
    // 1,000,000 over 300k/300k/300k: 333,333 each, 1 left for the first.
    expect(splitAmount(1_000_000, [300_000, 300_000, 300_000])).toEqual([
      333_334, 333_333, 333_333,
    ]);
    expect(splitAmount(900_000, [600_000, 300_000])).toEqual([600_000, 300_000]);
    expect(splitAmount(1_000, [1, 2])).toEqual([334, 666]);
  });

  it("always adds up to the amount", () => {
    const prices = [499_000, 1_299_000, 799_000, 1];
    const shares = splitAmount(1_999_999, prices);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_999_999);
    expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
  });

  it("shares equally when every list price is 0, and handles one line", () => {
    expect(splitAmount(100, [0, 0, 0])).toEqual([34, 33, 33]);
    expect(splitAmount(499_000, [123])).toEqual([499_000]);
    expect(splitAmount(5, [])).toEqual([]);
  });

  it("stays exact for amounts and prices whose product passes 2^53", () => {
    const shares = splitAmount(2_000_000_000, [1_999_999_999, 1]);
    expect(shares).toEqual([1_999_999_999, 1]);
  });
});
