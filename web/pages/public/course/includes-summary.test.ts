import { describe, expect, it } from "vitest";
import { courseOutline, previewVideos, sampleQuizzes } from "./course-outline.ts";
import { durationParts, summarizeIncludes } from "./includes-summary.ts";

const lesson = (id: number, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  course_id: 1,
  chapter_id: null,
  name: `Lesson ${id}`,
  type,
  video_id: null,
  audio_id: null,
  document_id: null,
  quiz_id: null,
  content: null,
  delivery: "ONLINE",
  location: null,
  start_time: null,
  end_time: null,
  is_preview: 0,
  sort_order: id,
  ...extra,
});

const refs = {
  chapter: {
    "20": { id: 20, course_id: 1, name: "Two", sort_order: 2 },
    "10": { id: 10, course_id: 1, name: "One", sort_order: 1 },
  },
  lesson: {
    "1": lesson(1, "VIDEO", { video_id: 100, is_preview: 1 }),
    "2": lesson(2, "VIDEO", { video_id: 101, chapter_id: 10 }),
    "3": lesson(3, "AUDIO", { audio_id: 200, chapter_id: 10 }),
    "4": lesson(4, "DOCUMENT", { document_id: 300, chapter_id: 20 }),
    "5": lesson(5, "QUIZ", { quiz_id: 400, chapter_id: 20, is_preview: 1 }),
    "6": lesson(6, "QUIZ", { chapter_id: 20 }),
    "7": lesson(7, "TEXT", { chapter_id: 10, sort_order: 0 }),
  },
  video: {
    "100": { id: 100, path: "videos/", basename: "a", extension: ".mp4", duration: 90.4 },
    "101": { id: 101, path: null, basename: null, extension: ".mp4", duration: 600 },
  },
  audio: { "200": { id: 200, path: null, basename: null, extension: ".mp3", duration: 300 } },
  quiz: { "400": { id: 400, name: "Quick check" } },
  question_group: { "50": { id: 50, quiz_id: 400, description: "Part 1", sort_order: 1 } },
  question: {
    "61": {
      id: 61,
      quiz_id: 400,
      group_id: 50,
      type: "RADIO_BUTTONS",
      title: "Second",
      content: null,
      score: 1,
      pieces: '[{"value":"a","text":"A"}]',
      sort_order: 2,
    },
    "60": {
      id: 60,
      quiz_id: 400,
      group_id: 50,
      type: "RADIO_BUTTONS",
      title: "First",
      content: null,
      score: 1,
      pieces: [{ value: "a", text: "A" }],
      sort_order: 1,
    },
  },
};

const online = { delivery: "ONLINE", start_time: null, end_time: null, location: null } as const;

describe("the course outline", () => {
  it("lists loose lessons first, then chapters in order, each with its total length", () => {
    const outline = courseOutline(1, refs);
    expect(outline.looseLessons.map((l) => l.lesson.id)).toEqual([1]);
    expect(outline.chapters.map((c) => [c.chapter.id, c.lessons.map((l) => l.lesson.id)])).toEqual([
      [10, [7, 2, 3]],
      [20, [4, 5, 6]],
    ]);
    expect(outline.chapters[0]?.duration).toBe(900);
    expect(outline.duration).toBeCloseTo(990.4);
  });

  it("plays only preview lessons whose video file was sent", () => {
    expect(previewVideos(courseOutline(1, refs)).map((l) => l.lesson.id)).toEqual([1]);
  });

  it("takes sample questions from preview quizzes only, in their order", () => {
    const [quiz, ...others] = sampleQuizzes(courseOutline(1, refs), refs);
    expect(others).toEqual([]);
    expect(quiz?.name).toBe("Quick check");
    expect(quiz?.questions.map((q) => q.title)).toEqual(["First", "Second"]);
    expect(quiz?.questions[1]?.pieces).toEqual([{ value: "a", text: "A" }]);
    expect(quiz?.groups).toEqual([{ id: 50, description: "Part 1", sort_order: 1 }]);
  });
});

describe("summarizeIncludes", () => {
  it("counts lessons by kind, media lengths, documents and quizzes", () => {
    const summary = summarizeIncludes(online, courseOutline(1, refs));
    expect(summary).toMatchObject({
      lessonCount: 7,
      lessonsByKind: [
        { kind: "VIDEO", count: 2 },
        { kind: "AUDIO", count: 1 },
        { kind: "DOCUMENT", count: 1 },
        { kind: "QUIZ", count: 2 },
        { kind: "TEXT", count: 1 },
      ],
      videoSeconds: 690,
      audioSeconds: 300,
      documents: 1,
      quizzes: 2,
      delivery: "ONLINE",
      schedule: null,
      location: null,
      lifetimeAccess: true,
      certificate: true,
    });
  });

  it("gives the dates and place of an onsite course, the dates only of a remote one", () => {
    const times = { start_time: "2026-12-01T11:30:00.000Z", end_time: "2027-01-05T13:30:00.000Z" };
    const onsite = summarizeIncludes(
      { delivery: "ONSITE", ...times, location: "12 Lê Lợi, Q.1" },
      { lessons: [] },
    );
    expect(onsite.schedule).toEqual({ start: times.start_time, end: times.end_time });
    expect(onsite.location).toBe("12 Lê Lợi, Q.1");
    const remote = summarizeIncludes(
      { delivery: "REMOTE", ...times, location: "ignored" },
      { lessons: [] },
    );
    expect(remote.schedule).not.toBeNull();
    expect(remote.location).toBeNull();
    expect(summarizeIncludes({ ...online, ...times }, { lessons: [] }).schedule).toBeNull();
  });

  it("rounds lengths to whole minutes without hiding a short one", () => {
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(20)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(3 * 3600 + 5 * 60 + 29)).toEqual({ hours: 3, minutes: 5 });
  });
});
