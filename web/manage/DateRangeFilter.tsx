import { Group, TextInput } from "@mantine/core";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { useT } from "../app-context.tsx";
import { isRangeReversed } from "./date-range.ts";
import classes from "./ListToolbar.module.css";

interface DateRangeFilterProps {
  from: { name: string; label: MessageKey };
  to: { name: string; label: MessageKey };
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string | null) => void;
}

/**
 * Two native date inputs (days in GMT+07:00). A range that ends before it starts is said at
 * the end date and filters nothing until it is fixed.
 */
export function DateRangeFilter({ from, to, values, onChange }: DateRangeFilterProps) {
  const t = useT();
  const start = values[from.name];
  const end = values[to.name];
  return (
    <Group gap="sm" align="flex-start" className={classes.dateRange} data-testid="date-range">
      <TextInput
        type="date"
        label={t(from.label)}
        value={start ?? ""}
        max={end || undefined}
        onChange={(event) => onChange(from.name, event.currentTarget.value || null)}
        className={classes.dateInput}
      />
      <TextInput
        type="date"
        label={t(to.label)}
        value={end ?? ""}
        min={start || undefined}
        onChange={(event) => onChange(to.name, event.currentTarget.value || null)}
        error={isRangeReversed(start, end) ? t("validation.dateRangeOrder") : undefined}
        className={classes.dateInput}
      />
    </Group>
  );
}
