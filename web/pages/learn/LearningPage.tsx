import {
  Anchor,
  Button,
  Container,
  Drawer,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCertificate,
  IconChevronLeft,
  IconChevronRight,
  IconConfetti,
  IconListDetails,
} from "@tabler/icons-react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { Link, Navigate, useParams } from "react-router";
import { buildPath } from "../../../shared/routes.ts";
import type { LearningOutline } from "../../../shared/schemas/learning.ts";
import { useLearningOutline } from "../../api/learning.ts";
import { useT } from "../../app-context.tsx";
import { useBreadcrumbTrail } from "../../frame/breadcrumbs.tsx";
import { usePageError, useRaiseOnError } from "../../frame/page-error.tsx";
import classes from "./LearningPage.module.css";
import { DeliveryDetails } from "./LessonKinds.tsx";
import { LessonPane } from "./LessonPane.tsx";
import { CourseProgress, Playlist } from "./Playlist.tsx";
import { completedCount, neighbours, playingOrder, playlistSections } from "./playlist.ts";

/**
 * The learning page: `/learning/{courseId}/{lessonId}` shows a lesson beside the course's
 * playlist (in a drawer on phones); `/learning/{courseId}` opens the lesson the server says to
 * resume (the last one opened, else the first not completed).
 */
export default function LearningPage() {
  const params = useParams();
  const courseId = Number(params.courseId);
  const lessonId = params.lessonId === undefined ? null : Number(params.lessonId);
  const answer = useLearningOutline(courseId);
  useRaiseOnError(answer.error);
  const outline = answer.data;

  if (!outline) return answer.isPending ? <LearningSkeleton /> : null;
  if (lessonId === null) {
    const target = outline.resumeLessonId ?? outline.lessons[0]?.id;
    if (target === undefined) return <NoLessons outline={outline} />;
    return <Navigate to={buildPath("learning", { courseId, lessonId: target })} replace />;
  }
  return <LearningView outline={outline} lessonId={lessonId} />;
}

function LearningView({ outline, lessonId }: { outline: LearningOutline; lessonId: number }) {
  const t = useT();
  const { raise } = usePageError();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { course } = outline;
  const sections = useMemo(
    () => playlistSections(outline.chapters, outline.lessons),
    [outline.chapters, outline.lessons],
  );
  const ordered = useMemo(() => playingOrder(sections), [sections]);
  const lesson = ordered.find((l) => l.id === lessonId);
  const { previous, next } = neighbours(ordered, lessonId);
  const percent = outline.enrollment?.progress_percent ?? 0;
  const completed = outline.enrollment?.status === "COMPLETED";
  const certificate = outline.certificate;

  useEffect(() => {
    if (!lesson) raise("NotFound");
  }, [lesson, raise]);
  useBreadcrumbTrail(
    lesson
      ? [
          { label: t("nav.library"), to: buildPath("library") },
          { label: course.name, to: buildPath("course", { slug: course.slug }) },
          { label: lesson.name },
        ]
      : null,
  );
  const congratulation = useCompletionMoment(outline);
  if (!lesson) return null;

  const playlist = (
    <Playlist
      courseId={course.id}
      sections={sections}
      currentId={lessonId}
      onNavigate={drawer.close}
    />
  );
  const progress = (
    <CourseProgress
      percent={percent}
      done={completedCount(outline.lessons)}
      total={outline.lessons.length}
    />
  );

  return (
    <div className={classes.page} data-testid="learning-page">
      <Container size={1200} className={classes.layout}>
        <div className={classes.main}>
          <LessonPane key={lesson.id} outline={outline} lesson={lesson} />
          <Group justify="space-between" gap="sm" className={classes.stepper}>
            <StepButton
              to={previous && buildPath("learning", { courseId: course.id, lessonId: previous.id })}
              label={t("learning.previousLesson")}
              direction="previous"
            />
            <StepButton
              to={next && buildPath("learning", { courseId: course.id, lessonId: next.id })}
              label={t("learning.nextLesson")}
              direction="next"
            />
          </Group>
        </div>

        <aside className={classes.aside} aria-label={t("learning.playlist")}>
          <CourseSummary outline={outline} progress={progress} />
          <div className={classes.asideList}>{playlist}</div>
        </aside>

        {/* Phones and tablets: the course and its progress above the lesson's neighbours. */}
        <div className={classes.compactBar}>
          <Button
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
            onClick={drawer.open}
            data-testid="open-playlist"
            fullWidth
          >
            {t("learning.openPlaylist")}
          </Button>
          {progress}
        </div>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="min(100%, 400px)"
        title={t("learning.playlist")}
        closeButtonProps={{ "aria-label": t("actions.close") }}
      >
        <Stack gap="md">
          <CourseSummary outline={outline} progress={progress} />
          {playlist}
        </Stack>
      </Drawer>

      <Modal
        opened={congratulation.opened && completed && certificate !== null}
        onClose={congratulation.close}
        centered
        radius="lg"
        withCloseButton={false}
        data-testid="congratulation"
      >
        <Stack align="center" gap="sm" ta="center" py="md">
          <IconConfetti size={48} className={classes.confetti} aria-hidden="true" />
          <Title order={2}>{t("learning.congratsTitle")}</Title>
          <Text>{t("learning.congratsText", { course: course.name })}</Text>
          {certificate && (
            <Button
              component={Link}
              to={buildPath("certificate", { code: certificate.code })}
              leftSection={<IconCertificate size={18} aria-hidden="true" />}
              radius="xl"
              mt="sm"
            >
              {t("learning.viewCertificate")}
            </Button>
          )}
          <Button variant="subtle" onClick={congratulation.close}>
            {t("actions.close")}
          </Button>
        </Stack>
      </Modal>
    </div>
  );
}

/** The course's name, class details when it has some, progress and certificate. */
function CourseSummary({ outline, progress }: { outline: LearningOutline; progress: ReactNode }) {
  const t = useT();
  const { course, certificate } = outline;
  return (
    <Stack gap="sm" className={classes.summary}>
      <Anchor
        component={Link}
        to={buildPath("course", { slug: course.slug })}
        fw={700}
        c="inherit"
        className={classes.courseName}
      >
        {course.name}
      </Anchor>
      {progress}
      <DeliveryDetails
        delivery={course.delivery}
        location={course.location}
        meetingUrl={course.meeting_url}
        startTime={course.start_time}
        endTime={course.end_time}
      />
      {certificate && (
        <Button
          component={Link}
          to={buildPath("certificate", { code: certificate.code })}
          variant="filled"
          color="teal.9"
          leftSection={<IconCertificate size={18} aria-hidden="true" />}
          data-testid="certificate-link"
        >
          {t("learning.viewCertificate")}
        </Button>
      )}
    </Stack>
  );
}

/**
 * True from the moment the course turns COMPLETED while the student is on the page (the last
 * lesson just completed), until the congratulation is closed. A course completed before the
 * page opened does not congratulate again.
 */
function useCompletionMoment(outline: LearningOutline) {
  const status = outline.enrollment?.status;
  const previous = useRef(status);
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(() => {
    if (status === "COMPLETED" && previous.current !== "COMPLETED") open();
    previous.current = status;
  }, [status, open]);
  return { opened, close };
}

function StepButton({
  to,
  label,
  direction,
}: {
  to: string | null;
  label: string;
  direction: "previous" | "next";
}) {
  const icon =
    direction === "previous" ? (
      <IconChevronLeft size={18} aria-hidden="true" />
    ) : (
      <IconChevronRight size={18} aria-hidden="true" />
    );
  const common = {
    variant: direction === "next" ? "filled" : "default",
    leftSection: direction === "previous" ? icon : undefined,
    rightSection: direction === "next" ? icon : undefined,
    radius: "xl",
    "data-testid": `${direction}-lesson`,
  } as const;
  if (!to) {
    return (
      <Button {...common} disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button {...common} component={Link} to={to}>
      {label}
    </Button>
  );
}

function NoLessons({ outline }: { outline: LearningOutline }) {
  const t = useT();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center" data-testid="no-lessons">
        <Title order={1} size="h3">
          {outline.course.name}
        </Title>
        <Text c="dimmed">{t("learning.noLessons")}</Text>
        <Button
          component={Link}
          to={buildPath("course", { slug: outline.course.slug })}
          radius="xl"
        >
          {t("learning.viewCourse")}
        </Button>
      </Stack>
    </Container>
  );
}

function LearningSkeleton() {
  return (
    <div className={classes.page} aria-busy="true">
      <Container size={1200} className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          <Skeleton className={classes.placeholder} radius="md" />
          <Skeleton height={32} width="55%" />
        </Stack>
        <Stack gap="sm" className={classes.aside}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      </Container>
    </div>
  );
}
