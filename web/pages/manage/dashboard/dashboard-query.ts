import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DashboardPeriod } from "../../../../shared/constants.ts";
import type { DashboardAnswer } from "../../../../shared/dashboard.ts";
import { apiGet } from "../../../api/client.ts";

export interface DashboardSelection {
  from: string;
  to: string;
  period: DashboardPeriod;
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
