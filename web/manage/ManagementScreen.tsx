import { Button, Group, SegmentedControl, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, useMemo, useState } from "react";
import { type AbilityName, MANAGEMENT_PAGE_SIZE } from "../../shared/constants.ts";
import { useAccount } from "../account/account-query.ts";
import { encodeQuery, listQuery } from "../api/client.ts";
import type { Row } from "../api/records.ts";
import { useLocale, useT } from "../app-context.tsx";
import { toast, toastError } from "../feedback/toast.tsx";
import { useRaiseOnError } from "../frame/page-error.tsx";
import { BulkBar } from "./BulkBar.tsx";
import { type Column, DataTable } from "./DataTable.tsx";
import { ListToolbar } from "./ListToolbar.tsx";
import { ManagementGrid } from "./ManagementGrid.tsx";
import { ManagementHeader } from "./ManagementHeader.tsx";
import type {
  BulkActionDescription,
  ManagementDescription,
  RowActionDescription,
  ScreenContext,
} from "./management-description.ts";
import { listConfigOf, listQueryOf } from "./management-query.ts";
import { PolicyButton } from "./PolicyButton.tsx";
import { saveEach } from "./save-results.ts";
import { TablePagination } from "./TablePagination.tsx";
import { useConfirm } from "./use-confirm.tsx";
import { useListState } from "./use-list-state.ts";
import { isAllowed, managementListKey, useManagementList } from "./use-management-list.ts";

/**
 * A management screen drawn from its description: the header (with the read-only notice when
 * the account may change nothing here, and the Add button), the search and filters, the
 * table with its sorting, row actions and selection, the bulk bar, the paging by 24, and the
 * dialogs. The table's state lives in the URL. What may be done to each record comes from the
 * list's per-record `policies`, never a role test. How to add a screen: web/manage/README.md.
 */
export function ManagementScreen<T extends Row>({
  description,
}: {
  description: ManagementDescription<T>;
}) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const abilities = useAccount()?.abilities;
  const config = useMemo(() => listConfigOf(description), [description]);
  const list = useListState(config);
  const apiQuery = listQueryOf(description, list.state);
  const query = useManagementList<T>(description.resource, apiQuery);
  useRaiseOnError(query.error);
  const { confirm, dialog } = useConfirm();
  // `opening` counts the openings: each one mounts its dialog afresh, even for the same row.
  const [open, setOpen] = useState<{
    action: RowActionDescription<T>;
    row: T;
    opening: number;
  } | null>(null);
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const data = query.data;
  const context: ScreenContext = { t, locale, refs: data?.refs ?? {} };
  const { rowActions = [], bulkActions = [], create, messages } = description;

  const can = (ability: AbilityName | undefined) =>
    ability !== undefined && abilities?.[ability] === true;
  const abilitiesUsed = [
    ...rowActions.map((action) => action.policy?.ability),
    ...bulkActions.map((action) => action.ability),
    create?.ability,
  ].filter((ability) => ability !== undefined);
  // A screen nobody writes on (the activity log) is not "read-only for you".
  const readOnly = abilitiesUsed.length > 0 && !abilitiesUsed.some(can);
  const readOnlyReason = t("common.trialReadOnly");

  const refresh = () =>
    Promise.all(
      [description.resource, ...(description.alsoRefresh ?? [])].map((resource) =>
        queryClient.invalidateQueries({ queryKey: managementListKey(resource) }),
      ),
    );

  /** Why the action is off on this row: not on this record, or a read-only account. */
  const disabledReason = (action: RowActionDescription<T>, row: T) => {
    const { policy } = action;
    if (!policy || isAllowed(data, row.id, policy.action)) return null;
    return can(policy.ability) ? t(policy.refused) : readOnlyReason;
  };

  const runRowAction = async (action: RowActionDescription<T>, row: T) => {
    if ("dialog" in action) {
      setOpen((previous) => ({ action, row, opening: (previous?.opening ?? 0) + 1 }));
      return;
    }
    if (action.confirm && !(await confirm(action.confirm(row, context)))) return;
    setBusyId(row.id);
    try {
      await action.run(row);
      toast.success(t(action.success));
      await refresh();
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };

  const runBulkAction = async (action: BulkActionDescription<T>, choice: string | undefined) => {
    const rows = (data?.items ?? []).filter(
      (row) => selected.has(row.id) && isAllowed(data, row.id, action.policy),
    );
    if (!(await confirm(action.confirm(rows, choice, context)))) return;
    setBulkBusy(true);
    await saveEach(rows, (row) => action.save(row, choice), t);
    setBulkBusy(false);
    setSelected(new Set());
    await refresh();
  };

  const columns: Column<T>[] = description.columns.map((column) => ({
    key: column.key,
    header: t(column.label),
    render: (row) => column.render(row, context),
    sortField: column.sortable === true ? column.key : column.sortable || undefined,
    width: column.width,
  }));

  const renderRowActions =
    rowActions.length > 0
      ? (row: T) => (
          // One line, as DataTable's actions cell intends (`white-space: nowrap`): a wrapping
          // group let the table squeeze the column and stack the buttons (course screen).
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rowActions
              .filter((action) => action.shownFor?.(row) ?? true)
              // An action the account's role never has is not offered (a writer is not shown
              // Publish); the read-only trial account sees every action, disabled.
              .filter((action) => readOnly || !action.policy || can(action.policy.ability))
              .map((action) => (
                <PolicyButton
                  key={action.key}
                  size="compact-sm"
                  variant={action.variant ?? "subtle"}
                  loading={busyId === row.id}
                  disabledReason={disabledReason(action, row)}
                  onClick={() => void runRowAction(action, row)}
                >
                  {t(action.label)}
                </PolicyButton>
              ))}
          </Group>
        )
      : undefined;
  const gridView = description.grid !== undefined && list.state.view === "grid";
  const empty = t(messages.empty ?? "common.noResults");

  return (
    <Stack gap="md">
      <ManagementHeader
        title={t(messages.title)}
        description={t(messages.description)}
        readOnly={readOnly}
        actions={
          (create || description.download) && (
            <>
              {description.download && (
                <Button
                  component="a"
                  variant="default"
                  href={`${description.download.path}${encodeQuery(listQuery(apiQuery))}`}
                  download
                >
                  {t(description.download.label)}
                </Button>
              )}
              {create && (
                <PolicyButton
                  disabledReason={can(create.ability) ? null : readOnlyReason}
                  onClick={() => setCreating(true)}
                >
                  {t(create.label)}
                </PolicyButton>
              )}
            </>
          )
        }
      />
      {description.above?.({ readOnly, refresh: () => void refresh(), context })}
      {(description.search || description.filters?.length) && (
        <ListToolbar
          searchPlaceholder={description.search?.placeholder}
          search={list.state.search}
          onSearch={list.setSearch}
          filters={description.filters ?? []}
          values={list.state.filters}
          onFilter={list.setFilter}
          onFilters={list.setFilters}
          onReset={list.reset}
        />
      )}
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          actions={bulkActions}
          busy={bulkBusy}
          onAction={(action, choice) => void runBulkAction(action, choice)}
          onClear={() => setSelected(new Set())}
        />
      )}
      {description.grid && (
        <SegmentedControl
          value={gridView ? "grid" : "table"}
          onChange={(view) => list.setView(view === "grid" ? "grid" : "table")}
          data={[
            { value: "grid", label: t("manage.gridView") },
            { value: "table", label: t("manage.listView") },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
      )}
      {gridView && description.grid ? (
        <ManagementGrid
          label={t(messages.title)}
          rows={data?.items}
          fetching={query.isFetching}
          render={(row) => description.grid?.render(row, context)}
          rowActions={renderRowActions}
          empty={empty}
        />
      ) : (
        <DataTable
          label={t(messages.title)}
          columns={columns}
          rows={data?.items}
          fetching={query.isFetching}
          sort={list.state.sort}
          onSort={list.setSort}
          selection={
            bulkActions.length > 0
              ? {
                  selected,
                  onChange: setSelected,
                  isSelectable: (id) =>
                    bulkActions.some((action) => isAllowed(data, id, action.policy)),
                }
              : undefined
          }
          rowActions={renderRowActions}
          empty={empty}
        />
      )}
      <TablePagination
        total={data?.total ?? 0}
        capped={data?.totalCapped ?? false}
        page={list.state.page}
        pageSize={MANAGEMENT_PAGE_SIZE}
        onChange={list.setPage}
      />
      {open && "dialog" in open.action && (
        <Fragment key={open.opening}>
          {open.action.dialog({
            row: open.row,
            context,
            onClose: () => setOpen(null),
            onSaved: () => void refresh(),
          })}
        </Fragment>
      )}
      {creating &&
        create?.form({ onClose: () => setCreating(false), onSaved: () => void refresh() })}
      {dialog}
    </Stack>
  );
}
