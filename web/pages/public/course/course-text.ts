import type { MessageKey } from "../../../../shared/i18n/index.ts";
import type { Translate } from "../../../app-context.tsx";
import { durationParts } from "./includes-summary.ts";

type PluralBase =
  | "coursePage.chapters"
  | "coursePage.lessons"
  | "coursePage.questions"
  | `coursePage.kinds.${"VIDEO" | "AUDIO" | "DOCUMENT" | "QUIZ" | "TEXT"}`;

/** "1 lesson" / "12 lessons": the catalogue has a `one` and an `other` form of each count. */
export function countLabel(t: Translate, base: PluralBase, count: number): string {
  return t(`${base}.${count === 1 ? "one" : "other"}` as MessageKey, { count });
}

/** A total length in hours and minutes: "2 giờ 5 phút", "45 min". */
export function totalDuration(t: Translate, seconds: number): string {
  const { hours, minutes } = durationParts(seconds);
  if (hours === 0) return t("coursePage.minutes", { minutes });
  if (minutes === 0) return t("coursePage.hours", { hours });
  return t("coursePage.hoursMinutes", { hours, minutes });
}

/** Objectives and requirements are stored one per line. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
}
