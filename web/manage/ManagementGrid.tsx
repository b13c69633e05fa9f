import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { Row } from "../api/records.ts";
import { LoadingPlaceholder } from "../feedback/LoadingPlaceholder.tsx";
import { useDelayed } from "../feedback/use-delayed.ts";
import classes from "./ManagementGrid.module.css";

interface ManagementGridProps<T extends Row> {
  label: string;
  rows: readonly T[] | undefined;
  fetching: boolean;
  render: (row: T) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  empty: ReactNode;
}

/** A management list drawn as cards (the media library's grid view), with each row's actions. */
export function ManagementGrid<T extends Row>(props: ManagementGridProps<T>) {
  const { label, rows, fetching, render, rowActions, empty } = props;
  const refreshing = useDelayed(fetching && rows !== undefined);
  if (rows === undefined) return <LoadingPlaceholder />;
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <ul
      className={classes.grid}
      aria-label={label}
      aria-busy={refreshing || undefined}
      data-refreshing={refreshing || undefined}
    >
      {rows.map((row) => (
        <li key={row.id} className={classes.card} data-testid="grid-card">
          {render(row)}
          {rowActions?.(row)}
        </li>
      ))}
    </ul>
  );
}
