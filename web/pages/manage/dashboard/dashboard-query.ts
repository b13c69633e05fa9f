import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DashboardPeriod } from "../../../../shared/constants.ts";
import { type DashboardAnswer, dayKey, dayNumber } from "../../../../shared/dashboard.ts";
import { siteDateKey } from "../../../../shared/format.ts";
import { apiGet } from "../../../api/client.ts";

export interface DashboardSelection {
  from: string;
  to: string;
  period: DashboardPeriod;
}

export const DASHBOARD_PRESETS = ["last7", "last30", "last90", "last365", "thisYear"] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/** A preset's days, ending today in GMT+07:00 (each within the 500-day limit). */
export function presetRange(preset: DashboardPreset, now: Date = new Date()) {
  const today = siteDateKey(now);
  if (preset === "thisYear") return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const days = { last7: 7, last30: 30, last90: 90, last365: 365 }[preset];
  return { from: dayKey((dayNumber(today) ?? 0) - days + 1), to: today };
}

/** The figures of a selection; the last answer stays on screen while the next one loads. */
export function useDashboardFigures(selection: DashboardSelection, enabled: boolean) {
  return useQuery({
    queryKey: ["dashboard", selection.from, selection.to, selection.period],
    queryFn: ({ signal }) =>
      apiGet<DashboardAnswer>("/api/dashboard/figures", { ...selection }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
