import type { MessageKey } from "../../shared/i18n/index.ts";
import { useT } from "../app-context.tsx";
import { DayRangeInput } from "./DayRangeInput.tsx";
import { isRangeReversed } from "./date-range.ts";
import classes from "./ListToolbar.module.css";

interface DateRangeFilterProps {
  /** The range's label; by default "Dates". */
  label?: MessageKey;
  from: { name: string; label: MessageKey };
  to: { name: string; label: MessageKey };
  values: Readonly<Record<string, string>>;
  /** Both ends at once (a day, or null to clear it). */
  onChange: (patch: Record<string, string | null>) => void;
}

/**
 * A range of days (GMT+07:00) on one calendar with presets, kept in the URL as two days. A
 * range that ends before it starts (an edited URL) is said at the field and filters nothing.
 */
export function DateRangeFilter({ label, from, to, values, onChange }: DateRangeFilterProps) {
  const t = useT();
  const start = values[from.name] ?? null;
  const end = values[to.name] ?? null;
  return (
    <DayRangeInput
      label={t(label ?? "manage.dateRange")}
      value={{ from: start, to: end }}
      onChange={(range) => onChange({ [from.name]: range.from, [to.name]: range.to })}
      error={
        isRangeReversed(start ?? undefined, end ?? undefined)
          ? t("validation.dateRangeOrder")
          : undefined
      }
      clearable
      className={classes.dateInput}
      data-testid="date-range"
    />
  );
}
