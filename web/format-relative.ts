import type { Locale } from "../shared/constants.ts";
import { formatDateTime, INTL_LOCALES } from "../shared/format.ts";
import type { Translate } from "./app-context.tsx";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Narrow: "5 phút trước" in Vietnamese, "5m ago" in English, for lists with little room. */
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { style: "narrow" });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * "Vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước", then the date and time in
 * GMT+07:00 from a week on, when "n days ago" stops being the easier reading.
 */
export function formatRelativeTime(
  iso: string,
  locale: Locale,
  t: Translate,
  now = Date.now(),
): string {
  const elapsed = now - Date.parse(iso);
  if (!Number.isFinite(elapsed)) return "";
  if (elapsed < MINUTE) return t("time.justNow");
  const format = relativeFormat(locale);
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return format.format(-Math.floor(elapsed / DAY), "day");
  return formatDateTime(iso);
}
