import { describe, expect, it } from "vitest";
import {
  comboCharge,
  discountPercent,
  isFree,
  isPromotionRunning,
  promotionEndsWithin,
  promotionRemainingMs,
  salePrice,
} from "./pricing.ts";

const promotion = {
  discount_percentage: 30,
  start_time: "2026-11-01T00:00:00.000Z",
  end_time: "2026-11-30T00:00:00.000Z",
};
const during = new Date("2026-11-15T00:00:00.000Z");

describe("isPromotionRunning", () => {
  it("includes the start and excludes the end", () => {
    expect(isPromotionRunning(promotion, new Date(promotion.start_time))).toBe(true);
    expect(isPromotionRunning(promotion, new Date(Date.parse(promotion.end_time) - 1))).toBe(true);
    expect(isPromotionRunning(promotion, new Date(promotion.end_time))).toBe(false);
    expect(isPromotionRunning(promotion, new Date(Date.parse(promotion.start_time) - 1))).toBe(
      false,
    );
  });

  it("is false for a promotion hidden from buyers (PRIVATE or ARCHIVED)", () => {
    expect(isPromotionRunning({ ...promotion, visibility: "PUBLIC" }, during)).toBe(true);
    expect(isPromotionRunning({ ...promotion, visibility: "PRIVATE" }, during)).toBe(false);
    expect(salePrice(100_000, { ...promotion, visibility: "ARCHIVED" }, during)).toBe(100_000);
  });

  it("is false without a promotion or with unreadable times", () => {
    expect(isPromotionRunning(null, during)).toBe(false);
    expect(isPromotionRunning({ ...promotion, end_time: "soon" }, during)).toBe(false);
  });
});

describe("salePrice", () => {
  it("floors the discounted price while the promotion runs", () => {
    expect(salePrice(1_290_000, promotion, during)).toBe(903_000);
    expect(salePrice(999, promotion, during)).toBe(699); // 699.3
    expect(salePrice(1, { ...promotion, discount_percentage: 50 }, during)).toBe(0);
  });

  it("is the price outside the promotion or without one", () => {
    expect(salePrice(1_290_000, promotion, new Date("2026-12-01T00:00:00.000Z"))).toBe(1_290_000);
    expect(salePrice(1_290_000, null, during)).toBe(1_290_000);
  });

  it("never goes below zero or above the price", () => {
    expect(salePrice(500_000, { ...promotion, discount_percentage: 120 }, during)).toBe(0);
    expect(salePrice(500_000, { ...promotion, discount_percentage: -10 }, during)).toBe(500_000);
  });

  it("makes a 100 % promotion free", () => {
    expect(isFree(500_000, { ...promotion, discount_percentage: 100 }, during)).toBe(true);
    expect(isFree(500_000, promotion, during)).toBe(false);
    expect(isFree(0, null, during)).toBe(true);
  });
});

describe("discountPercent", () => {
  it("shows the percentage only for a running promotion on a priced course", () => {
    expect(discountPercent(500_000, promotion, during)).toBe(30);
    expect(discountPercent(0, promotion, during)).toBe(0);
    expect(discountPercent(500_000, promotion, new Date("2027-01-01T00:00:00.000Z"))).toBe(0);
    expect(discountPercent(500_000, null, during)).toBe(0);
  });
});

describe("countdown", () => {
  const endsSoon = { ...promotion, end_time: "2026-11-16T23:00:00.000Z" }; // 47 h after `during`

  it("shows when the running promotion ends within 48 hours", () => {
    expect(promotionEndsWithin(endsSoon, during)).toBe(true);
    expect(promotionEndsWithin(promotion, during)).toBe(false);
    expect(promotionEndsWithin(endsSoon, during, 24)).toBe(false);
  });

  it("is exactly 48 hours: not shown at 48 h, shown a millisecond later", () => {
    const end = Date.parse(endsSoon.end_time);
    expect(promotionEndsWithin(endsSoon, new Date(end - 48 * 3_600_000))).toBe(false);
    expect(promotionEndsWithin(endsSoon, new Date(end - 48 * 3_600_000 + 1))).toBe(true);
  });

  it("has no remaining time once ended or before it starts", () => {
    expect(promotionRemainingMs(endsSoon, during)).toBe(47 * 3_600_000);
    expect(promotionRemainingMs(endsSoon, new Date(endsSoon.end_time))).toBeNull();
    expect(promotionEndsWithin(endsSoon, new Date("2026-10-31T12:00:00.000Z"))).toBe(false);
  });
});

describe("comboCharge", () => {
  const course = (price: number, salePrice = price, owned = false) => ({ price, salePrice, owned });

  it("charges the combo price when nothing is owned and it is under the sale prices", () => {
    expect(comboCharge(900_000, [course(500_000), course(500_000)])).toEqual({
      amount: 900_000,
      saleTotal: 1_000_000,
      saving: 100_000,
    });
  });

  it("charges the share of the missing courses, in proportion to list prices", () => {
    // 1,000,000 × 900k / 1,400k, floored.
    const charge = comboCharge(1_000_000, [
      course(500_000, 500_000, true),
      course(300_000),
      course(600_000),
    ]);
    expect(charge).toEqual({ amount: 642_857, saleTotal: 900_000, saving: 257_143 });
  });

  it("never charges more than the missing courses' sale prices; no saving then", () => {
    const charge = comboCharge(1_300_000, [
      course(500_000, 250_000, true),
      course(300_000, 150_000),
      course(600_000, 300_000),
    ]);
    expect(charge).toEqual({ amount: 450_000, saleTotal: 450_000, saving: 0 });
  });

  it("measures the saving against today's sale prices, not list prices", () => {
    const charge = comboCharge(800_000, [course(500_000, 400_000), course(500_000, 400_000)]);
    expect(charge.saving).toBe(0);
    expect(charge.amount).toBe(800_000);
  });

  it("shares equally when every list price is 0, and charges nothing when all are owned", () => {
    expect(comboCharge(100_000, [course(0, 0, true), course(0, 0)]).amount).toBe(0);
    expect(comboCharge(100_000, [course(0, 90_000, true), course(0, 90_000)]).amount).toBe(50_000);
    expect(comboCharge(100_000, [course(100, 100, true)])).toEqual({
      amount: 0,
      saleTotal: 0,
      saving: 0,
    });
  });
});
