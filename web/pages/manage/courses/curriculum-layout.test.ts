import { describe, expect, it } from "vitest";
import { type Layout, moveChapter, moveLesson, parseKey, toGroups } from "./curriculum-layout.ts";

const layout = (): Layout => ({
  chapters: [10, 20],
  lessons: new Map([
    [null, [1]],
    [10, [2, 3, 4]],
    [20, [5]],
  ]),
});

describe("curriculum layout", () => {
  it("moves a lesson down and up within its chapter, as dnd-kit shows it", () => {
    expect(moveLesson(layout(), 2, { kind: "lesson", id: 4 }).lessons.get(10)).toEqual([3, 4, 2]);
    expect(moveLesson(layout(), 4, { kind: "lesson", id: 2 }).lessons.get(10)).toEqual([4, 2, 3]);
  });

  it("moves a lesson into another chapter, at a lesson's place or at the end", () => {
    const onLesson = moveLesson(layout(), 3, { kind: "lesson", id: 5 });
    expect(onLesson.lessons.get(10)).toEqual([2, 4]);
    expect(onLesson.lessons.get(20)).toEqual([3, 5]);
    const onChapter = moveLesson(layout(), 1, { kind: "chapter", id: 20 });
    expect(onChapter.lessons.get(null)).toEqual([]);
    expect(onChapter.lessons.get(20)).toEqual([5, 1]);
  });

  it("reorders chapters and writes the layout the reorder call takes", () => {
    const moved = moveChapter(layout(), 20, 10);
    expect(moved.chapters).toEqual([20, 10]);
    expect(toGroups(moved)).toEqual([
      { chapterId: null, lessonIds: [1] },
      { chapterId: 20, lessonIds: [5] },
      { chapterId: 10, lessonIds: [2, 3, 4] },
    ]);
  });

  it("reads dnd-kit ids back", () => {
    expect(parseKey("lesson-7")).toEqual({ kind: "lesson", id: 7 });
    expect(parseKey("chapter-none")).toEqual({ kind: "chapter", id: null });
    expect(parseKey("chapter-3")).toEqual({ kind: "chapter", id: 3 });
  });
});
