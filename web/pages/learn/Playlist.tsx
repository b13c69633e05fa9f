import { Progress, Text, VisuallyHidden } from "@mantine/core";
import { IconCircleCheckFilled, IconLock, IconPlayerPlayFilled } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDateTime, formatDuration } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { LearningOutline, OutlineLesson } from "../../../shared/schemas/learning.ts";
import { useT } from "../../app-context.tsx";
import { LESSON_KIND_ICONS } from "../public/course/lesson-kind-icon.tsx";
import classes from "./Playlist.module.css";
import { completedCount, type PlaylistSection } from "./playlist.ts";

type Chapter = LearningOutline["chapters"][number];

interface PlaylistProps {
  courseId: number;
  sections: PlaylistSection<Chapter, OutlineLesson>[];
  currentId: number;
  /** A lesson's class time, for onsite and remote lessons without a length. */
  startTimes?: ReadonlyMap<number, string>;
  /** Called after a lesson is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

/**
 * The course's lessons, chapter by chapter: kind, length, a mark when completed, a lock when
 * the reader may not open it yet, and the current one highlighted. Locked lessons still link:
 * their page explains how to open them.
 */
export function Playlist({ courseId, sections, currentId, startTimes, onNavigate }: PlaylistProps) {
  const t = useT();
  return (
    <nav aria-label={t("learning.playlist")} className={classes.playlist} data-testid="playlist">
      {sections.map(({ chapter, lessons }) => {
        const done = completedCount(lessons);
        return (
          <section key={chapter?.id ?? "loose"} className={classes.section}>
            {chapter && (
              <header className={classes.chapter}>
                <Text component="h3" fw={600} size="sm" className={classes.chapterName}>
                  {chapter.name}
                </Text>
                <Text size="xs" c="dimmed" className={classes.chapterCount}>
                  {done}/{lessons.length}
                </Text>
              </header>
            )}
            <ol className={classes.lessons}>
              {lessons.map((lesson) => (
                <li key={lesson.id}>
                  <PlaylistEntry
                    courseId={courseId}
                    lesson={lesson}
                    current={lesson.id === currentId}
                    startTime={startTimes?.get(lesson.id)}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </nav>
  );
}

function PlaylistEntry({
  courseId,
  lesson,
  current,
  startTime,
  onNavigate,
}: {
  courseId: number;
  lesson: OutlineLesson;
  current: boolean;
  startTime?: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  const KindIcon = LESSON_KIND_ICONS[lesson.type];
  const kind = t(`enums.lessonType.${lesson.type}`);
  const length = lesson.duration
    ? formatDuration(lesson.duration)
    : startTime
      ? formatDateTime(startTime)
      : "";
  return (
    <Link
      to={buildPath("learning", { courseId, lessonId: lesson.id })}
      className={classes.entry}
      aria-current={current ? "page" : undefined}
      data-current={current || undefined}
      data-locked={lesson.locked || undefined}
      data-completed={lesson.completed || undefined}
      data-testid="playlist-lesson"
      onClick={onNavigate}
    >
      <span className={classes.kind} title={kind}>
        <KindIcon size={18} />
      </span>
      <span className={classes.name}>
        <VisuallyHidden>{kind}: </VisuallyHidden>
        {lesson.name}
        {current && (
          <Text component="span" size="xs" fw={600} c="brand" className={classes.now}>
            <IconPlayerPlayFilled size={10} aria-hidden="true" /> {t("learning.nowLearning")}
          </Text>
        )}
      </span>
      {length && (
        <Text component="span" size="xs" c="dimmed" className={classes.length}>
          {length}
        </Text>
      )}
      <span className={classes.state}>
        {lesson.locked ? (
          <span className={classes.lock} title={t("learning.locked")}>
            <IconLock size={16} aria-hidden="true" />
            <VisuallyHidden>{t("learning.locked")}</VisuallyHidden>
          </span>
        ) : lesson.completed ? (
          <span className={classes.done} title={t("learning.completed")}>
            <IconCircleCheckFilled size={18} aria-hidden="true" />
            <VisuallyHidden>{t("learning.completed")}</VisuallyHidden>
          </span>
        ) : (
          <span className={classes.todo} aria-hidden="true" />
        )}
      </span>
    </Link>
  );
}

/** The course's completion: a bar and its percent, with the count of lessons done. */
export function CourseProgress({
  percent,
  done,
  total,
}: {
  percent: number;
  done: number;
  total: number;
}) {
  const t = useT();
  return (
    <div className={classes.progress} data-testid="course-progress" data-percent={percent}>
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        aria-label={t("learning.progress", { percent })}
        color={percent >= 100 ? "teal" : "brand"}
      />
      <Text size="xs" c="dimmed" className={classes.progressText}>
        <span>{t("learning.progress", { percent })}</span>
        <span>{t("learning.lessonsDone", { done, total })}</span>
      </Text>
    </div>
  );
}
