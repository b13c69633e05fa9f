import "@mantine/dates/styles.css";
import "dayjs/locale/vi";
import { DatePickerInput, type DatePickerPreset, DatesProvider } from "@mantine/dates";
import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import { allowedYears } from "../../shared/dashboard.ts";
import { useLocale, useT } from "../app-context.tsx";
import { DAY_RANGE_PRESETS, type DayRangePreset, presetDays } from "./day-range-presets.ts";

export interface DayRangeValue {
  from: string | null;
  to: string | null;
}

interface DayRangeInputProps {
  label: string;
  value: DayRangeValue;
  /** Called with both days once both are picked (or a preset chosen), or both null when cleared. */
  onChange: (range: DayRangeValue) => void;
  presets?: readonly DayRangePreset[];
  error?: ReactNode;
  clearable?: boolean;
  className?: string;
  w?: number;
  "data-testid"?: string;
}

/**
 * A range of days (GMT+07:00 day keys, YYYY-MM-DD) picked on a calendar (@mantine/dates,
 * `type="range"`), with presets beside it, inside the years a date may take (the current year
 * ± YEAR_RANGE_SPAN). Weeks start on Monday and the month and day names follow the reader's
 * language. The first day picked waits for the second before anything is filtered.
 */
export function DayRangeInput({
  label,
  value,
  onChange,
  presets = DAY_RANGE_PRESETS,
  error,
  clearable = false,
  className,
  w,
  "data-testid": testId,
}: DayRangeInputProps) {
  const t = useT();
  const locale = useLocale();
  const [draft, setDraft] = useState<[string | null, string | null]>([value.from, value.to]);
  useEffect(() => setDraft([value.from, value.to]), [value.from, value.to]);
  const years = allowedYears();
  const choices: DatePickerPreset<"range">[] = presets.map((preset) => {
    const days = presetDays(preset);
    return { value: [days.from, days.to], label: t(`dashboard.presets.${preset}`) };
  });
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1, consistentWeeks: true }}>
      <DatePickerInput
        type="range"
        label={label}
        value={draft}
        presets={choices}
        allowSingleDateInRange
        clearable={clearable}
        valueFormat={locale === "vi" ? "DD/MM/YYYY" : "D MMM YYYY"}
        minDate={`${years.min}-01-01`}
        maxDate={`${years.max}-12-31`}
        error={error}
        className={className}
        w={w}
        data-testid={testId}
        popoverProps={{ withinPortal: true }}
        ariaLabels={{
          monthLevelControl: t("manage.calendar.monthLevel"),
          yearLevelControl: t("manage.calendar.yearLevel"),
          nextMonth: t("manage.calendar.nextMonth"),
          previousMonth: t("manage.calendar.previousMonth"),
          nextYear: t("manage.calendar.nextYear"),
          previousYear: t("manage.calendar.previousYear"),
          nextDecade: t("manage.calendar.nextDecade"),
          previousDecade: t("manage.calendar.previousDecade"),
        }}
        onChange={(next) => {
          const [from, to] = next as [string | null, string | null];
          setDraft([from, to]);
          if ((from && to) || (!from && !to)) onChange({ from, to });
        }}
      />
    </DatesProvider>
  );
}
