// What choosing a file does to a picker's value, apart from React so it can be tested alone.

export type PickRefusal = "alreadySelected" | "maxSelectable";

export type PickResult = { ok: true; value: number[] } | { ok: false; reason: PickRefusal };

/**
 * Adds `id` to the chosen ids. A picker of one file replaces its file (choosing another is what
 * the person means); a picker of several refuses a file already chosen and one past `maxFiles`.
 */
export function pick(value: readonly number[], id: number, maxFiles?: number): PickResult {
  if (value.includes(id)) return { ok: false, reason: "alreadySelected" };
  if (maxFiles === 1) return { ok: true, value: [id] };
  if (maxFiles !== undefined && value.length >= maxFiles) {
    return { ok: false, reason: "maxSelectable" };
  }
  return { ok: true, value: [...value, id] };
}

/** The ids without `id`. */
export function unpick(value: readonly number[], id: number): number[] {
  return value.filter((chosen) => chosen !== id);
}

/** The ids with the one at `from` moved to `to` (both clamped to the list). */
export function move(value: readonly number[], from: number, to: number): number[] {
  const next = [...value];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** How many more files may be added (Infinity without a maximum). */
export function roomLeft(value: readonly number[], maxFiles?: number): number {
  if (maxFiles === undefined) return Number.POSITIVE_INFINITY;
  if (maxFiles === 1) return 1;
  return Math.max(0, maxFiles - value.length);
}
