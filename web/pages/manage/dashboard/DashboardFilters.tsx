import { Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "../../../../shared/constants.ts";
import { allowedYears } from "../../../../shared/dashboard.ts";
import { useT } from "../../../app-context.tsx";
import {
  DASHBOARD_PRESETS,
  type DashboardPreset,
  type DashboardSelection,
} from "./dashboard-query.ts";

interface DashboardFiltersProps {
  selection: DashboardSelection;
  preset: DashboardPreset | null;
  /** The range's problem in the reader's language, said at the end date; null when fine. */
  rangeError: string | null;
  onPreset: (preset: DashboardPreset) => void;
  onChange: (selection: DashboardSelection) => void;
}

/** The range (a preset or two days in GMT+07:00) and the period the charts are cut into. */
export function DashboardFilters({
  selection,
  preset,
  rangeError,
  onPreset,
  onChange,
}: DashboardFiltersProps) {
  const t = useT();
  const years = allowedYears();
  const bounds = { min: `${years.min}-01-01`, max: `${years.max}-12-31` };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="dashboard-filters">
      <Select
        label={t("dashboard.range")}
        data={DASHBOARD_PRESETS.map((p) => ({ value: p, label: t(`dashboard.presets.${p}`) }))}
        value={preset}
        onChange={(value) => value && onPreset(value as DashboardPreset)}
        allowDeselect={false}
        w={150}
      />
      <TextInput
        type="date"
        label={t("dashboard.from")}
        value={selection.from}
        {...bounds}
        onChange={(e) => onChange({ ...selection, from: e.currentTarget.value })}
        w={160}
      />
      <TextInput
        type="date"
        label={t("dashboard.to")}
        value={selection.to}
        {...bounds}
        onChange={(e) => onChange({ ...selection, to: e.currentTarget.value })}
        error={rangeError ?? undefined}
        w={160}
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
