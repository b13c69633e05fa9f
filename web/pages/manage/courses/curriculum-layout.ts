/**
 * The curriculum editor's state as plain data: the chapters in order and, for each container
 * (the lessons without a chapter, then each chapter), its lessons in order. Pure functions, so
 * the moves of a drag and drop are tested without a browser.
 */

export type ContainerId = number | null;
export interface Layout {
  chapters: number[];
  lessons: Map<ContainerId, number[]>;
}

export const chapterKey = (id: ContainerId) => `chapter-${id ?? "none"}`;
export const lessonKey = (id: number) => `lesson-${id}`;

/** A dnd-kit id back to what it names. */
export function parseKey(
  key: string,
): { kind: "chapter"; id: ContainerId } | { kind: "lesson"; id: number } {
  if (key.startsWith("lesson-")) return { kind: "lesson", id: Number(key.slice(7)) };
  const rest = key.slice(8);
  return { kind: "chapter", id: rest === "none" ? null : Number(rest) };
}

export function containerOf(layout: Layout, lessonId: number): ContainerId | undefined {
  for (const [container, ids] of layout.lessons) if (ids.includes(lessonId)) return container;
  return undefined;
}

/**
 * Moves a lesson next to another (`over` a lesson: it takes that lesson's place) or to the end
 * of a container (`over` a chapter), within its container or into another.
 */
export function moveLesson(
  layout: Layout,
  lessonId: number,
  over: { kind: "chapter"; id: ContainerId } | { kind: "lesson"; id: number },
): Layout {
  const from = containerOf(layout, lessonId);
  if (from === undefined) return layout;
  const to = over.kind === "chapter" ? over.id : containerOf(layout, over.id);
  if (to === undefined || (over.kind === "lesson" && over.id === lessonId)) return layout;
  const lessons = new Map(layout.lessons);
  const source = (lessons.get(from) ?? []).filter((id) => id !== lessonId);
  lessons.set(from, source);
  const target = [...(lessons.get(to) ?? [])].filter((id) => id !== lessonId);
  let index = target.length;
  if (over.kind === "lesson") {
    const overIndex = target.indexOf(over.id);
    const before = (layout.lessons.get(to) ?? []).indexOf(lessonId);
    // Within one list, moving down puts it after the lesson it is over, as dnd-kit shows it.
    index = from === to && before !== -1 && before <= overIndex ? overIndex + 1 : overIndex;
  }
  target.splice(index, 0, lessonId);
  lessons.set(to, target);
  return { ...layout, lessons };
}

export function moveChapter(layout: Layout, chapterId: number, overId: number): Layout {
  const chapters = layout.chapters.filter((id) => id !== chapterId);
  const index = layout.chapters.indexOf(overId);
  if (index === -1) return layout;
  chapters.splice(index, 0, chapterId);
  return { ...layout, chapters };
}

/** What `POST /api/lesson/reorder` takes. */
export function toGroups(layout: Layout) {
  return [null, ...layout.chapters].map((chapterId) => ({
    chapterId,
    lessonIds: layout.lessons.get(chapterId) ?? [],
  }));
}
