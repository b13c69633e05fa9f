import type { QuestionGroup, QuizQuestion } from "../../../shared/quiz/question-types.ts";

export interface QuizSection<Q extends QuizQuestion> {
  /** null for the questions outside any group, which come first (like lessons without a chapter). */
  group: QuestionGroup | null;
  questions: Q[];
}

const bySortOrder = (
  a: { sort_order?: number; id: number },
  b: { sort_order?: number; id: number },
) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id;

/** The quiz as the player shows it: sections in group order, questions in order within each. */
export function quizSections<Q extends QuizQuestion>(
  questions: readonly Q[],
  groups: readonly QuestionGroup[],
): QuizSection<Q>[] {
  const known = new Set(groups.map((g) => g.id));
  const sorted = [...questions].sort(bySortOrder);
  const ungrouped = sorted.filter((q) => q.group_id == null || !known.has(q.group_id));
  const sections: QuizSection<Q>[] = ungrouped.length
    ? [{ group: null, questions: ungrouped }]
    : [];
  for (const group of [...groups].sort(bySortOrder)) {
    const inGroup = sorted.filter((q) => q.group_id === group.id);
    if (inGroup.length) sections.push({ group, questions: inGroup });
  }
  return sections;
}
