import type { ComponentType } from "react";
import { formatNumber } from "../../shared/format.ts";
import type { CourseRow } from "../api/records.ts";
import { type Translate, useLocale, useT } from "../app-context.tsx";
import classes from "./CourseFacts.module.css";
import type { IconProps } from "./icons/Icon.tsx";
import { ClockIcon, LearnersIcon, LevelIcon, TextLessonIcon } from "./icons/pages.tsx";

/** The figures the list API computes for a course card (server/features/courses/course.resource.ts). */
export type CourseFactsRow = Pick<
  CourseRow,
  "duration_seconds" | "lesson_count" | "level" | "learner_count"
>;

/**
 * What a buyer compares between cards (issue 19 item 5): length, lessons, level and learners,
 * one short line each with an icon. A figure the answer does not carry is left out; a course
 * without video or audio shows no length rather than "0 min".
 */
export function CourseFacts({ course, className }: { course: CourseFactsRow; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const facts: Array<{ key: string; icon: ComponentType<IconProps>; text: string }> = [];
  const seconds = course.duration_seconds ?? 0;
  if (seconds > 0) facts.push({ key: "duration", icon: ClockIcon, text: hoursMinutes(t, seconds) });
  if (typeof course.lesson_count === "number") {
    facts.push({
      key: "lessons",
      icon: TextLessonIcon,
      text: plural(t, "coursePage.lessons", course.lesson_count, locale),
    });
  }
  if (course.level) {
    facts.push({ key: "level", icon: LevelIcon, text: t(`courseCard.levels.${course.level}`) });
  }
  if (typeof course.learner_count === "number") {
    facts.push({
      key: "learners",
      icon: LearnersIcon,
      text: plural(t, "courseCard.learners", course.learner_count, locale),
    });
  }
  if (facts.length === 0) return null;
  return (
    <ul
      className={className ? `${classes.facts} ${className}` : classes.facts}
      aria-label={t("courseCard.facts")}
      data-testid="course-facts"
    >
      {facts.map(({ key, icon: Icon, text }) => (
        <li key={key} data-fact={key}>
          <Icon size={15} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

function plural(
  t: Translate,
  base: "coursePage.lessons" | "courseCard.learners",
  count: number,
  locale: ReturnType<typeof useLocale>,
): string {
  return count === 1
    ? t(`${base}.one`)
    : t(`${base}.other`, { count: formatNumber(count, locale) });
}

/** "2 giờ 5 phút", "45 phút": rounded to the minute, never 0 for something with a length. */
export function hoursMinutes(t: Translate, seconds: number): string {
  const total = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return t("coursePage.minutes", { minutes });
  if (minutes === 0) return t("coursePage.hours", { hours });
  return t("coursePage.hoursMinutes", { hours, minutes });
}
