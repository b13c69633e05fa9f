import { useCallback } from "react";
import { useNavigate } from "react-router";
import { type NotificationRow, useMarkRead } from "../../api/notifications.ts";
import { toastError } from "../../feedback/toast.tsx";

/** Opening a notification marks it read and follows its link, if it has one. */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return useCallback(
    (notification: NotificationRow) => {
      if (notification.read_time === null) {
        markRead.mutate(notification.id, { onError: toastError });
      }
      afterOpen?.();
      const link = notification.link;
      if (!link) return;
      if (link.startsWith("/") && !link.startsWith("//")) void navigate(link);
      else window.location.assign(link);
    },
    [markRead, navigate, afterOpen],
  );
}
