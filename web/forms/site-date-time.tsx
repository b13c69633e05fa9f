import { TextInput } from "@mantine/core";
import { toSiteTime } from "../../shared/format.ts";

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A `datetime-local` value read as GMT+07:00 (the site's time), as a UTC instant. */
export function siteDateTimeToIso(value: string): string | undefined {
  if (!LOCAL_DATE_TIME.test(value)) return undefined;
  const date = new Date(`${value}:00+07:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A UTC instant as the `datetime-local` value of its GMT+07:00 wall clock; "" for none. */
export function isoToSiteDateTime(value: string | null | undefined): string {
  const s = value ? toSiteTime(value) : null;
  if (!s) return "";
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(s.year).padStart(4, "0")}-${two(s.month)}-${two(s.day)}T${two(s.hour)}:${two(s.minute)}`;
}

interface SiteDateTimeInputProps {
  name: string;
  label: string;
  description?: string;
  /** A UTC ISO instant, or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  error?: React.ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/** A date and time typed in the site's time (GMT+07:00) and kept as a UTC instant. */
export function SiteDateTimeInput({ value, onChange, ...props }: SiteDateTimeInputProps) {
  return (
    <TextInput
      {...props}
      type="datetime-local"
      defaultValue={isoToSiteDateTime(value)}
      onChange={(event) => onChange(siteDateTimeToIso(event.currentTarget.value) ?? null)}
    />
  );
}
