import { z } from "zod";
import {
  DASHBOARD_PERIODS,
  DATE_RANGE_PRESET_MAX_DAYS,
  type DashboardPeriod,
  SITE_UTC_OFFSET_MINUTES,
  YEAR_RANGE_SPAN,
} from "./constants.ts";
import type { MessageKey } from "./i18n/index.ts";

/**
 * The dashboard's ranges and periods, in days of the site's time zone (GMT+07:00, no daylight
 * saving): a range is two day keys (YYYY-MM-DD, both included), a period cuts it into buckets
 * named by their first day. The server's SQL cuts the same buckets
 * (server/features/dashboard/dashboard-buckets.ts); this module names them all, so a bucket
 * without a figure still shows, as zero.
 */

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface DayRange {
  from: string;
  to: string;
}

/** Days since 1970-01-01 of a valid day key; null for anything else (2026-02-30 included). */
export function dayNumber(key: string): number | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    return null;
  }
  return Math.round(utc.getTime() / DAY_MS);
}

/** The day key of a day number. */
export function dayKey(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range holds, both ends included. */
export function rangeDays(range: DayRange): number {
  return (dayNumber(range.to) ?? 0) - (dayNumber(range.from) ?? 0) + 1;
}

/** The range of the same length that ends the day before this one starts. */
export function previousRange(range: DayRange): DayRange {
  const from = dayNumber(range.from) ?? 0;
  const days = rangeDays(range);
  return { from: dayKey(from - days), to: dayKey(from - 1) };
}

/** The UTC instants the range covers: [start, endExclusive), as stored times compare. */
export function rangeInstants(range: DayRange): { start: string; endExclusive: string } {
  const offset = SITE_UTC_OFFSET_MINUTES * 60_000;
  const from = dayNumber(range.from) ?? 0;
  const to = dayNumber(range.to) ?? 0;
  return {
    start: new Date(from * DAY_MS - offset).toISOString(),
    endExclusive: new Date((to + 1) * DAY_MS - offset).toISOString(),
  };
}

/** The first day of the bucket holding `day`; weeks start on Monday (ISO 8601). */
export function bucketStart(day: string, period: DashboardPeriod): string {
  const n = dayNumber(day) ?? 0;
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  switch (period) {
    case "DAY":
      return day;
    case "WEEK":
      // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
      return dayKey(n - ((((n + 3) % 7) + 7) % 7));
    case "MONTH":
      return `${day.slice(0, 7)}-01`;
    case "QUARTER":
      return `${day.slice(0, 4)}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, "0")}-01`;
    case "YEAR":
      return `${year.toString().padStart(4, "0")}-01-01`;
  }
}

/** Every bucket the range touches, oldest first (the first and last may be partly outside). */
export function bucketsOf(range: DayRange, period: DashboardPeriod): string[] {
  const keys: string[] = [];
  const from = dayNumber(range.from) ?? 0;
  const to = dayNumber(range.to) ?? 0;
  for (let n = from; n <= to; n++) {
    const key = bucketStart(dayKey(n), period);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

/** The current year ± YEAR_RANGE_SPAN, the years a date picker offers. */
export function allowedYears(now: Date = new Date()): { min: number; max: number } {
  const year = now.getUTCFullYear();
  return { min: year - YEAR_RANGE_SPAN, max: year + YEAR_RANGE_SPAN };
}

const dayKeySchema = z
  .string({ error: "validation.required" })
  .refine((v) => dayNumber(v) !== null, { error: "validation.invalidDate" });

/**
 * The dashboard's query: a range of at most DATE_RANGE_PRESET_MAX_DAYS days inside the allowed
 * years, and a period. Each problem is said at the field to fix.
 */
export const dashboardQuerySchema = z
  .object({
    from: dayKeySchema,
    to: dayKeySchema,
    period: z.enum(DASHBOARD_PERIODS).default("DAY"),
  })
  .superRefine((query, ctx) => {
    const add = (path: string, message: MessageKey, params?: Record<string, number>) =>
      ctx.addIssue({ code: "custom", path: [path], message, input: query, params });
    const { min, max } = allowedYears();
    for (const end of ["from", "to"] as const) {
      const year = Number(query[end].slice(0, 4));
      if (year < min || year > max) add(end, "validation.yearOutOfRange", { min, max });
    }
    const days = rangeDays(query);
    if (days < 1) add("to", "validation.dateRangeOrder");
    else if (days > DATE_RANGE_PRESET_MAX_DAYS) {
      add("to", "validation.dateRangeTooLong", { days: DATE_RANGE_PRESET_MAX_DAYS });
    }
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const figure = z.object({ value: z.number(), previous: z.number() });

export const dashboardAnswerSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  previousRange: z.object({ from: z.string(), to: z.string() }),
  period: z.enum(DASHBOARD_PERIODS),
  /** Sales figures: absent for the content roles (docs/product/README.md roles). */
  sales: z
    .object({
      revenue: figure,
      paidOrders: figure,
      newEnrollments: figure,
      newAccounts: figure,
      activeStudents: figure,
      revenueSeries: z.array(z.object({ bucket: z.string(), revenue: z.number() })),
      topCourses: z.array(
        z.object({
          courseId: z.number(),
          name: z.string(),
          revenue: z.number(),
          orders: z.number(),
        }),
      ),
      growthSeries: z.array(
        z.object({ bucket: z.string(), enrollments: z.number(), accounts: z.number() }),
      ),
    })
    .nullable(),
  coursesByDelivery: z.array(z.object({ delivery: z.string(), total: z.number(), added: figure })),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
