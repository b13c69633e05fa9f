import { Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { formatDateTime, formatDuration } from "../../../../shared/format.ts";
import { useT } from "../../../app-context.tsx";
import classes from "./CourseContent.module.css";
import type { OutlineLesson } from "./course-outline.ts";
import type { LessonRow } from "./course-records.ts";
import { LESSON_KIND_ICONS } from "./lesson-kind-icon.tsx";

/** Whether the reader can open the lesson here: a free preview whose content was sent. */
export function isPreviewable({ lesson, video, audio, document }: OutlineLesson): boolean {
  if (lesson.is_preview !== 1) return false;
  switch (lesson.type) {
    case "VIDEO":
      return Boolean(video?.path);
    case "AUDIO":
      return Boolean(audio?.path);
    case "QUIZ":
      return lesson.quiz_id !== null;
    case "TEXT":
      return lesson.content !== null && lesson.content !== undefined;
    case "DOCUMENT":
      return Boolean(document?.path);
  }
}

interface LessonListProps {
  lessons: OutlineLesson[];
  onPreview: (lesson: LessonRow) => void;
}

/** Lessons with their kind, length (or class time) and, for free previews, a Preview link. */
export function LessonList({ lessons, onPreview }: LessonListProps) {
  const t = useT();
  return (
    <ul className={classes.lessons}>
      {lessons.map((item) => {
        const { lesson } = item;
        const KindIcon = LESSON_KIND_ICONS[lesson.type];
        const previewable = isPreviewable(item);
        return (
          <li key={lesson.id} className={classes.lesson} data-testid="course-lesson">
            <span className={classes.kind} title={t(`enums.lessonType.${lesson.type}`)}>
              <KindIcon size={18} />
              <VisuallyHidden>{t(`enums.lessonType.${lesson.type}`)}: </VisuallyHidden>
            </span>
            <Text component="span" size="sm" className={classes.lessonName}>
              {lesson.name}
            </Text>
            {previewable && (
              <UnstyledButton
                className={classes.previewLink}
                onClick={() => onPreview(lesson)}
                aria-label={`${t("course.preview")}: ${lesson.name}`}
                data-testid="lesson-preview"
              >
                {t("course.preview")}
              </UnstyledButton>
            )}
            <Text component="span" size="sm" c="dimmed" className={classes.length}>
              {lesson.delivery !== "ONLINE" && lesson.start_time
                ? formatDateTime(lesson.start_time)
                : item.duration
                  ? formatDuration(item.duration)
                  : ""}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
