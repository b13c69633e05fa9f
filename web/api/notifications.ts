import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Notification, NotificationPage } from "../../shared/schemas/notifications.ts";
import { apiGet, apiPost } from "./client.ts";

export type NotificationRow = Notification;

export const NOTIFICATIONS_KEY = ["notification"] as const;
/** The bell refreshes its count this often while the page is open. */
const UNREAD_POLL_MS = 60_000;

/** A page of the signed-in user's notifications; the server sorts them newest first. */
export function useNotifications(limit: number, offset = 0) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "list", limit, offset],
    queryFn: ({ signal }) =>
      apiGet<NotificationPage>("/api/notification/list", { limit, offset }, { signal }),
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "unread-count"],
    queryFn: ({ signal }) =>
      apiGet<{ count: number }>("/api/notification/unread-count", undefined, { signal }),
    select: (data) => data.count,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Mark one (`id`) or all (`null`) as read, then refresh the bell and the lists. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? apiPost("/api/notification/read-all")
        : apiPost("/api/notification/read", { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
