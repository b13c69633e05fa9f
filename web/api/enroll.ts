import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FreeEnrollment } from "../../shared/schemas/enrollments.ts";
import { apiPost } from "./client.ts";

/** `POST /api/library/enroll`: a course whose sale price is 0 is enrolled at once (ACTIVE). */
export function enrollFree(courseId: number) {
  return apiPost<FreeEnrollment>("/api/library/enroll", { courseId });
}

/**
 * Free enrolment; on success the queries under `refresh` (the course page's own) are fetched
 * again, so the page shows the new enrollment (Learn now), and the library is refreshed.
 */
export function useEnrollFree(courseId: number, refresh: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrollFree(courseId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: refresh }),
        queryClient.invalidateQueries({ queryKey: ["library"] }),
      ]);
    },
  });
}
