import { SITE_UTC_OFFSET_MINUTES } from "../../shared/constants.ts";
import type { ListFilter } from "../api/client.ts";

/**
 * A range of days for a time field: days as a date input gives them (YYYY-MM-DD), read in
 * GMT+07:00, the site's time zone, and turned into UTC instants for the list API.
 */

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant at which a GMT+07:00 day starts, `days` later; null for a bad day key. */
export function siteDayStart(key: string | undefined, days = 0): string | null {
  const match = DAY_KEY.exec(key ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a day anyone picked.
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(
    Date.UTC(year, month - 1, day + days) - SITE_UTC_OFFSET_MINUTES * 60_000,
  ).toISOString();
}

/** True when both days are set and the range ends before it starts. */
export function isRangeReversed(from: string | undefined, to: string | undefined): boolean {
  const start = siteDayStart(from);
  const end = siteDayStart(to);
  return start !== null && end !== null && start > end;
}

/** Both ends of the range as filters on `field`: from the first day's start to the last day's end. */
export function dateRangeFilters(
  field: string,
  from: string | undefined,
  to: string | undefined,
): ListFilter[] {
  if (isRangeReversed(from, to)) return [];
  const filters: ListFilter[] = [];
  const start = siteDayStart(from);
  const endExclusive = siteDayStart(to, 1);
  if (start) filters.push([field, ">=", start]);
  if (endExclusive) filters.push([field, "<", endExclusive]);
  return filters;
}
