import { Alert, Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMapPin, IconVideo } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { LearningOutline, LessonForLearning } from "../../../shared/schemas/learning.ts";
import { learningLessonKey, learningOutlineKey } from "../../api/learning.ts";
import { useQuizGrading } from "../../api/quiz.ts";
import { useT } from "../../app-context.tsx";
import { LockIcon } from "../../components/icons/pages.tsx";
import { DocumentView } from "../../components/media/DocumentView.tsx";
import { QuizPlayer } from "../../components/quiz/QuizPlayer.tsx";
import { RichHtmlView } from "../../components/rich-content/RichHtmlView.tsx";
import classes from "./LearningPage.module.css";
import { storedFileOf } from "./media-file.ts";
import type { LessonProgress } from "./use-lesson-progress.ts";

/** A document lesson: a PDF in the page (page buttons, download), other files as a download. */
export function DocumentLesson({
  lesson,
  progress,
}: {
  lesson: LessonForLearning;
  progress: LessonProgress;
}) {
  const t = useT();
  // The viewer says "shown" after each page it draws; the lesson is opened once.
  const reported = useRef(false);
  const opened = () => {
    if (reported.current) return;
    reported.current = true;
    progress.onOpened();
  };
  const file = lesson.document ? storedFileOf(lesson.document.url) : null;
  if (!lesson.document || !file) return null;
  return (
    <Stack gap="xs" data-testid="lesson-document">
      <DocumentView
        document={{ ...file, title: lesson.document.title || lesson.name }}
        onOpened={opened}
      />
      {file.extension !== ".pdf" && (
        <Text size="sm" c="dimmed">
          {t("learning.downloadOnly")}
        </Text>
      )}
    </Stack>
  );
}

/** A text lesson counts as read once shown. */
export function TextLesson({
  lesson,
  progress,
}: {
  lesson: LessonForLearning;
  progress: LessonProgress;
}) {
  const { onOpened } = progress;
  useEffect(() => {
    onOpened();
  }, [onOpened]);
  return lesson.contentHtml ? (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} data-testid="lesson-text">
      <RichHtmlView html={lesson.contentHtml} />
    </Paper>
  ) : null;
}

/**
 * A quiz lesson: the quiz player; the attempt is stored (the lesson is then complete), the
 * latest score shown, and Retry starts a fresh attempt. A preview quiz read by someone not
 * enrolled is graded without storing anything.
 */
export function QuizLesson({ courseId, lesson }: { courseId: number; lesson: LessonForLearning }) {
  const t = useT();
  const queryClient = useQueryClient();
  const quiz = lesson.quiz;
  const grading = useQuizGrading(quiz?.id ?? 0, quiz?.storesAttempts ? "attempt" : "preview");
  const [attempt, setAttempt] = useState(0);
  const [graded, setGraded] = useState(false);
  if (!quiz) return null;
  const grade = async (answers: Parameters<typeof grading.mutateAsync>[0]) => {
    const result = await grading.mutateAsync(answers);
    setGraded(true);
    if (quiz.storesAttempts) {
      // The attempt completed the lesson, perhaps the course: read both again.
      void queryClient.invalidateQueries({ queryKey: learningOutlineKey(courseId) });
      void queryClient.invalidateQueries({ queryKey: learningLessonKey(courseId, lesson.id) });
    }
    return result;
  };
  const latest = quiz.latestAttempt;
  return (
    <Stack gap="md" data-testid="lesson-quiz">
      {latest && !graded && (
        <Text size="sm" c="dimmed" data-testid="latest-score">
          {t("quiz.latestScore", { score: latest.score, maxScore: latest.maxScore })}
        </Text>
      )}
      <QuizPlayer
        key={attempt}
        questions={quiz.questions}
        groups={quiz.groups}
        grade={grade}
        title={quiz.name}
      />
      {graded && (
        <Group justify="flex-end">
          <Button
            variant="light"
            onClick={() => {
              setGraded(false);
              setAttempt((n) => n + 1);
            }}
            data-testid="quiz-retry"
          >
            {t("learning.retry")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Where and when an onsite or remote lesson takes place, in GMT+07:00. */
export function DeliveryDetails({
  delivery,
  location,
  meetingUrl,
  startTime,
  endTime,
}: {
  delivery: LessonForLearning["delivery"];
  location: string | null;
  meetingUrl: string | null;
  startTime: string | null;
  endTime: string | null;
}) {
  const t = useT();
  if (delivery === "ONLINE") return null;
  const onsite = delivery === "ONSITE";
  return (
    <Paper withBorder radius="md" p="md" className={classes.delivery} data-testid="delivery">
      <Group gap="xs" mb="xs">
        {onsite ? (
          <IconMapPin size={18} aria-hidden="true" />
        ) : (
          <IconVideo size={18} aria-hidden="true" />
        )}
        <Text fw={600}>{onsite ? t("learning.onsite") : t("learning.remote")}</Text>
      </Group>
      <dl className={classes.details}>
        {startTime && (
          <>
            <dt>{t("learning.time")}</dt>
            <dd>
              {endTime
                ? t("learning.timeRange", {
                    start: formatDateTime(startTime),
                    end: formatDateTime(endTime),
                  })
                : `${formatDateTime(startTime)} (GMT+07:00)`}
            </dd>
          </>
        )}
        {onsite && location && (
          <>
            <dt>{t("learning.place")}</dt>
            <dd>{location}</dd>
          </>
        )}
        {!onsite && meetingUrl && (
          <>
            <dt>{t("learning.meetingLink")}</dt>
            <dd>
              <Anchor href={meetingUrl} target="_blank" rel="noopener noreferrer">
                {t("learning.joinMeeting")}
              </Anchor>
            </dd>
          </>
        )}
      </dl>
    </Paper>
  );
}

/** A lesson the reader may not open yet: why, and the way to the course's Enroll/Buy button. */
export function LockedLesson({ outline }: { outline: LearningOutline }) {
  const t = useT();
  const awaiting = outline.enrollment?.status === "AWAITING_PAYMENT";
  return (
    <Alert
      variant="light"
      color="gray"
      radius="md"
      icon={<LockIcon size={20} />}
      title={t("learning.lockedTitle")}
      data-testid="lesson-locked"
    >
      <Text size="sm" mb="md">
        {awaiting ? t("learning.awaitingText") : t("learning.lockedText")}
      </Text>
      <Button component={Link} to={buildPath("course", { slug: outline.course.slug })} radius="xl">
        {awaiting ? t("actions.completeEnrollment") : t("learning.viewCourse")}
      </Button>
    </Alert>
  );
}
