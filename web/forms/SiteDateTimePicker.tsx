import "@mantine/dates/styles.css";
import "dayjs/locale/vi";
import { DatePickerInput, DatesProvider, DateTimePicker } from "@mantine/dates";
import type { ReactNode } from "react";
import { useLocale, useT } from "../app-context.tsx";
import { CalendarIcon } from "../components/icons/pages.tsx";
import { isoToSiteDateTime, siteDateTimeToIso } from "./site-date-time.tsx";

/**
 * Mantine's date pickers, in the site's time (GMT+07:00) whatever the browser's time zone: the
 * pickers hold wall-clock strings ("2026-12-01 08:30:00"), read and written here as GMT+07:00.
 */

/** A UTC instant as the picker's GMT+07:00 wall clock; null for none. */
export function isoToPickerValue(iso: string | null | undefined): string | null {
  const local = isoToSiteDateTime(iso);
  return local ? `${local.replace("T", " ")}:00` : null;
}

/** The picker's wall clock, read as GMT+07:00, as a UTC instant; null for none or nonsense. */
export function pickerValueToIso(value: string | null): string | null {
  if (!value) return null;
  const [date, time = "00:00"] = value.split(" ");
  return siteDateTimeToIso(`${date}T${time.slice(0, 5)}`) ?? null;
}

interface SiteDateTimePickerProps {
  label: string;
  description?: ReactNode;
  /** A UTC ISO instant, or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** The field's path, so that a form's first error can be focused. */
  "data-path"?: string;
}

/** A date and time picked in GMT+07:00, kept as a UTC instant; clearable. */
export function SiteDateTimePicker({ value, onChange, ...props }: SiteDateTimePickerProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DateTimePicker
        {...props}
        value={isoToPickerValue(value)}
        onChange={(next) => onChange(pickerValueToIso(next))}
        valueFormat="DD/MM/YYYY HH:mm"
        clearable
        placeholder={t("mediaDetails.datePlaceholder")}
        leftSection={<CalendarIcon size={16} />}
        popoverProps={{ withinPortal: true }}
        submitButtonProps={{ "aria-label": t("actions.apply") }}
      />
    </DatesProvider>
  );
}

interface SiteDatePickerProps {
  label: string;
  /** A day as "YYYY-MM-DD" (in GMT+07:00), or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  minDate?: string;
  maxDate?: string;
  error?: ReactNode;
  className?: string;
}

/** One day, picked from a calendar ("YYYY-MM-DD", a day in GMT+07:00); clearable. */
export function SiteDatePicker({ value, onChange, ...props }: SiteDatePickerProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        {...props}
        value={value}
        onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
        valueFormat="DD/MM/YYYY"
        clearable
        placeholder={t("mediaDetails.datePlaceholder")}
        leftSection={<CalendarIcon size={16} />}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
