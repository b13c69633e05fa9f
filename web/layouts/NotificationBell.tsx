import { ActionIcon, Anchor, Button, Group, Popover, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link } from "react-router";
import { buildPath } from "../../shared/routes.ts";
import { useMarkRead, useNotifications, useUnreadCount } from "../api/notifications.ts";
import { useT } from "../app-context.tsx";
import { BellIcon } from "../components/icons/pages.tsx";
import { NotificationItem } from "../components/notifications/NotificationItem.tsx";
import { useOpenNotification } from "../components/notifications/use-open-notification.ts";
import { LoadingPlaceholder } from "../feedback/LoadingPlaceholder.tsx";
import { toastError } from "../feedback/toast.tsx";
import classes from "./NotificationBell.module.css";

const LATEST = 6;

/** "99+" past two digits, so the badge keeps its size. */
export function unreadBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** The bell of the top bar: the unread count, and the latest notifications in a dropdown. */
export default function NotificationBell() {
  const t = useT();
  const [opened, { set: setOpened, toggle, close }] = useDisclosure(false);
  const unread = useUnreadCount().data ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      radius="md"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          className={classes.bell}
          onClick={toggle}
          aria-label={
            unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("nav.notifications")
          }
          data-testid="notification-bell"
        >
          <BellIcon size={20} />
          {unread > 0 && (
            <span className={classes.count} aria-hidden="true" data-testid="unread-count">
              {unreadBadge(unread)}
            </span>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {opened && <LatestNotifications onClose={close} unread={unread} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function LatestNotifications({ onClose, unread }: { onClose: () => void; unread: number }) {
  const t = useT();
  const list = useNotifications(LATEST);
  const markRead = useMarkRead();
  const open = useOpenNotification(onClose);
  return (
    <div>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={700}>{t("nav.notifications")}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(null, { onError: toastError })}
        >
          {t("actions.markAllRead")}
        </Button>
      </Group>
      <Stack gap={2} px={6} mah={400} style={{ overflowY: "auto" }}>
        {list.isPending && <LoadingPlaceholder minHeight={120} />}
        {list.isError && (
          <Text size="sm" c="red" p="md" role="alert">
            {list.error.message}
          </Text>
        )}
        {list.data?.items.length === 0 && (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {t("notifications.empty")}
          </Text>
        )}
        {list.data?.items.map((item) => (
          <NotificationItem key={item.id} notification={item} onOpen={open} compact />
        ))}
      </Stack>
      <Anchor
        component={Link}
        to={buildPath("notifications")}
        onClick={onClose}
        display="block"
        ta="center"
        size="sm"
        py="sm"
        fw={600}
      >
        {t("actions.viewAll")}
      </Anchor>
    </div>
  );
}
