import { useMutation, useQuery } from "@tanstack/react-query";
import type { CheckoutType, OrderStatus } from "../../shared/constants.ts";
import type {
  CheckoutAnswer,
  CourseSummary,
  OrderAnswer,
  OrderRecord,
  PaymentInstructions,
} from "../../shared/schemas/orders.ts";
import { apiGet, apiList, apiPost } from "./client.ts";
import type { ComboRow, CourseRow, ListResult } from "./records.ts";

// The student's side of orders (server/features/orders): checkout creates or returns the open
// order of a course or combo; the checkout page then watches its status until it is paid.

export type { CheckoutAnswer, CourseSummary, OrderAnswer, OrderRecord, PaymentInstructions };

/** `POST /api/order/checkout`: a mutation, since it may create the order. */
export function useCheckout() {
  return useMutation({
    mutationFn: (item: { type: CheckoutType; id: number }) =>
      apiPost<CheckoutAnswer>("/api/order/checkout", item),
  });
}

const POLL_MS = 3_000;
const MAX_POLL_MS = 30_000;

/** How long to wait before the next status check: 3 s, doubling after each failure. */
export function statusPollDelay(status: OrderStatus | undefined, failures: number): number | false {
  if (status && status !== "AWAITING_PAYMENT") return false;
  return Math.min(POLL_MS * 2 ** failures, MAX_POLL_MS);
}

/**
 * `GET /api/order/status?id=` every few seconds while the order awaits payment and the page is
 * visible (React Query pauses the interval of a hidden page and stops it on unmount).
 */
export function useOrderStatus(order: OrderRecord) {
  return useQuery({
    queryKey: ["order", "status", order.id],
    queryFn: ({ signal }) => apiGet<OrderRecord>("/api/order/status", { id: order.id }, { signal }),
    initialData: order,
    initialDataUpdatedAt: Date.now(),
    retry: false,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      statusPollDelay(query.state.data?.status, query.state.fetchFailureCount),
  });
}

export type { ComboRow };

/**
 * The pictures of what checkout sells: the course's or combo's record with its images, and the
 * combo's courses. Decorative: the order is shown without them while they load or if they fail.
 */
export function useCheckoutPictures(answer: OrderAnswer | undefined) {
  const courseIds = answer?.courses.map((c) => c.id) ?? [];
  const combo = answer?.item.type === "combo" ? answer.item.id : null;
  const courses = useQuery({
    queryKey: ["checkout", "courses", courseIds],
    queryFn: ({ signal }) =>
      apiList<ListResult<CourseRow>>(
        "course",
        { filters: [["id", "IN", courseIds]], refNames: ["image"], limit: courseIds.length },
        { signal },
      ),
    enabled: courseIds.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const comboRecord = useQuery({
    queryKey: ["checkout", "combo", combo],
    queryFn: ({ signal }) =>
      apiGet<ListResult<ComboRow>>(
        "/api/combo/get",
        { id: String(combo), refNames: ["image"] },
        { signal },
      ),
    enabled: combo !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return { courses: courses.data, combo: comboRecord.data };
}
