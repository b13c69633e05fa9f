import { Group, SegmentedControl } from "@mantine/core";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "../../../../shared/constants.ts";
import { useT } from "../../../app-context.tsx";
import { DayRangeInput } from "../../../manage/DayRangeInput.tsx";
import type { DashboardSelection } from "./dashboard-query.ts";

interface DashboardFiltersProps {
  selection: DashboardSelection;
  /** The range's problem in the reader's language, said at the range; null when fine. */
  rangeError: string | null;
  onChange: (selection: DashboardSelection) => void;
}

/** The range (days in GMT+07:00, picked or preset) and the period the charts are cut into. */
export function DashboardFilters({ selection, rangeError, onChange }: DashboardFiltersProps) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="dashboard-filters">
      <DayRangeInput
        label={t("dashboard.range")}
        value={selection}
        onChange={({ from, to }) => from && to && onChange({ ...selection, from, to })}
        error={rangeError ?? undefined}
        w={250}
        data-testid="dashboard-range"
      />
      <SegmentedControl
        aria-label={t("dashboard.period")}
        data={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`enums.dashboardPeriod.${p}`) }))}
        value={selection.period}
        onChange={(value) => onChange({ ...selection, period: value as DashboardPeriod })}
      />
    </Group>
  );
}
