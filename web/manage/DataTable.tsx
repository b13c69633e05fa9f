import { Checkbox, Table, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import type { OrderDirection } from "../../shared/constants.ts";
import type { Row } from "../api/records.ts";
import { useT } from "../app-context.tsx";
import { ArrowUpDownIcon, ChevronDownIcon } from "../components/icons/pages.tsx";
import { LoadingPlaceholder } from "../feedback/LoadingPlaceholder.tsx";
import { useDelayed } from "../feedback/use-delayed.ts";
import classes from "./DataTable.module.css";

export interface Column<T extends Row> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The record field this column sorts by, when it can. */
  sortField?: string;
  width?: number | string;
}

export interface Selection {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** Rows whose checkbox is off (no bulk action is allowed on them). */
  isSelectable: (id: number) => boolean;
}

interface DataTableProps<T extends Row> {
  /** What the table lists, for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  /** True while any request for the rows runs (the first, or a page/search/filter change). */
  fetching: boolean;
  sort: { field: string; direction: OrderDirection };
  onSort: (sort: { field: string; direction: OrderDirection }) => void;
  selection?: Selection;
  rowActions?: (row: T) => ReactNode;
  empty: ReactNode;
}

/**
 * The management table: sortable headers, row checkboxes for bulk actions, a row-actions column,
 * and the loading state: a placeholder before the first rows (after 300 ms), then the current
 * rows dimmed while the next ones load.
 */
export function DataTable<T extends Row>(props: DataTableProps<T>) {
  const { label, columns, rows, fetching, sort, onSort, selection, rowActions, empty } = props;
  const t = useT();
  const refreshing = useDelayed(fetching && rows !== undefined);
  const selectable = rows?.filter((row) => selection?.isSelectable(row.id)) ?? [];
  const allSelected =
    selectable.length > 0 && selectable.every((row) => selection?.selected.has(row.id));
  const someSelected = selectable.some((row) => selection?.selected.has(row.id));

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of selectable) {
      if (allSelected) next.delete(row.id);
      else next.add(row.id);
    }
    selection.onChange(next);
  };
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    <div className={classes.wrap} aria-busy={fetching} data-refreshing={refreshing || undefined}>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={label} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={44}>
                  <Checkbox
                    aria-label={t("manage.selectAll")}
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  aria-sort={
                    column.sortField && column.sortField === sort.field
                      ? sort.direction === "asc"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                >
                  {column.sortField ? (
                    <SortButton column={column} sort={sort} onSort={onSort} />
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
              {rowActions && (
                <Table.Th className={classes.actionsHead}>{t("manage.actions")}</Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={row.id} data-testid="table-row" data-row-id={row.id}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t("manage.selectRow", { id: row.id })}
                      checked={selection.selected.has(row.id)}
                      disabled={!selection.isSelectable(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
                {rowActions && (
                  <Table.Td className={classes.actionsCell}>{rowActions(row)}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows === undefined && <LoadingPlaceholder minHeight={200} />}
      {rows?.length === 0 && !fetching && (
        <Text c="dimmed" ta="center" py={48} data-testid="table-empty">
          {empty}
        </Text>
      )}
    </div>
  );
}

function SortButton<T extends Row>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: DataTableProps<T>["sort"];
  onSort: DataTableProps<T>["onSort"];
}) {
  const active = sort.field === column.sortField;
  const field = column.sortField ?? column.key;
  return (
    <UnstyledButton
      className={classes.sort}
      data-active={active || undefined}
      onClick={() =>
        onSort({ field, direction: active && sort.direction === "asc" ? "desc" : "asc" })
      }
    >
      {column.header}
      {active ? (
        <span className={classes.sortIcon} data-direction={sort.direction}>
          <ChevronDownIcon size={14} />
        </span>
      ) : (
        <ArrowUpDownIcon size={14} />
      )}
    </UnstyledButton>
  );
}
