import type { Piece, QuestionGroup, QuizQuestion } from "../../../../shared/quiz/question-types.ts";
import { type ListResult, ref } from "../../../api/records.ts";
import {
  type ChapterRow,
  inOrder,
  type LessonRow,
  type MediaRow,
  type QuestionGroupRow,
  type QuestionRow,
  type QuizRow,
} from "./course-records.ts";

type Refs = ListResult["refs"];

export interface OutlineLesson {
  lesson: LessonRow;
  /** Seconds of video or audio, or of a class session; null for what has no length. */
  duration: number | null;
  video?: MediaRow;
  audio?: MediaRow;
  document?: MediaRow;
}

export interface OutlineChapter {
  chapter: ChapterRow;
  lessons: OutlineLesson[];
  duration: number;
}

/** The course content as the page lists it: lessons without a chapter first, then chapters. */
export interface CourseOutline {
  looseLessons: OutlineLesson[];
  chapters: OutlineChapter[];
  /** Every lesson in course order. */
  lessons: OutlineLesson[];
  duration: number;
}

function lessonDuration(lesson: LessonRow, video?: MediaRow, audio?: MediaRow): number | null {
  if (lesson.type === "VIDEO" && video?.duration) return video.duration;
  if (lesson.type === "AUDIO" && audio?.duration) return audio.duration;
  if (lesson.start_time && lesson.end_time) {
    const seconds = (Date.parse(lesson.end_time) - Date.parse(lesson.start_time)) / 1000;
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  }
  return null;
}

const sumDurations = (lessons: OutlineLesson[]) =>
  lessons.reduce((total, item) => total + (item.duration ?? 0), 0);

export function courseOutline(courseId: number, refs: Refs): CourseOutline {
  const items = inOrder<LessonRow>(refs.lesson)
    .filter((lesson) => lesson.course_id === courseId)
    .map((lesson): OutlineLesson => {
      const video = ref<MediaRow>(refs, "video", lesson.video_id);
      const audio = ref<MediaRow>(refs, "audio", lesson.audio_id);
      const document = ref<MediaRow>(refs, "document", lesson.document_id);
      return { lesson, duration: lessonDuration(lesson, video, audio), video, audio, document };
    });
  const chapterRows = inOrder<ChapterRow>(refs.chapter).filter((c) => c.course_id === courseId);
  const known = new Set(chapterRows.map((c) => c.id));
  // A lesson whose chapter is not among the course's is listed with the loose ones.
  const looseLessons = items.filter((i) => !known.has(i.lesson.chapter_id ?? -1));
  const chapters = chapterRows.map((chapter) => {
    const lessons = items.filter((i) => i.lesson.chapter_id === chapter.id);
    return { chapter, lessons, duration: sumDurations(lessons) };
  });
  const lessons = [...looseLessons, ...chapters.flatMap((c) => c.lessons)];
  return { looseLessons, chapters, lessons, duration: sumDurations(lessons) };
}

/** Preview lessons whose video this reader may play: the sample-lesson previewer's playlist. */
export function previewVideos(outline: CourseOutline): OutlineLesson[] {
  return outline.lessons.filter(
    (item) => item.lesson.is_preview === 1 && item.video?.path && item.video.basename,
  );
}

export interface SampleQuiz {
  quizId: number;
  name: string;
  lessonId: number;
  questions: QuizQuestion[];
  groups: QuestionGroup[];
}

function pieces(value: unknown): Piece[] {
  if (Array.isArray(value)) return value as Piece[];
  if (typeof value === "string") {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as Piece[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

/**
 * The sample questions (docs/product/catalogue-and-prices.md "Sample questions"): the questions of the quizzes of preview lessons, as the
 * server sends them — without answers, which come back only with the grade.
 */
export function sampleQuizzes(outline: CourseOutline, refs: Refs): SampleQuiz[] {
  const questions = inOrder<QuestionRow>(refs.question);
  const groups = inOrder<QuestionGroupRow>(refs.question_group);
  const seen = new Set<number>();
  const quizzes: SampleQuiz[] = [];
  for (const { lesson } of outline.lessons) {
    if (lesson.is_preview !== 1 || lesson.type !== "QUIZ" || !lesson.quiz_id) continue;
    if (seen.has(lesson.quiz_id)) continue;
    seen.add(lesson.quiz_id);
    const quizId = lesson.quiz_id;
    const own = groups.filter((g) => g.quiz_id === quizId);
    const groupIds = new Set(own.map((g) => g.id));
    const list = questions
      .filter((q) => q.quiz_id === quizId || (q.group_id !== null && groupIds.has(q.group_id)))
      .map(
        (q): QuizQuestion => ({
          id: q.id,
          type: q.type as QuizQuestion["type"],
          title: q.title,
          content: q.content,
          score: q.score,
          pieces: pieces(q.pieces),
          group_id: q.group_id,
          sort_order: q.sort_order,
        }),
      );
    if (list.length === 0) continue;
    quizzes.push({
      quizId,
      name: ref<QuizRow>(refs, "quiz", quizId)?.name ?? lesson.name,
      lessonId: lesson.id,
      questions: list,
      groups: own.map((g) => ({ id: g.id, description: g.description, sort_order: g.sort_order })),
    });
  }
  return quizzes;
}
