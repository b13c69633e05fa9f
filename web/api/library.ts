import { useInfiniteQuery } from "@tanstack/react-query";
import type { EnrollmentStatus, OrderItemType } from "../../shared/constants.ts";
import { PAGE_SIZE } from "../../shared/constants.ts";
import { apiList } from "./client.ts";
import type { ListResult, Row } from "./records.ts";

export interface EnrollmentRow extends Row {
  user_id: number;
  course_id: number;
  status: EnrollmentStatus;
  order_id: number | null;
  /** Completed lessons over all lessons of the course, 0–100. */
  progress_percent?: number;
  create_time: string;
}

export interface EnrollmentOrderRow extends Row {
  item_type: OrderItemType;
  item_id: number;
}

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
