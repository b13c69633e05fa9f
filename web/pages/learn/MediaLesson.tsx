import { Group, NativeSelect, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconKeyboard } from "@tabler/icons-react";
import { type SyntheticEvent, useCallback, useRef } from "react";
import { formatDuration } from "../../../shared/format.ts";
import type { LessonForLearning } from "../../../shared/schemas/learning.ts";
import { useT } from "../../app-context.tsx";
import { AudioPlayer } from "../../components/media/AudioPlayer.tsx";
import { VideoPlayer } from "../../components/media/VideoPlayer.tsx";
import classes from "./LearningPage.module.css";
import { storedFileOf } from "./media-file.ts";
import type { LessonProgress } from "./use-lesson-progress.ts";
import { useMediaShortcuts } from "./use-media-shortcuts.ts";
import { resumePosition } from "./video-shortcuts.ts";

const SPEEDS = ["0.5", "0.75", "1", "1.25", "1.5", "1.75", "2"];

interface MediaLessonProps {
  lesson: LessonForLearning;
  progress: LessonProgress;
}

/**
 * A video or audio lesson: the shared player, started where the student left it, with a
 * playback speed (remembered on this device) and keyboard shortcuts; its position is reported
 * as it plays.
 */
export function MediaLesson({ lesson, progress }: MediaLessonProps) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const [speed, setSpeed] = useLocalStorage({ key: "hocviet-playback-speed", defaultValue: "1" });
  const getMedia = useCallback(
    () => frame.current?.querySelector<HTMLMediaElement>("video, audio"),
    [],
  );
  useMediaShortcuts(getMedia);

  const saved = lesson.position_seconds;
  const resumeFrom = resumePosition(
    saved,
    lesson.video?.duration ?? lesson.audio?.duration ?? Number.NaN,
  );
  const events = {
    onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => {
      const media = event.currentTarget;
      media.playbackRate = Number(speed) || 1;
      const start = resumePosition(saved, media.duration);
      if (start > 0) media.currentTime = start;
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => {
      const media = event.currentTarget;
      if (!media.paused && !media.seeking) progress.onPlaying(media.currentTime);
    },
    onEnded: (event: SyntheticEvent<HTMLMediaElement>) =>
      progress.onEnded(event.currentTarget.currentTime),
  };
  const changeSpeed = (value: string) => {
    setSpeed(value);
    const media = getMedia();
    if (media) media.playbackRate = Number(value);
  };

  const videoFile = lesson.video ? storedFileOf(lesson.video.url) : null;
  const audioFile = lesson.audio ? storedFileOf(lesson.audio.url) : null;
  if (!videoFile && !audioFile) return null;
  return (
    <div className={classes.media}>
      <div ref={frame} className={videoFile ? classes.player : undefined}>
        {videoFile ? (
          <VideoPlayer
            video={{
              ...videoFile,
              title: lesson.name,
              width: lesson.video?.width,
              height: lesson.video?.height,
              hls_status: lesson.video?.hlsUrl ? "READY" : null,
            }}
            data-testid="lesson-video"
            {...events}
          />
        ) : (
          audioFile && (
            <AudioPlayer
              audio={{ ...audioFile, title: lesson.name }}
              data-testid="lesson-audio"
              {...events}
            />
          )
        )}
      </div>
      <Group justify="space-between" gap="sm" className={classes.mediaBar}>
        <NativeSelect
          size="xs"
          label={t("learning.speed")}
          data={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
          value={speed}
          onChange={(event) => changeSpeed(event.currentTarget.value)}
          className={classes.speed}
        />
        {resumeFrom > 0 && (
          <Text size="xs" c="dimmed" data-testid="resume-at">
            {t("learning.resumeAt", { time: formatDuration(resumeFrom) })}
          </Text>
        )}
        <Text size="xs" c="dimmed" className={classes.shortcuts}>
          <IconKeyboard size={14} aria-hidden="true" /> {t("learning.shortcuts")}
        </Text>
      </Group>
    </div>
  );
}
