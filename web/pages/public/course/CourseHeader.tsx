import { Badge, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatDate, formatNumber } from "../../../../shared/format.ts";
import { buildPath } from "../../../../shared/routes.ts";
import type { UserRow } from "../../../api/records.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { FavoriteButton } from "../../../components/FavoriteButton.tsx";
import {
  CalendarIcon,
  LanguageIcon,
  LearnersIcon,
  LevelIcon,
} from "../../../components/icons/pages.tsx";
import classes from "./CourseHeader.module.css";
import type { CourseDetailRow } from "./course-records.ts";
import { ShareButton } from "./ShareButton.tsx";

interface CourseHeaderProps {
  course: CourseDetailRow;
  creator: UserRow | undefined;
  className?: string;
}

/**
 * Name, description, creator, learners, level, teaching language, last update, like and share
 * (docs/product/screens-and-routes.md "Course page").
 */
export function CourseHeader({ course, creator, className }: CourseHeaderProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <header className={className} data-testid="course-header">
      <Badge variant="white" color="brand" radius="sm" mb="sm" tt="none">
        {t(`enums.delivery.${course.delivery}`)}
      </Badge>
      <Title order={1} className={classes.name} lang={course.language}>
        {course.name}
      </Title>
      {course.description && (
        <Text className={classes.description} lang={course.language}>
          {course.description}
        </Text>
      )}
      <Group className={classes.meta} gap="md" justify="space-between" wrap="wrap">
        <Group gap="lg" wrap="wrap" className={classes.facts}>
          {creator?.full_name && (
            <Text size="sm">
              {t("coursePage.createdBy")}{" "}
              <Link
                to={buildPath("user_profile", { id: creator.id })}
                className={classes.creator}
                data-testid="course-creator"
              >
                {creator.full_name}
              </Link>
            </Text>
          )}
          {typeof course.learner_count === "number" && (
            <Text size="sm" className={classes.updated} data-testid="course-learners">
              <LearnersIcon size={16} />
              {course.learner_count === 1
                ? t("courseCard.learners.one")
                : t("courseCard.learners.other", {
                    count: formatNumber(course.learner_count, locale),
                  })}
            </Text>
          )}
          {course.level && (
            <Text size="sm" className={classes.updated} data-testid="course-level">
              <LevelIcon size={16} />
              {t(`courseCard.levels.${course.level}`)}
            </Text>
          )}
          {course.language && (
            <Text size="sm" className={classes.updated} data-testid="course-language">
              <LanguageIcon size={16} />
              {t("coursePage.language", {
                language: t(`enums.courseLanguage.${course.language}`),
              })}
            </Text>
          )}
          <Text size="sm" className={classes.updated} data-testid="course-updated">
            <CalendarIcon size={16} />
            {t("common.lastUpdated", { date: formatDate(course.update_time) })}
          </Text>
        </Group>
        <Group gap="xs">
          <FavoriteButton courseId={course.id} variant="icon" />
          <ShareButton course={course} variant="icon" />
        </Group>
      </Group>
    </header>
  );
}
