import { Group, Text } from "@mantine/core";
import { formatDate } from "../../../../shared/format.ts";
import { type ImageRow, type ListResult, ref } from "../../../api/records.ts";
import type { ManagedUserRow } from "../../../api/users.ts";
import type { Translate } from "../../../app-context.tsx";
import { UserAvatar } from "../../../components/UserAvatar.tsx";
import type { Column } from "../../../manage/DataTable.tsx";
import { RoleBadge, StatusBadge } from "./user-badges.tsx";

/** The user table's columns: the person (picture, name, e-mail), role, status, joined. */
export function userColumns(t: Translate, refs: ListResult["refs"]): Column<ManagedUserRow>[] {
  return [
    {
      key: "user",
      header: t("users.user"),
      sortField: "full_name",
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar
            name={user.full_name || user.email}
            image={ref<ImageRow>(refs, "image", user.avatar_image_id)}
            size={36}
          />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="user-name">
              {user.full_name || "—"}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: "role",
      header: t("users.role"),
      width: 240,
      render: (user) => <RoleBadge role={user.role} />,
    },
    {
      key: "status",
      header: t("users.status"),
      width: 170,
      render: (user) => <StatusBadge status={user.status} />,
    },
    {
      key: "create_time",
      header: t("users.joined"),
      sortField: "create_time",
      render: (user) => <Text size="sm">{formatDate(user.create_time)}</Text>,
    },
  ];
}
