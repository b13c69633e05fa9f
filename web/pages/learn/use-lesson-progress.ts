import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { LearningOutline, LessonForLearning } from "../../../shared/schemas/learning.ts";
import {
  learningLessonKey,
  learningOutlineKey,
  sendProgressBeacon,
  useReportProgress,
} from "../../api/learning.ts";
import { HeartbeatThrottle } from "./heartbeat.ts";

export interface LessonProgress {
  /** A playing player's position (timeupdate): a heartbeat when one is due. */
  onPlaying: (positionSeconds: number) => void;
  /** The video or audio played to its end. */
  onEnded: (positionSeconds: number) => void;
  /** A document was shown or downloaded, a text lesson read. */
  onOpened: () => void;
}

/**
 * Reports a lesson's progress: heartbeats while it plays (heartbeat.ts), "ended", "opened".
 * Whatever position was not reported yet goes out with a beacon when the page is hidden or
 * closed, and when the student moves to another lesson; that position is also kept in the
 * cached lesson and outline, so coming back to the lesson resumes there.
 */
export function useLessonProgress(courseId: number, lessonId: number): LessonProgress {
  const queryClient = useQueryClient();
  const { mutate } = useReportProgress(courseId);
  const throttle = useRef(new HeartbeatThrottle());

  useEffect(() => {
    const current = new HeartbeatThrottle();
    throttle.current = current;
    const remember = (positionSeconds: number) => {
      queryClient.setQueryData<LessonForLearning>(
        learningLessonKey(courseId, lessonId),
        (lesson) => (lesson ? { ...lesson, position_seconds: positionSeconds } : lesson),
      );
      queryClient.setQueryData<LearningOutline>(learningOutlineKey(courseId), (outline) =>
        outline
          ? {
              ...outline,
              lessons: outline.lessons.map((l) =>
                l.id === lessonId ? { ...l, position_seconds: positionSeconds } : l,
              ),
            }
          : outline,
      );
    };
    const flush = () => {
      const positionSeconds = current.unsent();
      if (positionSeconds === null) return;
      current.markSent(positionSeconds);
      sendProgressBeacon({ lessonId, positionSeconds, event: "heartbeat" });
      remember(positionSeconds);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [courseId, lessonId, queryClient]);

  const onPlaying = useCallback(
    (positionSeconds: number) => {
      if (throttle.current.tick(positionSeconds)) {
        mutate({ lessonId, positionSeconds, event: "heartbeat" });
      }
    },
    [lessonId, mutate],
  );
  const onEnded = useCallback(
    (positionSeconds: number) => {
      throttle.current.markSent(positionSeconds);
      mutate({ lessonId, positionSeconds, event: "ended" });
    },
    [lessonId, mutate],
  );
  const onOpened = useCallback(
    () => mutate({ lessonId, positionSeconds: 0, event: "opened" }),
    [lessonId, mutate],
  );
  return { onPlaying, onEnded, onOpened };
}
