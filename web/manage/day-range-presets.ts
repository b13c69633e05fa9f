import { dayKey, dayNumber } from "../../shared/dashboard.ts";
import { siteDateKey } from "../../shared/format.ts";

/** The ranges a day-range picker offers in one click, each ending today in GMT+07:00. */
export const DAY_RANGE_PRESETS = ["last7", "last30", "last90", "last365", "thisYear"] as const;
export type DayRangePreset = (typeof DAY_RANGE_PRESETS)[number];

/** A preset's days, ending today in GMT+07:00 (each within the dashboard's 500-day limit). */
export function presetDays(preset: DayRangePreset, now: Date = new Date()) {
  const today = siteDateKey(now);
  if (preset === "thisYear") return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const days = { last7: 7, last30: 30, last90: 90, last365: 365 }[preset];
  return { from: dayKey((dayNumber(today) ?? 0) - days + 1), to: today };
}
