import { Text, UnstyledButton } from "@mantine/core";
import { formatDateTime } from "../../../shared/format.ts";
import type { NotificationRow } from "../../api/notifications.ts";
import { useLocale, useT } from "../../app-context.tsx";
import { formatRelativeTime } from "../../format-relative.ts";
import classes from "./NotificationItem.module.css";

interface NotificationItemProps {
  notification: NotificationRow;
  /** Opens it: marks it read and follows its link. */
  onOpen: (notification: NotificationRow) => void;
  compact?: boolean;
}

/** One notification: a dot while unread, its title, text and how long ago it came. */
export function NotificationItem({ notification, onOpen, compact }: NotificationItemProps) {
  const t = useT();
  const locale = useLocale();
  const unread = notification.read_time === null;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      data-compact={compact || undefined}
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
    >
      <span className={classes.dot} aria-hidden="true" />
      <span className={classes.text}>
        <Text size="sm" fw={unread ? 600 : 500} component="span" lineClamp={2}>
          {notification.title}
          {unread && <span className={classes.srOnly}> ({t("notifications.unread")})</span>}
        </Text>
        {notification.body && (
          <Text size="sm" c="dimmed" component="span" lineClamp={compact ? 2 : 4}>
            {notification.body}
          </Text>
        )}
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={notification.create_time}
          title={formatDateTime(notification.create_time)}
        >
          {formatRelativeTime(notification.create_time, locale, t)}
        </Text>
      </span>
    </UnstyledButton>
  );
}
