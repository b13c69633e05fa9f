import { Anchor, Modal, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { formatDuration } from "../../../../shared/format.ts";
import { assetUrl, type StoredFile } from "../../../../shared/media.ts";
import { useT } from "../../../app-context.tsx";
import { DocumentIcon, PlayCircleIcon } from "../../../components/icons/pages.tsx";
import { AudioPlayer } from "../../../components/media/AudioPlayer.tsx";
import { VideoPlayer } from "../../../components/media/VideoPlayer.tsx";
import { RichContentView } from "../../../components/rich-content/RichContentView.tsx";
import type { CourseOutline, OutlineLesson } from "./course-outline.ts";
import classes from "./PreviewDialog.module.css";

interface PreviewDialogProps {
  courseName: string;
  outline: CourseOutline;
  /** Preview lessons with a video, in course order. */
  playlist: OutlineLesson[];
  lessonId: number;
  onSelect: (lessonId: number) => void;
  onClose: () => void;
}

const withFile = (media: { path: string | null; basename: string | null; extension: string }) =>
  media.path && media.basename ? (media as StoredFile) : null;

/**
 * The sample-lesson previewer (docs/product/screens-and-routes.md): the chosen free lesson, and the playlist of every
 * preview lesson with a video. A video starts playing when chosen.
 */
export default function PreviewDialog(props: PreviewDialogProps) {
  const { courseName, outline, playlist, lessonId, onSelect, onClose } = props;
  const t = useT();
  const current = outline.lessons.find((item) => item.lesson.id === lessonId);
  return (
    <Modal
      opened
      onClose={onClose}
      size="50rem"
      radius="lg"
      centered
      closeButtonProps={{ "aria-label": t("actions.close") }}
      title={
        <span>
          <Text component="span" size="sm" c="dimmed" display="block">
            {t("coursePage.previewCourse")}
          </Text>
          <Text component="span" fw={700} size="lg">
            {courseName}
          </Text>
        </span>
      }
      classNames={{ body: classes.body }}
    >
      {current && <PreviewedLesson key={current.lesson.id} item={current} />}
      {playlist.length > 0 && (
        <Stack gap={6} mt="lg">
          <Title order={3} size="h5">
            {t("course.previewLessons")}
          </Title>
          <ul className={classes.playlist} data-testid="preview-playlist">
            {playlist.map(({ lesson, duration }) => {
              const playing = lesson.id === lessonId;
              return (
                <li key={lesson.id}>
                  <UnstyledButton
                    className={classes.entry}
                    data-active={playing || undefined}
                    aria-current={playing || undefined}
                    onClick={() => onSelect(lesson.id)}
                  >
                    <span className={classes.entryIcon}>
                      <PlayCircleIcon size={22} />
                    </span>
                    <span className={classes.entryName}>
                      {lesson.name}
                      {playing && (
                        <Text component="span" size="xs" c="brand" fw={600} display="block">
                          {t("coursePage.nowPlaying")}
                        </Text>
                      )}
                    </span>
                    {duration ? (
                      <Text component="span" size="sm" c="dimmed">
                        {formatDuration(duration)}
                      </Text>
                    ) : null}
                  </UnstyledButton>
                </li>
              );
            })}
          </ul>
        </Stack>
      )}
    </Modal>
  );
}

function PreviewedLesson({ item }: { item: OutlineLesson }) {
  const t = useT();
  const { lesson, video, audio, document } = item;
  const videoFile = video ? withFile(video) : null;
  const audioFile = audio ? withFile(audio) : null;
  const documentFile = document ? withFile(document) : null;
  return (
    <div data-testid="preview-lesson">
      {videoFile && (
        <div className={classes.player}>
          <VideoPlayer
            video={{
              ...videoFile,
              title: lesson.name,
              width: video?.width,
              height: video?.height,
              hls_status: video?.hls_status,
            }}
            autoPlay
            data-testid="preview-video"
          />
        </div>
      )}
      <Title order={3} size="h4" mt={videoFile ? "md" : 0} mb="sm">
        {lesson.name}
      </Title>
      {audioFile && <AudioPlayer audio={{ ...audioFile, title: lesson.name }} />}
      {documentFile && (
        <Anchor
          href={assetUrl(documentFile)}
          target="_blank"
          rel="noopener"
          className={classes.document}
        >
          <DocumentIcon size={18} />
          {document?.title || t("enums.lessonType.DOCUMENT")}
        </Anchor>
      )}
      {lesson.content ? (
        <div className={classes.text}>
          <RichContentView content={lesson.content} />
        </div>
      ) : null}
    </div>
  );
}
