/**
 * The learning page's playlist, as pure functions: lessons without a chapter first, then the
 * chapters in their order, each with its lessons in the order the server sent them (playing
 * order); Previous and Next follow the same order.
 */

export interface PlaylistChapterLike {
  id: number;
  sort_order: number;
}

export interface PlaylistLessonLike {
  id: number;
  chapter_id: number | null;
}

export interface PlaylistSection<C, L> {
  /** null for the lessons outside any chapter. */
  chapter: C | null;
  lessons: L[];
}

const byOrder = (a: PlaylistChapterLike, b: PlaylistChapterLike) =>
  a.sort_order - b.sort_order || a.id - b.id;

/**
 * The sections of the playlist. A lesson whose chapter is unknown is listed with the loose
 * ones rather than dropped: a student must be able to reach every lesson. Empty chapters are
 * left out.
 */
export function playlistSections<C extends PlaylistChapterLike, L extends PlaylistLessonLike>(
  chapters: readonly C[],
  lessons: readonly L[],
): PlaylistSection<C, L>[] {
  const known = new Set(chapters.map((c) => c.id));
  const loose = lessons.filter((l) => l.chapter_id === null || !known.has(l.chapter_id));
  const sections: PlaylistSection<C, L>[] = loose.length ? [{ chapter: null, lessons: loose }] : [];
  for (const chapter of [...chapters].sort(byOrder)) {
    const own = lessons.filter((l) => l.chapter_id === chapter.id);
    if (own.length) sections.push({ chapter, lessons: own });
  }
  return sections;
}

/** Every lesson in playing order: the sections one after the other. */
export function playingOrder<C, L>(sections: readonly PlaylistSection<C, L>[]): L[] {
  return sections.flatMap((s) => s.lessons);
}

export interface Neighbours<L> {
  previous: L | null;
  next: L | null;
}

/** The lessons before and after the current one; none at either end or for an unknown id. */
export function neighbours<L extends { id: number }>(
  ordered: readonly L[],
  currentId: number,
): Neighbours<L> {
  const index = ordered.findIndex((l) => l.id === currentId);
  if (index < 0) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

/** Completed lessons over all, for a chapter's "2/5" and the course's bar when offline. */
export function completedCount(lessons: readonly { completed: boolean }[]): number {
  return lessons.reduce((n, l) => n + (l.completed ? 1 : 0), 0);
}
