import { useInfiniteQuery } from "@tanstack/react-query";
import type { EnrollmentStatus } from "../../shared/constants.ts";
import { PAGE_SIZE } from "../../shared/constants.ts";
import type { EnrollmentRecord } from "../../shared/schemas/enrollments.ts";
import type { OrderRow } from "../../shared/schemas/orders.ts";
import { apiList } from "./client.ts";
import type { ListResult } from "./records.ts";

/** The student's enrollment and the order it waits for, as the server sends them. */
export type EnrollmentRow = EnrollmentRecord;
export type EnrollmentOrderRow = Pick<OrderRow, "id" | "item_type" | "item_id">;

/** Everything a library card shows, besides the course: its images, creator, promotion, order. */
export const LIBRARY_REFS = [
  "course",
  "course_image",
  "course_user",
  "course_promotion",
  "order",
] as const;

/** A cancelled enrollment (an order left unpaid) is not in the library. */
const SHOWN_STATUSES: EnrollmentStatus[] = ["AWAITING_PAYMENT", "ACTIVE", "COMPLETED"];

export const LIBRARY_KEY = ["library"] as const;

type LibraryPage = ListResult<EnrollmentRow>;

/**
 * The signed-in user's own enrollments, newest first, PAGE_SIZE at a time. Filtered on the user
 * because staff may list everyone's.
 */
export function useLibrary(userId: number) {
  return useInfiniteQuery({
    queryKey: [...LIBRARY_KEY, userId],
    queryFn: ({ pageParam, signal }) =>
      apiList<LibraryPage>(
        "enrollment",
        {
          filters: [
            ["user_id", "=", userId],
            ["status", "IN", SHOWN_STATUSES],
          ],
          orders: [["create_time", "desc"]],
          refNames: LIBRARY_REFS,
          limit: PAGE_SIZE,
          offset: pageParam,
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
