/**
 * Text completion (docs/product/data-model.md): `content` is a sentence with each blank
 * written `{{blank}}`, the pieces are the options, and an option listed twice may fill two
 * blanks. docs/product/states-and-learning.md: a value cannot be used more times than the options offer it.
 */
import { normalizeSearch } from "../search.ts";
import type { Piece } from "./question-types.ts";

export const BLANK = "{{blank}}";

/** A run of text (numbered by the blanks before it) or a numbered blank. */
export type SentencePart =
  | { kind: "text"; index: number; text: string }
  | { kind: "blank"; index: number };

/** The sentence as text runs and numbered blanks, in reading order (empty runs left out). */
export function splitSentence(content: string | null): SentencePart[] {
  const parts: SentencePart[] = [];
  for (const [index, text] of (content ?? "").split(BLANK).entries()) {
    if (index > 0) parts.push({ kind: "blank", index: index - 1 });
    if (text) parts.push({ kind: "text", index, text });
  }
  return parts;
}

export function countBlanks(content: string | null): number {
  return (content ?? "").split(BLANK).length - 1;
}

/** How many times each value may be used: how many times the options list it. */
export function optionCounts(options: readonly Piece[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { value } of options) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Each value once, in the order the options first list it: what a blank's choice offers. */
export function distinctOptions(options: readonly Piece[]): Piece[] {
  const seen = new Set<string>();
  return options.filter(({ value }) => !seen.has(value) && seen.add(value));
}

/** True when no value fills more blanks than the options offer it (unknown values: never). */
export function fitsOptions(
  values: readonly (string | null)[],
  options: readonly Piece[],
): boolean {
  const available = optionCounts(options);
  const used = new Map<string, number>();
  for (const value of values) {
    if (value === null) continue;
    const count = (used.get(value) ?? 0) + 1;
    if (count > (available.get(value) ?? 0)) return false;
    used.set(value, count);
  }
  return true;
}

/**
 * The blanks after the student puts `value` (null: clears it) in blank `blankIndex`. When that
 * uses the value once more than the options offer, the other blank holding it (the first one,
 * if several do) is cleared, so the latest choice wins and the count stays within the options.
 */
export function chooseBlankValue(
  state: readonly (string | null)[],
  blankIndex: number,
  value: string | null,
  options: readonly Piece[],
): (string | null)[] {
  if (!Number.isInteger(blankIndex) || blankIndex < 0 || blankIndex >= state.length) {
    throw new RangeError(`No blank ${blankIndex} in a sentence of ${state.length}`);
  }
  const next = [...state];
  next[blankIndex] = value;
  if (value === null) return next;
  const available = optionCounts(options).get(value) ?? 0;
  if (available === 0) throw new RangeError(`"${value}" is not one of the options`);
  let used = next.filter((v) => v === value).length;
  for (let i = 0; i < next.length && used > available; i++) {
    if (i !== blankIndex && next[i] === value) {
      next[i] = null;
      used--;
    }
  }
  return next;
}

/**
 * A blank's value as the key spells it, for a question that accepts answers typed without tone
 * marks: the option equal to what was typed, else the one equal once both lose their tone
 * marks, case and extra spaces ("ha  noi" → "Hà Nội"); what matches no option stays as typed
 * (and is wrong).
 */
export function matchTypedValue(typed: string, options: readonly Piece[]): string {
  if (options.some((o) => o.value === typed)) return typed;
  const bare = normalizeSearch(typed);
  return options.find((o) => normalizeSearch(o.value) === bare)?.value ?? typed;
}
