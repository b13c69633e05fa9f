import { Group } from "@mantine/core";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { useT } from "../app-context.tsx";
import { SiteDatePicker } from "../forms/SiteDateTimePicker.tsx";
import { isRangeReversed } from "./date-range.ts";
import classes from "./ListToolbar.module.css";

interface DateRangeFilterProps {
  from: { name: string; label: MessageKey };
  to: { name: string; label: MessageKey };
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string | null) => void;
}

/**
 * Two calendar pickers (@mantine/dates; days in GMT+07:00). A range that ends before it starts is said at
 * the end date and filters nothing until it is fixed.
 */
export function DateRangeFilter({ from, to, values, onChange }: DateRangeFilterProps) {
  const t = useT();
  const start = values[from.name];
  const end = values[to.name];
  return (
    <Group gap="sm" align="flex-start" className={classes.dateRange} data-testid="date-range">
      <SiteDatePicker
        label={t(from.label)}
        value={start ?? null}
        maxDate={end || undefined}
        onChange={(day) => onChange(from.name, day)}
        className={classes.dateInput}
      />
      <SiteDatePicker
        label={t(to.label)}
        value={end ?? null}
        minDate={start || undefined}
        onChange={(day) => onChange(to.name, day)}
        error={isRangeReversed(start, end) ? t("validation.dateRangeOrder") : undefined}
        className={classes.dateInput}
      />
    </Group>
  );
}
