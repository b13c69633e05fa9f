import { describe, expect, it } from "vitest";
import { completedCount, neighbours, playingOrder, playlistSections } from "./playlist.ts";

const chapters = [
  { id: 20, name: "Second", sort_order: 2 },
  { id: 10, name: "First", sort_order: 1 },
  { id: 30, name: "Empty", sort_order: 3 },
];

const lessons = [
  { id: 1, chapter_id: 10, completed: true },
  { id: 2, chapter_id: null, completed: false },
  { id: 3, chapter_id: 20, completed: false },
  { id: 4, chapter_id: 10, completed: true },
  { id: 5, chapter_id: 99, completed: false },
];

describe("playlistSections", () => {
  it("lists loose lessons first, then chapters by sort order, without empty chapters", () => {
    const sections = playlistSections(chapters, lessons);
    expect(sections.map((s) => s.chapter?.id ?? null)).toEqual([null, 10, 20]);
    expect(sections.map((s) => s.lessons.map((l) => l.id))).toEqual([[2, 5], [1, 4], [3]]);
  });

  it("keeps a lesson of an unknown chapter reachable among the loose ones", () => {
    const order = playingOrder(playlistSections(chapters, lessons)).map((l) => l.id);
    expect(order).toEqual([2, 5, 1, 4, 3]);
    expect(order).toHaveLength(lessons.length);
  });

  it("has no loose section when every lesson has a chapter", () => {
    const sections = playlistSections(chapters, [{ id: 1, chapter_id: 20 }]);
    expect(sections).toEqual([{ chapter: chapters[0], lessons: [{ id: 1, chapter_id: 20 }] }]);
  });
});

describe("neighbours", () => {
  const order = [{ id: 2 }, { id: 5 }, { id: 1 }];

  it("gives the lessons before and after", () => {
    expect(neighbours(order, 5)).toEqual({ previous: { id: 2 }, next: { id: 1 } });
  });

  it("has no previous on the first lesson and no next on the last", () => {
    expect(neighbours(order, 2)).toEqual({ previous: null, next: { id: 5 } });
    expect(neighbours(order, 1)).toEqual({ previous: { id: 5 }, next: null });
  });

  it("has neither for a lesson not in the course", () => {
    expect(neighbours(order, 42)).toEqual({ previous: null, next: null });
  });
});

describe("completedCount", () => {
  it("counts the completed lessons", () => {
    expect(completedCount(lessons)).toBe(2);
    expect(completedCount([])).toBe(0);
  });
});
