import { Badge, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { formatDuration } from "../../../shared/format.ts";
import type { LearningOutline, OutlineLesson } from "../../../shared/schemas/learning.ts";
import { useLearningLesson } from "../../api/learning.ts";
import { useT } from "../../app-context.tsx";
import { RichHtmlView } from "../../components/rich-content/RichHtmlView.tsx";
import { useRaiseOnError } from "../../frame/page-error.tsx";
import classes from "./LearningPage.module.css";
import {
  DeliveryDetails,
  DocumentLesson,
  LockedLesson,
  QuizLesson,
  TextLesson,
} from "./LessonKinds.tsx";
import { MediaLesson } from "./MediaLesson.tsx";
import { useLessonProgress } from "./use-lesson-progress.ts";

interface LessonPaneProps {
  outline: LearningOutline;
  lesson: OutlineLesson;
}

/** The current lesson: its player by kind, or why it is locked. */
export function LessonPane({ outline, lesson }: LessonPaneProps) {
  if (lesson.locked) {
    return (
      <Stack gap="md">
        <LessonHeading lesson={lesson} />
        <LockedLesson outline={outline} />
      </Stack>
    );
  }
  return <OpenLesson courseId={outline.course.id} lesson={lesson} />;
}

function OpenLesson({ courseId, lesson }: { courseId: number; lesson: OutlineLesson }) {
  const answer = useLearningLesson(courseId, lesson.id);
  useRaiseOnError(answer.error);
  const progress = useLessonProgress(courseId, lesson.id);
  const data = answer.data;
  if (!data) {
    return answer.isPending ? (
      <Stack gap="md" aria-busy="true">
        <Skeleton className={classes.placeholder} radius="md" />
        <Skeleton height={28} width="60%" />
      </Stack>
    ) : null;
  }
  return (
    <Stack gap="lg" data-testid="lesson" data-lesson-id={data.id} data-kind={data.type}>
      {data.type === "VIDEO" && <MediaLesson lesson={data} progress={progress} />}
      <LessonHeading lesson={lesson} />
      <DeliveryDetails
        delivery={data.delivery}
        location={data.location}
        meetingUrl={data.meeting_url}
        startTime={data.start_time}
        endTime={data.end_time}
      />
      {data.type === "AUDIO" && <MediaLesson lesson={data} progress={progress} />}
      {data.type === "DOCUMENT" && <DocumentLesson lesson={data} progress={progress} />}
      {data.type === "TEXT" && <TextLesson lesson={data} progress={progress} />}
      {data.type === "QUIZ" && <QuizLesson courseId={courseId} lesson={data} />}
      {/* Notes under a video, a document or a quiz; a text lesson's content is its body. */}
      {data.type !== "TEXT" && data.contentHtml && <RichHtmlView html={data.contentHtml} />}
    </Stack>
  );
}

function LessonHeading({ lesson }: { lesson: OutlineLesson }) {
  const t = useT();
  return (
    <div>
      <Title order={1} className={classes.lessonTitle} data-testid="lesson-title">
        {lesson.name}
      </Title>
      <Group gap="xs" mt={6}>
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {t(`enums.lessonType.${lesson.type}`)}
        </Badge>
        {lesson.duration ? (
          <Text size="sm" c="dimmed">
            {formatDuration(lesson.duration)}
          </Text>
        ) : null}
        {lesson.completed && (
          <Badge
            variant="filled"
            color="teal.9"
            radius="sm"
            tt="none"
            data-testid="lesson-completed"
          >
            {t("learning.completed")}
          </Badge>
        )}
      </Group>
    </div>
  );
}
