import { type Delivery, LESSON_TYPES, type LessonType } from "../../../../shared/constants.ts";
import type { CourseOutline } from "./course-outline.ts";
import type { CourseDetailRow } from "./course-records.ts";

/** What the course includes (docs/product/catalogue-and-prices.md), for the sidebar. */
export interface IncludesSummary {
  lessonCount: number;
  /** Lesson counts by kind, in the fixed order of LESSON_TYPES, kinds without lessons left out. */
  lessonsByKind: { kind: LessonType; count: number }[];
  videoSeconds: number;
  audioSeconds: number;
  documents: number;
  quizzes: number;
  delivery: Delivery;
  /** Onsite and remote (intensive) courses: when the class runs. */
  schedule: { start: string; end: string } | null;
  /** Onsite courses: where the class meets. */
  location: string | null;
  lifetimeAccess: true;
  certificate: true;
}

export function summarizeIncludes(
  course: Pick<CourseDetailRow, "delivery" | "start_time" | "end_time" | "location">,
  outline: Pick<CourseOutline, "lessons">,
): IncludesSummary {
  const counts = new Map<LessonType, number>();
  let videoSeconds = 0;
  let audioSeconds = 0;
  for (const { lesson, video, audio } of outline.lessons) {
    counts.set(lesson.type, (counts.get(lesson.type) ?? 0) + 1);
    if (lesson.type === "VIDEO") videoSeconds += video?.duration ?? 0;
    if (lesson.type === "AUDIO") audioSeconds += audio?.duration ?? 0;
  }
  const intensive = course.delivery !== "ONLINE";
  return {
    lessonCount: outline.lessons.length,
    lessonsByKind: LESSON_TYPES.filter((kind) => counts.has(kind)).map((kind) => ({
      kind,
      count: counts.get(kind) ?? 0,
    })),
    videoSeconds: Math.round(videoSeconds),
    audioSeconds: Math.round(audioSeconds),
    documents: counts.get("DOCUMENT") ?? 0,
    quizzes: counts.get("QUIZ") ?? 0,
    delivery: course.delivery,
    schedule:
      intensive && course.start_time && course.end_time
        ? { start: course.start_time, end: course.end_time }
        : null,
    location: course.delivery === "ONSITE" ? course.location || null : null,
    lifetimeAccess: true,
    certificate: true,
  };
}

/**
 * A total length in whole hours and minutes ("2 h 05 min" style parts), rounding to the
 * nearest minute and never showing 0 for something that has a length.
 */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
