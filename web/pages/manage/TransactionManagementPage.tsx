import { Button, Group, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  MANAGEMENT_PAGE_SIZE,
  TRANSACTION_PROVIDERS,
  TRANSACTION_STATUSES,
} from "../../../shared/constants.ts";
import { useAbility } from "../../account/account-query.ts";
import type { TransactionRow } from "../../api/transactions.ts";
import { useLocale, useT } from "../../app-context.tsx";
import { useRaiseOnError } from "../../frame/page-error.tsx";
import { DataTable } from "../../manage/DataTable.tsx";
import { ListToolbar } from "../../manage/ListToolbar.tsx";
import { ManagementHeader } from "../../manage/ManagementHeader.tsx";
import { PolicyButton } from "../../manage/PolicyButton.tsx";
import { TablePagination } from "../../manage/TablePagination.tsx";
import { useListState } from "../../manage/use-list-state.ts";
import {
  isAllowed,
  managementListKey,
  useManagementList,
} from "../../manage/use-management-list.ts";
import { AddTransactionDialog } from "./transactions/AddTransactionDialog.tsx";
import { AttachOrderDialog } from "./transactions/AttachOrderDialog.tsx";
import { DateRangeFilter } from "./transactions/DateRangeFilter.tsx";
import { TransactionDetailDrawer } from "./transactions/TransactionDetailDrawer.tsx";
import { transactionColumns } from "./transactions/transaction-columns.tsx";
import { TRANSACTION_LIST, toTransactionQuery } from "./transactions/transaction-query.ts";

/**
 * Transaction management (`/transaction-management`): the money received through the bank
 * webhooks or entered by hand, filtered by status, provider and day; the details and raw body
 * of each; attaching a transfer kept for review to its order; adding one by hand. What may be
 * done comes from the abilities and the list's per-record `policies`; ADMIN_TRIAL only looks.
 */
export default function TransactionManagementPage() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useListState(TRANSACTION_LIST);
  const query = useManagementList<TransactionRow>("transaction", toTransactionQuery(list.state));
  useRaiseOnError(query.error);
  const canCreate = useAbility("transaction.create");
  const canAttach = useAbility("transaction.attach");
  const [viewing, setViewing] = useState<TransactionRow | null>(null);
  const [attaching, setAttaching] = useState<TransactionRow | null>(null);
  const [adding, setAdding] = useState(false);
  const data = query.data;
  const refs = data?.refs ?? {};

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: managementListKey("transaction") }),
      // An attached or matched transfer paid an order and activated enrollments.
      queryClient.invalidateQueries({ queryKey: managementListKey("enrollment") }),
    ]);

  const readOnlyReason = t("common.trialReadOnly");

  return (
    <Stack gap="md">
      <ManagementHeader
        title={t("nav.transaction_management")}
        description={t("transactions.description")}
        readOnly={!canCreate && !canAttach}
        actions={
          <PolicyButton
            disabledReason={canCreate ? null : readOnlyReason}
            onClick={() => setAdding(true)}
          >
            {t("transactions.add")}
          </PolicyButton>
        }
      />
      <Stack gap="xs">
        <ListToolbar
          search={list.state.search}
          onSearch={list.setSearch}
          searchPlaceholder={t("transactions.searchPlaceholder")}
          filters={[
            {
              name: "status",
              label: t("transactions.status"),
              options: TRANSACTION_STATUSES.map((status) => ({
                value: status,
                label: t(`enums.transactionStatus.${status}`),
              })),
            },
            {
              name: "provider",
              label: t("transactions.provider"),
              options: TRANSACTION_PROVIDERS.map((provider) => ({
                value: provider,
                label: t(`enums.transactionProvider.${provider}`),
              })),
            },
          ]}
          values={list.state.filters}
          onFilter={list.setFilter}
          onReset={list.reset}
        />
        <DateRangeFilter
          from={list.state.filters.from}
          to={list.state.filters.to}
          onChange={list.setFilter}
        />
      </Stack>
      <DataTable
        label={t("nav.transaction_management")}
        columns={transactionColumns(t, locale, refs)}
        rows={data?.items}
        fetching={query.isFetching}
        sort={list.state.sort}
        onSort={list.setSort}
        rowActions={(row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={() => setViewing(row)}>
              {t("transactions.details")}
            </Button>
            {row.status === "NEEDS_REVIEW" && (
              <PolicyButton
                size="compact-sm"
                variant="light"
                disabledReason={
                  isAllowed(data, row.id, "attach")
                    ? null
                    : canAttach
                      ? t("errors.transaction.notReviewable")
                      : readOnlyReason
                }
                onClick={() => setAttaching(row)}
              >
                {t("transactions.attach")}
              </PolicyButton>
            )}
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
      <TransactionDetailDrawer transaction={viewing} refs={refs} onClose={() => setViewing(null)} />
      {attaching && (
        <AttachOrderDialog
          transaction={attaching}
          onClose={() => setAttaching(null)}
          onAttached={() => void refresh()}
        />
      )}
      {adding && (
        <AddTransactionDialog onClose={() => setAdding(false)} onAdded={() => void refresh()} />
      )}
    </Stack>
  );
}
