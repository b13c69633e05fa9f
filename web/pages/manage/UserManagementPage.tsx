import { Group, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  MANAGEMENT_PAGE_SIZE,
  ROLES,
  USER_STATUSES,
  type UserStatus,
} from "../../../shared/constants.ts";
import { useAbility } from "../../account/account-query.ts";
import { type ManagedUserRow, updateUserStatus } from "../../api/users.ts";
import { useT } from "../../app-context.tsx";
import { useRaiseOnError } from "../../frame/page-error.tsx";
import { DataTable } from "../../manage/DataTable.tsx";
import { ListToolbar } from "../../manage/ListToolbar.tsx";
import type { ListConfig } from "../../manage/list-state.ts";
import { toListQuery } from "../../manage/list-state.ts";
import { ManagementHeader } from "../../manage/ManagementHeader.tsx";
import { PolicyButton } from "../../manage/PolicyButton.tsx";
import { saveEach } from "../../manage/save-results.ts";
import { TablePagination } from "../../manage/TablePagination.tsx";
import { useConfirm } from "../../manage/use-confirm.tsx";
import { useListState } from "../../manage/use-list-state.ts";
import {
  isAllowed,
  managementListKey,
  useManagementList,
} from "../../manage/use-management-list.ts";
import { BulkStatusBar } from "./users/BulkStatusBar.tsx";
import { ChangeUserDialog, type UserChange } from "./users/ChangeUserDialog.tsx";
import { userColumns } from "./users/user-columns.tsx";

const LIST: ListConfig = {
  filters: { role: "role", status: "status" },
  sortable: ["full_name", "email", "create_time"],
  defaultSort: { field: "create_time", direction: "desc" },
  refNames: ["image"],
};

/**
 * User management (`/user-management`), the management kit's first screen: search, filter by
 * role and status, change a user's role or status, and change the status of several at once.
 * What may be changed comes from the list's per-record `policies`; ADMIN_TRIAL sees every
 * control disabled, with the reason.
 */
export default function UserManagementPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useListState(LIST);
  const query = useManagementList<ManagedUserRow>("user", toListQuery(list.state, LIST));
  useRaiseOnError(query.error);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<{ user: ManagedUserRow; change: UserChange } | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const canChangeRoles = useAbility("user.updateRole");
  const canChangeStatuses = useAbility("user.updateStatus");
  const canWrite = canChangeRoles || canChangeStatuses;
  const data = query.data;

  const refresh = () => queryClient.invalidateQueries({ queryKey: managementListKey("user") });

  /** Why a control is off: a read-only account, or this record (one's own account). */
  const disabledReason = (row: ManagedUserRow, action: string) =>
    isAllowed(data, row.id, action)
      ? null
      : canWrite
        ? t("users.notOnThisUser")
        : t("common.trialReadOnly");

  const setStatusOfSelected = async (status: UserStatus) => {
    const users = (data?.items ?? []).filter((user) => selected.has(user.id));
    const ok = await confirm({
      title: t("users.setStatus"),
      message: t("users.bulkStatusConfirm", {
        count: users.length,
        status: t(`enums.userStatus.${status}`),
      }),
      danger: status === "BANNED" || status === "INACTIVE",
    });
    if (!ok) return;
    setBulkBusy(true);
    await saveEach(users, (user) => updateUserStatus(user.id, status), t);
    setBulkBusy(false);
    setSelected(new Set());
    await refresh();
  };

  const action = (row: ManagedUserRow, change: UserChange) => {
    const reason = disabledReason(row, change === "role" ? "updateRole" : "updateStatus");
    return (
      <PolicyButton
        size="compact-sm"
        variant="subtle"
        disabledReason={reason}
        onClick={() => setEditing({ user: row, change })}
      >
        {t(change === "role" ? "users.changeRole" : "users.changeStatus")}
      </PolicyButton>
    );
  };

  return (
    <Stack gap="md">
      <ManagementHeader
        title={t("nav.user_management")}
        description={t("users.description")}
        readOnly={!canWrite}
      />
      <ListToolbar
        search={list.state.search}
        onSearch={list.setSearch}
        searchPlaceholder={t("users.searchPlaceholder")}
        filters={[
          {
            name: "role",
            label: t("users.role"),
            options: ROLES.map((role) => ({ value: role, label: t(`enums.role.${role}`) })),
          },
          {
            name: "status",
            label: t("users.status"),
            options: USER_STATUSES.map((status) => ({
              value: status,
              label: t(`enums.userStatus.${status}`),
            })),
          },
        ]}
        values={list.state.filters}
        onFilter={list.setFilter}
        onReset={list.reset}
      />
      {selected.size > 0 && (
        <BulkStatusBar
          count={selected.size}
          busy={bulkBusy}
          onStatus={(status) => void setStatusOfSelected(status)}
          onClear={() => setSelected(new Set())}
        />
      )}
      <DataTable
        label={t("nav.user_management")}
        columns={userColumns(t, data?.refs ?? {})}
        rows={data?.items}
        fetching={query.isFetching}
        sort={list.state.sort}
        onSort={list.setSort}
        selection={{
          selected,
          onChange: setSelected,
          isSelectable: (id) => isAllowed(data, id, "updateStatus"),
        }}
        rowActions={(row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {action(row, "role")}
            {action(row, "status")}
          </Group>
        )}
        empty={t("common.noResults")}
      />
      <TablePagination
        total={data?.total ?? 0}
        page={list.state.page}
        pageSize={MANAGEMENT_PAGE_SIZE}
        onChange={list.setPage}
      />
      {editing && (
        <ChangeUserDialog
          user={editing.user}
          change={editing.change}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      {dialog}
    </Stack>
  );
}
