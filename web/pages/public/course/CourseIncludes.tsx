import { Text, Title } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { formatDate } from "../../../../shared/format.ts";
import { useT } from "../../../app-context.tsx";
import {
  AwardIcon,
  CalendarIcon,
  DocumentIcon,
  HeadphonesIcon,
  InfinityIcon,
  MapPinIcon,
  MonitorIcon,
  QuizIcon,
  TextLessonIcon,
  VideoIcon,
} from "../../../components/icons/pages.tsx";
import classes from "./CourseIncludes.module.css";
import type { CourseOutline } from "./course-outline.ts";
import type { CourseDetailRow } from "./course-records.ts";
import { countLabel, totalDuration } from "./course-text.ts";
import { summarizeIncludes } from "./includes-summary.ts";

/** What the course includes (docs/product/catalogue-and-prices.md), one line per fact. */
export function CourseIncludes({
  course,
  outline,
}: {
  course: CourseDetailRow;
  outline: CourseOutline;
}) {
  const t = useT();
  const summary = summarizeIncludes(course, outline);
  const kinds = summary.lessonsByKind
    .map(({ kind, count }) => countLabel(t, `coursePage.kinds.${kind}`, count))
    .join(", ");
  return (
    <section className={classes.root} data-testid="course-includes">
      {/* A section of the narrow price card: its title stays small (the CSS size alone loses to
          Title's own heading size). */}
      <Title order={2} size="1rem" className={classes.title}>
        {t("course.includes")}
      </Title>
      <ul className={classes.list}>
        <Item icon={TextLessonIcon}>
          {t("coursePage.lessonsByKind", { count: summary.lessonCount, kinds })}
        </Item>
        {summary.videoSeconds > 0 && (
          <Item icon={VideoIcon}>
            {t("coursePage.videoTotal", { duration: totalDuration(t, summary.videoSeconds) })}
          </Item>
        )}
        {summary.audioSeconds > 0 && (
          <Item icon={HeadphonesIcon}>
            {t("coursePage.audioTotal", { duration: totalDuration(t, summary.audioSeconds) })}
          </Item>
        )}
        {summary.documents > 0 && (
          <Item icon={DocumentIcon}>
            {countLabel(t, "coursePage.kinds.DOCUMENT", summary.documents)}
          </Item>
        )}
        {summary.quizzes > 0 && (
          <Item icon={QuizIcon}>{countLabel(t, "coursePage.kinds.QUIZ", summary.quizzes)}</Item>
        )}
        <Item icon={MonitorIcon}>
          {t("coursePage.delivery", { delivery: t(`enums.delivery.${summary.delivery}`) })}
        </Item>
        {summary.schedule && (
          <Item icon={CalendarIcon}>
            {t("course.schedule", {
              start: formatDate(summary.schedule.start),
              end: formatDate(summary.schedule.end),
            })}
          </Item>
        )}
        {summary.location && (
          <Item icon={MapPinIcon}>{t("course.location", { location: summary.location })}</Item>
        )}
        {summary.delivery === "REMOTE" && (
          <Item icon={MapPinIcon}>{t("coursePage.remotePlace")}</Item>
        )}
        <Item icon={InfinityIcon}>{t("course.lifetimeAccess")}</Item>
        <Item icon={AwardIcon}>{t("course.certificate")}</Item>
      </ul>
    </section>
  );
}

function Item({
  icon: ItemIcon,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  children: ReactNode;
}) {
  return (
    <li className={classes.item}>
      <span className={classes.icon}>
        <ItemIcon size={18} />
      </span>
      <Text component="span" size="sm">
        {children}
      </Text>
    </li>
  );
}
