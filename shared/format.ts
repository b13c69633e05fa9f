/**
 * Deterministic formatting of numbers, prices, sizes, dates and durations. Nothing here uses
 * Intl or the runtime's time zone: server and browser must print the same text (the page shell
 * is rendered on the server and hydrated in the browser), whatever ICU data either has.
 */
import { type Locale, SITE_UTC_OFFSET_MINUTES } from "./constants.ts";
import { t } from "./i18n/index.ts";

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  vi: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

/**
 * |n| rounded half away from zero to `digits` decimals, as integer and fraction digit strings.
 * It rounds the shortest decimal form of the number (what `toString` prints), so 1.005 gives
 * 1.01 as a person expects, not the 1.00 that the binary value would.
 */
function roundAbs(abs: number, digits: number): { int: string; frac: string } {
  const text = abs.toString();
  if (text.includes("e")) {
    if (abs >= 1) return { int: BigInt(abs).toString(), frac: "" }; // ≥ 1e21: an integer
    const [int = "0", frac = ""] = abs.toFixed(digits).split(".");
    return { int, frac };
  }
  const [int = "0", frac = ""] = text.split(".");
  if (frac.length <= digits) return { int, frac };
  const roundUp = Number(frac[digits]) >= 5 ? 1n : 0n;
  const kept = (BigInt(int + frac.slice(0, digits)) + roundUp).toString().padStart(digits + 1, "0");
  const cut = kept.length - digits;
  return { int: kept.slice(0, cut), frac: kept.slice(cut) };
}

function roundedValue(abs: number, digits: number): number {
  const { int, frac } = roundAbs(abs, digits);
  return Number(frac ? `${int}.${frac}` : int);
}

export interface NumberFormatOptions {
  /** Default 3, as Intl.NumberFormat. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

/** `1.234,5` in vi, `1,234.5` in en. */
export function formatNumber(n: number, locale: Locale, options: NumberFormatOptions = {}): string {
  if (Number.isNaN(n)) return "NaN";
  if (!Number.isFinite(n)) return n > 0 ? "∞" : "-∞";
  const min = Math.min(Math.max(options.minimumFractionDigits ?? 0, 0), 20);
  const max = Math.min(Math.max(options.maximumFractionDigits ?? 3, min), 20);
  const { int, frac: rawFrac } = roundAbs(Math.abs(n), max);
  const frac = rawFrac.replace(/0+$/, "").padEnd(min, "0");
  const { group, decimal } = SEPARATORS[locale];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = n < 0 && /[1-9]/.test(int + frac) ? "-" : ""; // no "-0"
  return `${sign}${grouped}${frac ? decimal + frac : ""}`;
}

const COMPACT_SUFFIXES = ["", "K", "M", "B", "T"] as const;

/**
 * `1.2K`, `12K`, `3.4M` (vi `1,2K`): one decimal below 10 of a unit, none above, like Intl's
 * compact notation. A value that rounds up to 1000 of a unit moves to the next (999 950 → 1M).
 */
export function formatCompact(n: number, locale: Locale): string {
  if (!Number.isFinite(n)) return formatNumber(n, locale);
  const abs = Math.abs(n);
  let tier = 0;
  while (tier < COMPACT_SUFFIXES.length - 1 && abs >= 1000 ** (tier + 1)) tier++;
  const scaled = abs / 1000 ** tier;
  let value = roundedValue(scaled, scaled < 10 ? 1 : 0);
  if (value >= 1000 && tier < COMPACT_SUFFIXES.length - 1) {
    tier++;
    value = roundedValue(value / 1000, 1);
  }
  const text = formatNumber(n < 0 ? -value : value, locale, { maximumFractionDigits: 1 });
  return `${text}${COMPACT_SUFFIXES[tier]}`;
}

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/** Base 1024: `0 Bytes`, `1 KB`, `1,5 MB` (vi). Up to two decimals by default. */
export function formatFileSize(
  bytes: number,
  locale: Locale,
  { maximumFractionDigits = 2 }: { maximumFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(bytes)) return `${formatNumber(bytes, locale)} Bytes`;
  const abs = Math.abs(bytes);
  let unit = 0;
  while (unit < SIZE_UNITS.length - 1 && abs >= 1024 ** (unit + 1)) unit++;
  let value = roundedValue(abs / 1024 ** unit, maximumFractionDigits);
  if (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    unit++;
    value = roundedValue(value / 1024, maximumFractionDigits);
  }
  const text = formatNumber(bytes < 0 ? -value : value, locale, { maximumFractionDigits });
  return `${text} ${SIZE_UNITS[unit]}`;
}

export interface PriceFormatOptions {
  /** "symbol": `1.290.000đ`; "text": `1.290.000 VNĐ`. */
  unit?: "symbol" | "text";
  /** Show 0 as "Free" (default); turn off for totals and revenue. */
  zeroAsFree?: boolean;
}

/** A whole number of dong in the locale's grouping; 0 is "Miễn phí" / "Free". */
export function formatPrice(
  amount: number,
  locale: Locale,
  { unit = "symbol", zeroAsFree = true }: PriceFormatOptions = {},
): string {
  if (amount === 0 && zeroAsFree) return t(locale, "price.free");
  const text = formatNumber(amount, locale, { maximumFractionDigits: 0 });
  return unit === "symbol" ? `${text}đ` : `${text} VNĐ`;
}

export type DateInput = string | number | Date;

const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A Date from an ISO string, epoch milliseconds or a Date; null when invalid. A date-time
 * without an offset ("2026-11-22 07:00:00", as SQLite prints) is UTC, never the runtime's
 * local time; strings that are not ISO-like are refused rather than guessed.
 */
function toDate(value: DateInput): Date | null {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === "number") date = new Date(value);
  else {
    const text = value.trim();
    if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
    date = new Date(ZONELESS_DATE_TIME.test(text) ? `${text.replace(" ", "T")}Z` : text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface SiteTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock fields of an instant in GMT+07:00 (Vietnam has no daylight saving time). */
export function toSiteTime(value: DateInput): SiteTime | null {
  const date = toDate(value);
  if (!date) return null;
  const shifted = new Date(date.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** DD/MM/YYYY in GMT+07:00; "" for an invalid input. */
export function formatDate(value: DateInput): string {
  const s = toSiteTime(value);
  return s ? `${pad(s.day)}/${pad(s.month)}/${pad(s.year, 4)}` : "";
}

/** DD/MM/YYYY HH:mm in GMT+07:00; "" for an invalid input. */
export function formatDateTime(value: DateInput): string {
  const s = toSiteTime(value);
  return s ? `${formatDate(value)} ${pad(s.hour)}:${pad(s.minute)}` : "";
}

/** DD/MM/YYYY HH:mm:ss in GMT+07:00; "" for an invalid input. */
export function formatDateTimeSeconds(value: DateInput): string {
  const s = toSiteTime(value);
  return s ? `${formatDateTime(value)}:${pad(s.second)}` : "";
}

/** YYYY-MM-DD of the day in GMT+07:00: the key of a dashboard day, a date input's value. */
export function siteDateKey(value: DateInput): string {
  const s = toSiteTime(value);
  return s ? `${pad(s.year, 4)}-${pad(s.month)}-${pad(s.day)}` : "";
}

/** The UTC ISO instant at which the GMT+07:00 day containing `value` starts. */
export function startOfSiteDay(value: DateInput): string {
  const s = toSiteTime(value);
  if (!s) throw new RangeError(`Invalid date: ${String(value)}`);
  const midnight = Date.UTC(s.year, s.month - 1, s.day) - SITE_UTC_OFFSET_MINUTES * 60_000;
  return new Date(midnight).toISOString();
}

/** The stored and wire form of an instant: `2026-11-22T07:00:00.000Z`. Throws if invalid. */
export function toIsoUtc(value: DateInput): string {
  const date = toDate(value);
  if (!date) throw new RangeError(`Invalid date: ${String(value)}`);
  return date.toISOString();
}

/**
 * A media length or position: `m:ss`, or `h:mm:ss` from one hour. Fractions are dropped, as
 * players do, so a position never shows more than has been played.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The promotion countdown, HH:MM:SS. Partial seconds round up, so the label reads 00:00:01
 * until the very end and 00:00:00 only when the time is over.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${pad(h)}:${pad(m)}:${pad(total % 60)}`;
}
