import { Group, Text } from "@mantine/core";
import { ROLES, USER_STATUSES, type UserStatus } from "../../../shared/constants.ts";
import { formatDate } from "../../../shared/format.ts";
import { type ImageRow, ref } from "../../api/records.ts";
import { type ManagedUserRow, updateUserStatus } from "../../api/users.ts";
import { UserAvatar } from "../../components/UserAvatar.tsx";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type {
  FilterOptions,
  ManagementDescription,
  RowActionDescription,
} from "../../manage/management-description.ts";
import { ChangeUserDialog } from "./users/ChangeUserDialog.tsx";
import { UserDetailDrawer } from "./users/UserDetailDrawer.tsx";
import { RoleBadge, StatusBadge } from "./users/user-badges.tsx";

const STATUS_OPTIONS: FilterOptions = (t) =>
  USER_STATUSES.map((status) => ({ value: status, label: t(`enums.userStatus.${status}`) }));

/**
 * User management (`/user-management`): search, filter by role, status and sign-up days, a
 * user's enrollments, orders and recent activity (details), change a user's
 * role or status (each ends that user's sessions, which the dialog says), and the status of
 * several at once. One's own account is refused by the policies; ADMIN_TRIAL only looks.
 */
export const USERS: ManagementDescription<ManagedUserRow> = {
  resource: "user",
  refNames: ["image"],
  messages: { title: "nav.user_management", description: "users.description" },
  defaultSort: { field: "create_time", direction: "desc" },
  search: { placeholder: "users.searchPlaceholder" },
  filters: [
    {
      kind: "select",
      name: "role",
      label: "users.role",
      options: (t) => ROLES.map((role) => ({ value: role, label: t(`enums.role.${role}`) })),
    },
    { kind: "select", name: "status", label: "users.status", options: STATUS_OPTIONS },
    {
      kind: "dateRange",
      field: "create_time",
      label: "users.signedUpBetween",
      from: { name: "from", label: "users.signedUpFrom" },
      to: { name: "to", label: "users.signedUpTo" },
    },
  ],
  columns: [
    {
      key: "user",
      label: "users.user",
      sortable: "full_name",
      render: (user, { refs }) => (
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
      label: "users.role",
      width: 240,
      render: (user) => <RoleBadge role={user.role} />,
    },
    {
      key: "status",
      label: "users.status",
      width: 170,
      render: (user) => <StatusBadge status={user.status} />,
    },
    {
      key: "create_time",
      label: "users.joined",
      sortable: true,
      render: (user) => <Text size="sm">{formatDate(user.create_time)}</Text>,
    },
  ],
  rowActions: [
    {
      key: "details",
      label: "users.details",
      dialog: ({ row, onClose }) => <UserDetailDrawer user={row} onClose={onClose} />,
    },
    ...(["role", "status"] as const).map(
      (change): RowActionDescription<ManagedUserRow> => ({
        key: change,
        label: change === "role" ? "users.changeRole" : "users.changeStatus",
        policy: {
          action: change === "role" ? "updateRole" : "updateStatus",
          ability: change === "role" ? "user.updateRole" : "user.updateStatus",
          refused: "users.notOnThisUser",
        },
        dialog: ({ row, onClose, onSaved }) => (
          <ChangeUserDialog user={row} change={change} onClose={onClose} onSaved={onSaved} />
        ),
      }),
    ),
  ],
  bulkActions: [
    {
      key: "status",
      label: "users.setStatus",
      policy: "updateStatus",
      ability: "user.updateStatus",
      choices: STATUS_OPTIONS,
      confirm: (users, status, { t }) => ({
        title: t("users.setStatus"),
        message: t("users.bulkStatusConfirm", {
          count: users.length,
          status: t(`enums.userStatus.${status as UserStatus}`),
        }),
        danger: status === "BANNED" || status === "INACTIVE",
      }),
      save: (user, status) => updateUserStatus(user.id, status as UserStatus),
    },
  ],
};

export default function UserManagementPage() {
  return <ManagementScreen description={USERS} />;
}
