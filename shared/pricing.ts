/**
 * Prices and promotions (docs/product/catalogue-and-prices.md). Prices are whole dong; a
 * promotion runs while start_time ≤ now < end_time, times being UTC ISO strings, and only when
 * it is PUBLIC: a PRIVATE or ARCHIVED promotion is hidden from buyers, so it discounts nothing
 * (docs/decisions/011-hidden-promotions.md).
 */
import { COUNTDOWN_THRESHOLD_HOURS } from "./constants.ts";

/** The promotion fields pricing needs, as they are stored and sent (snake_case). */
export interface PromotionWindow {
  readonly discount_percentage: number;
  readonly start_time: string;
  readonly end_time: string;
  /** Left out by callers that already read only PUBLIC promotions. */
  readonly visibility?: string;
}

/** Whether the promotion applies at `now`; a promotion with unreadable times never does. */
export function isPromotionRunning(
  promotion: PromotionWindow | null | undefined,
  now: Date,
): boolean {
  if (!promotion) return false;
  if (promotion.visibility !== undefined && promotion.visibility !== "PUBLIC") return false;
  const start = Date.parse(promotion.start_time);
  const end = Date.parse(promotion.end_time);
  const at = now.getTime();
  return start <= at && at < end; // NaN compares false
}

function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(Math.max(percent, 0), 100) : 0;
}

/** floor(price × (100 − discount) / 100) while the promotion runs, else the price. */
export function salePrice(
  price: number,
  promotion: PromotionWindow | null | undefined,
  now: Date,
): number {
  if (!promotion || !isPromotionRunning(promotion, now)) return price;
  return Math.floor((price * (100 - clampPercent(promotion.discount_percentage))) / 100);
}

/**
 * The discount a course card shows: the running promotion's percentage when the course has a
 * price, else 0 (nothing to show).
 */
export function discountPercent(
  price: number,
  promotion: PromotionWindow | null | undefined,
  now: Date,
): number {
  if (!promotion || price <= 0 || !isPromotionRunning(promotion, now)) return 0;
  return clampPercent(promotion.discount_percentage);
}

/** Free after promotion: enrolled at once with Enroll now instead of Buy now. */
export function isFree(
  price: number,
  promotion: PromotionWindow | null | undefined,
  now: Date,
): boolean {
  return salePrice(price, promotion, now) <= 0;
}

/** Milliseconds until a running promotion ends; null when it is not running. */
export function promotionRemainingMs(
  promotion: PromotionWindow | null | undefined,
  now: Date,
): number | null {
  if (!promotion || !isPromotionRunning(promotion, now)) return null;
  return Date.parse(promotion.end_time) - now.getTime();
}

/** Whether the countdown shows: the promotion runs and ends in less than `hours` hours. */
export function promotionEndsWithin(
  promotion: PromotionWindow | null | undefined,
  now: Date,
  hours: number = COUNTDOWN_THRESHOLD_HOURS,
): boolean {
  const remaining = promotionRemainingMs(promotion, now);
  return remaining !== null && remaining < hours * 3_600_000;
}

/** A course of a combo as the combo's pricing sees it. */
export interface ComboCoursePrice {
  /** The course's list price. */
  readonly price: number;
  /** Its price today (its running promotion applied). */
  readonly salePrice: number;
  /** Whether the buyer owns it already (not charged). */
  readonly owned: boolean;
}

/**
 * What a buyer pays for a combo (docs/product/orders-and-payment.md): the combo
 * price's share of the courses they do not own yet, in proportion to list prices (equal shares
 * when every list price is 0), and never more than those courses' sale prices today added up.
 * `saving` is measured against those same sale prices, 0 when there is none (then not shown).
 */
export function comboCharge(
  comboPrice: number,
  courses: readonly ComboCoursePrice[],
): { amount: number; saleTotal: number; saving: number } {
  const missing = courses.filter((c) => !c.owned);
  const saleTotal = missing.reduce((sum, c) => sum + Math.max(c.salePrice, 0), 0);
  if (missing.length === 0) return { amount: 0, saleTotal: 0, saving: 0 };
  const listTotal = courses.reduce((sum, c) => sum + Math.max(c.price, 0), 0);
  const share =
    listTotal > 0
      ? Number(
          (BigInt(Math.max(comboPrice, 0)) *
            BigInt(missing.reduce((sum, c) => sum + Math.max(c.price, 0), 0))) /
            BigInt(listTotal),
        )
      : Math.floor((Math.max(comboPrice, 0) * missing.length) / courses.length);
  const amount = Math.min(share, saleTotal);
  return { amount, saleTotal, saving: Math.max(saleTotal - amount, 0) };
}
