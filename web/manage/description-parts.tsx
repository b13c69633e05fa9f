import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { type AbilityName, VISIBILITIES, type Visibility } from "../../shared/constants.ts";
import type { MessageKey } from "../../shared/i18n/index.ts";
import type { Row } from "../api/records.ts";
import type { Translate } from "../app-context.tsx";
import type {
  ColumnDescription,
  FilterDescription,
  RowActionDescription,
  RowDialogProps,
} from "./management-description.ts";

/**
 * The pieces several management descriptions share — the visibility filter and column, the
 * edit and delete row actions — so that a screen's description says only what is its own.
 */

const VISIBILITY_COLORS: Record<Visibility, string> = {
  PUBLIC: "green",
  PRIVATE: "gray",
  ARCHIVED: "dark",
};

export function VisibilityBadge({ visibility, label }: { visibility: Visibility; label: string }) {
  return (
    <Badge color={VISIBILITY_COLORS[visibility]} variant="light">
      {label}
    </Badge>
  );
}

/** `visibility=PUBLIC` in the URL: one of the three visibilities. */
export function visibilityFilter(label: MessageKey): FilterDescription {
  return {
    kind: "select",
    name: "visibility",
    label,
    options: (t) => VISIBILITIES.map((v) => ({ value: v, label: t(`enums.visibility.${v}`) })),
  };
}

export function visibilityColumn<T extends Row & { visibility: Visibility }>(
  label: MessageKey,
): ColumnDescription<T> {
  return {
    key: "visibility",
    label,
    width: 140,
    render: (row, { t }) => (
      <VisibilityBadge
        visibility={row.visibility}
        label={t(`enums.visibility.${row.visibility}`)}
      />
    ),
  };
}

/** "Edit": the record's form in its dialog, offered as the record's `update` policy allows. */
export function editAction<T extends Row>(options: {
  ability: AbilityName;
  refused: MessageKey;
  dialog: (props: RowDialogProps<T>) => ReactNode;
}): RowActionDescription<T> {
  const { ability, refused, dialog } = options;
  return {
    key: "edit",
    label: "actions.edit",
    policy: { action: "update", ability, refused },
    dialog,
  };
}

/**
 * "Delete", after a red confirmation naming the record (or saying more, `message`); a refusal
 * from the server (a course with enrollments) becomes a toast with its reason.
 */
export function deleteAction<T extends Row & { name: string }>(options: {
  ability: AbilityName;
  refused: MessageKey;
  title: MessageKey;
  message?: (row: T, t: Translate) => string;
  run: (row: T) => Promise<unknown>;
}): RowActionDescription<T> {
  const { ability, refused, title, message, run } = options;
  return {
    key: "delete",
    label: "actions.delete",
    policy: { action: "delete", ability, refused },
    confirm: (row, { t }) => ({
      title: t(title),
      message: message ? message(row, t) : row.name,
      danger: true,
    }),
    run,
    success: "success.deleted",
  };
}
