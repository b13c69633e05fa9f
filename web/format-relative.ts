import { formatDateTime } from "../shared/format.ts";
import type { Translate } from "./app-context.tsx";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước", then the date and time in
 * GMT+07:00 from a week on, when "n days ago" stops being the easier reading.
 */
export function formatRelativeTime(iso: string, t: Translate, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  if (!Number.isFinite(elapsed)) return "";
  if (elapsed < MINUTE) return t("time.justNow");
  if (elapsed < HOUR) return t("time.minutesAgo", { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t("time.hoursAgo", { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) return t("time.daysAgo", { count: Math.floor(elapsed / DAY) });
  return formatDateTime(iso);
}
