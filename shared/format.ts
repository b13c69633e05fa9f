/**
 * Formatting of numbers, prices, sizes, dates and durations through Intl (vi-VN and en-US, dates
 * in Asia/Ho_Chi_Minh, GMT+07:00), in the fixed layouts the site uses everywhere: `1.234.567,5` (vi),
 * `1,234,567.5` (en), `DD/MM/YYYY HH:mm`. Server and browser print the same text: both have the
 * full ICU data of these two locales (Node's full-icu, every current browser). Formatters are
 * built once per option set and reused; building one costs far more than formatting.
 */
import { type Locale, SITE_UTC_OFFSET_MINUTES } from "./constants.ts";
import { t } from "./i18n/index.ts";

/** The Intl locale of each site language. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { vi: "vi-VN", en: "en-US" };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat; never prints "-0" (signDisplay "negative"). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { signDisplay: "negative", ...options });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * |n| rounded half away from zero to `digits` decimals, as Intl rounds it: on the shortest
 * decimal form of the number, so 1.005 gives 1.01 as a person expects.
 */
function roundedValue(abs: number, digits: number): number {
  const plain = numberFormat("en-US", { maximumFractionDigits: digits, useGrouping: false });
  return Number(plain.format(abs));
}

export interface NumberFormatOptions {
  /** Default 3, as Intl.NumberFormat. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

/** `1.234,5` in vi, `1,234.5` in en. */
export function formatNumber(n: number, locale: Locale, options: NumberFormatOptions = {}): string {
  const min = Math.min(Math.max(options.minimumFractionDigits ?? 0, 0), 20);
  const max = Math.min(Math.max(options.maximumFractionDigits ?? 3, min), 20);
  return numberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(n);
}

/**
 * `1.2K`, `12K`, `3.4M` (vi `1,2K`): Intl's compact notation with the English suffixes K, M, B
 * and T in both languages (Vietnamese's own, "N" and "Tr", read poorly on a course card) and the
 * locale's separators. Beyond T, the number grows: `1,500T`.
 */
export function formatCompact(n: number, locale: Locale): string {
  if (!Number.isFinite(n)) return formatNumber(n, locale);
  const separators = localeSeparators(locale);
  return numberFormat("en-US", { notation: "compact", useGrouping: "always" })
    .formatToParts(n)
    .map(({ type, value }) =>
      type === "decimal" ? separators.decimal : type === "group" ? separators.group : value,
    )
    .join("");
}

/** The decimal and group separators of a locale, as Intl writes them. */
function localeSeparators(locale: Locale): { decimal: string; group: string } {
  const parts = numberFormat(INTL_LOCALES[locale], {}).formatToParts(1234.5);
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: parts.find((p) => p.type === "group")?.value ?? ",",
  };
}

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/**
 * Base 1024: `0 Bytes`, `1 KB`, `1,5 MB` (vi). Up to two decimals by default. (Intl's byte units
 * are base 1000 and stop at petabytes, so only the number goes through Intl.)
 */
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

/**
 * The wall-clock fields of an instant in the site's time zone. Asia/Ho_Chi_Minh has kept
 * GMT+07:00 without daylight saving time since 1975, so the instant moved by that offset reads
 * the zone's clock in UTC. No Intl.DateTimeFormat with a `timeZone`: building the first one
 * loads the browser's time zone data, ~130 ms of a mid-range phone's main thread while the
 * page's script starts (docs/decisions/056).
 */
export function toSiteTime(value: DateInput): SiteTime | null {
  const date = toDate(value);
  if (!date) return null;
  const site = new Date(date.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: site.getUTCFullYear(),
    month: site.getUTCMonth() + 1,
    day: site.getUTCDate(),
    hour: site.getUTCHours(),
    minute: site.getUTCMinutes(),
    second: site.getUTCSeconds(),
  };
}

/** Two digits at least, no grouping: the parts of a date or a clock. */
const pad = (n: number) => String(n).padStart(2, "0");
/** Four digits at least: a year. */
const padYear = (n: number) => String(n).padStart(4, "0");

/**
 * Builds the formatters a storefront page prints with (prices, numbers in the locale). The
 * first Intl formatter a page builds loads the browser's ICU data, ~150 ms of a mid-range
 * phone's main thread: web/main.tsx calls this in a task of its own before hydrating, so
 * that the load neither lengthens the script's start nor lands in a part of the hydration
 * (docs/decisions/056). Formatters are cached, so this is the same work, done earlier.
 */
export function prepareFormats(locale: Locale): void {
  formatNumber(0, locale, { maximumFractionDigits: 0 });
}

/** DD/MM/YYYY in GMT+07:00; "" for an invalid input. */
export function formatDate(value: DateInput): string {
  const s = toSiteTime(value);
  return s ? `${pad(s.day)}/${pad(s.month)}/${padYear(s.year)}` : "";
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
  return s ? `${padYear(s.year)}-${pad(s.month)}-${pad(s.day)}` : "";
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
