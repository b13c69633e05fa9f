import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuizAnswers, QuizGrade } from "../../shared/quiz/question-types.ts";
import type { QuizAttemptSummary } from "../../shared/quiz/submission.ts";
import { ApiError, apiGet, apiPost } from "./client.ts";

/**
 * How the player's answers are graded: `attempt` stores the attempt of a student who learns the
 * course; `preview` grades the sample questions of a preview lesson for anyone, storing nothing.
 */
export type QuizGradingMode = "attempt" | "preview";

const GRADING_PATHS: Record<QuizGradingMode, string> = {
  attempt: "/api/quiz/attempt",
  preview: "/api/quiz/preview-grade",
};

export const latestAttemptKey = (quizId: number) => ["quiz", "latest-attempt", quizId] as const;

/**
 * Grades a quiz's answers on the server. Pass its `mutateAsync` as the player's `grade`:
 * `<QuizPlayer grade={grading.mutateAsync} … />`. A stored attempt refreshes the latest score.
 */
export function useQuizGrading(quizId: number, mode: QuizGradingMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswers) =>
      apiPost<QuizGrade>(GRADING_PATHS[mode], { quizId, answers }),
    onSuccess: () => {
      if (mode === "attempt") {
        return queryClient.invalidateQueries({ queryKey: latestAttemptKey(quizId) });
      }
    },
  });
}

/** The signed-in student's latest attempt at the quiz (score over maximum), or null if none. */
export function useLatestQuizAttempt(quizId: number) {
  return useQuery({
    queryKey: latestAttemptKey(quizId),
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<QuizAttemptSummary>("/api/quiz/latest-attempt", { quizId }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
