import { Button, Container, Group, Pagination, Paper, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useMarkRead, useNotifications, useUnreadCount } from "../../api/notifications.ts";
import { useT } from "../../app-context.tsx";
import { BellIcon } from "../../components/icons/pages.tsx";
import { NotificationItem } from "../../components/notifications/NotificationItem.tsx";
import { useOpenNotification } from "../../components/notifications/use-open-notification.ts";
import { LoadingPlaceholder } from "../../feedback/LoadingPlaceholder.tsx";
import { toast, toastError } from "../../feedback/toast.tsx";
import { useRaiseOnError } from "../../frame/page-error.tsx";
import classes from "./NotificationsPage.module.css";

const PER_PAGE = 20;

/** `/notifications`: every notification, newest first, with mark-all-read and paging. */
export default function NotificationsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useNotifications(PER_PAGE, (page - 1) * PER_PAGE);
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const open = useOpenNotification();
  useRaiseOnError(list.error);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PER_PAGE));

  return (
    <Container size={760} className={classes.page}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={1} className={classes.title}>
            {t("nav.notifications")}
          </Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="unread-summary">
            {unread > 0
              ? t("notifications.unreadCount", { count: unread })
              : t("notifications.allRead")}
          </Text>
        </div>
        <Button
          variant="light"
          radius="xl"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() =>
            markRead.mutate(null, {
              onSuccess: () => toast.success(t("notifications.allMarkedRead")),
              onError: toastError,
            })
          }
        >
          {t("actions.markAllRead")}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={6}>
        {list.isPending ? (
          <LoadingPlaceholder />
        ) : list.data?.items.length ? (
          <Stack gap={2}>
            {list.data.items.map((item) => (
              <NotificationItem key={item.id} notification={item} onOpen={open} />
            ))}
          </Stack>
        ) : (
          <Stack align="center" gap="xs" py={48} c="dimmed">
            <BellIcon size={40} />
            <Text>{t("notifications.empty")}</Text>
          </Stack>
        )}
      </Paper>
      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => setParams({ page: String(next) })}
            radius="xl"
          />
        </Group>
      )}
    </Container>
  );
}
