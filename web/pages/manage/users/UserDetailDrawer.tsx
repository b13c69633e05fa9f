import { Anchor, Badge, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { formatDateTime, formatPrice } from "../../../../shared/format.ts";
import { apiList } from "../../../api/client.ts";
import { type CourseRow, type ListResult, type Row, ref } from "../../../api/records.ts";
import type { ManagedUserRow } from "../../../api/users.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { ChangeDiff } from "../activity-log/ChangeDiff.tsx";
import type { ActivityRow } from "../UserActionManagementPage.tsx";

interface EnrollmentItem extends Row {
  course_id: number;
  status: "AWAITING_PAYMENT" | "ACTIVE" | "COMPLETED" | "CANCELLED";
  create_time: string;
}
interface OrderItem extends Row {
  reference_code: string;
  amount: number;
  status: "AWAITING_PAYMENT" | "PAID" | "CANCELLED";
  create_time: string;
}

const RECENT = 5;

function useUserList<T extends Row>(resource: string, userId: number, refNames: string[] = []) {
  return useQuery({
    queryKey: ["user-detail", resource, userId],
    queryFn: ({ signal }) =>
      apiList<ListResult<T>>(
        resource,
        {
          filters: [["user_id", "=", userId]],
          orders: [[resource === "activity_log" ? "log_time" : "create_time", "desc"]],
          refNames,
          limit: RECENT,
        },
        { signal },
      ),
  });
}

/**
 * One user's enrollments, orders and latest activity (five of each, newest first, with a link
 * to the whole activity), beside the user list. Closes itself first, then tells `onClose`.
 */
export function UserDetailDrawer({ user, onClose }: { user: ManagedUserRow; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [opened, setOpened] = useState(true);
  const enrollments = useUserList<EnrollmentItem>("enrollment", user.id, ["course"]);
  const orders = useUserList<OrderItem>("order", user.id);
  const activity = useUserList<ActivityRow>("activity_log", user.id);

  const section = (title: string, testId: string, body: ReactNode) => (
    <section data-testid={testId}>
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      {body}
    </section>
  );
  const none = (
    <Text size="sm" c="dimmed">
      {t("users.none")}
    </Text>
  );

  return (
    <Drawer
      opened={opened}
      onClose={() => setOpened(false)}
      onExitTransitionEnd={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
      title={t("users.detailTitle", { id: user.id })}
      data-testid="user-detail"
    >
      <Stack gap="lg">
        <div>
          <Text fw={600}>{user.full_name || "—"}</Text>
          <Text size="sm" c="dimmed">
            {user.email}
            {user.phone ? ` · ${user.phone}` : ""}
          </Text>
        </div>
        {section(
          t("users.enrollments"),
          "user-enrollments",
          enrollments.data?.items.length
            ? enrollments.data.items.map((e) => (
                <Group key={e.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {ref<CourseRow>(enrollments.data.refs, "course", e.course_id)?.name ??
                      `#${e.course_id}`}
                  </Text>
                  <Badge variant="light">{t(`enums.enrollmentStatus.${e.status}`)}</Badge>
                </Group>
              ))
            : none,
        )}
        {section(
          t("users.orders"),
          "user-orders",
          orders.data?.items.length
            ? orders.data.items.map((o) => (
                <Group key={o.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">
                    {o.reference_code} · {formatDateTime(o.create_time)}
                  </Text>
                  <Text size="sm">
                    {formatPrice(o.amount, locale, { zeroAsFree: false })} ·{" "}
                    {t(`enums.orderStatus.${o.status}`)}
                  </Text>
                </Group>
              ))
            : none,
        )}
        {section(
          t("users.recentActivity"),
          "user-activity",
          <Stack gap="xs">
            {activity.data?.items.length
              ? activity.data.items.map((a) => (
                  <div key={a.id}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(a.log_time)} · {t(`activityLog.types.${a.type}`)}{" "}
                      {a.table_name}
                      {a.record_id !== null ? ` #${a.record_id}` : ""}
                    </Text>
                    <ChangeDiff changes={a.changes} />
                  </div>
                ))
              : none}
            <Anchor component={Link} to={`/user-action-management?user=${user.id}`} size="sm">
              {t("users.allActivity")}
            </Anchor>
          </Stack>,
        )}
      </Stack>
    </Drawer>
  );
}
