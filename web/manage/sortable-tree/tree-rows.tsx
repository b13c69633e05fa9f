import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import { useT } from "../../app-context.tsx";
import type { ConfirmOptions } from "../use-confirm.tsx";

// The rows of the sortable two-level tree (SortableTree.tsx): an item's row with a handle that
// drags (pointer, long press, or keyboard), and a group's card whose title is renamed inline.

interface SortableRowProps {
  id: string;
  label: string;
  disabled: boolean;
  /** Off while a group is dragged: then only groups take a drop. */
  droppable: boolean;
  children: ReactNode;
}

/** An item's row: the handle drags it (keyboard: focus the handle, Space, arrows, Space). */
export function SortableRow({ id, label, disabled, droppable, children }: SortableRowProps) {
  const t = useT();
  const sortable = useSortable({ id, disabled: { draggable: disabled, droppable: !droppable } });
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      px="sm"
      py={6}
      radius="md"
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <DragHandle
          label={t("catalogueAdmin.curriculum.drag", { name: label })}
          sortable={sortable}
          disabled={disabled}
        />
        {children}
      </Group>
    </Paper>
  );
}

function DragHandle({
  label,
  sortable,
  disabled,
}: {
  label: string;
  sortable: ReturnType<typeof useSortable>;
  disabled: boolean;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      disabled={disabled}
      style={{ cursor: disabled ? undefined : "grab", touchAction: "none" }}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      ⋮⋮
    </ActionIcon>
  );
}

interface GroupCardProps {
  /** The group's dnd-kit id. */
  id: string;
  /** The title shown ("Chapter 2: Basics"); `name` is what Rename starts from. */
  title: string;
  name: string;
  readOnly: boolean;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
  testId: string;
  children: ReactNode;
}

/** A group: its handle, its name (click Rename to edit inline), its items. */
export function GroupCard({
  id,
  title,
  name,
  readOnly,
  onRename,
  onDelete,
  testId,
  children,
}: GroupCardProps) {
  const t = useT();
  const sortable = useSortable({ id, disabled: readOnly });
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-gray-0)"
      data-testid={testId}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <DragHandle
            label={t("catalogueAdmin.curriculum.drag", { name })}
            sortable={sortable}
            disabled={readOnly}
          />
          {draft === null ? (
            <Text fw={600} style={{ flex: 1 }} truncate>
              {title}
            </Text>
          ) : (
            <form
              style={{ flex: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (draft.trim()) void onRename(draft.trim());
                setDraft(null);
              }}
            >
              <TextInput
                size="xs"
                value={draft}
                aria-label={t("catalogueAdmin.chapter.rename")}
                onChange={(event) => setDraft(event.currentTarget.value)}
                onBlur={() => setDraft(null)}
                onKeyDown={(event) => event.key === "Escape" && setDraft(null)}
                data-autofocus
                autoFocus
              />
            </form>
          )}
          <Tooltip label={t("catalogueAdmin.chapter.rename")} disabled={readOnly}>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={readOnly}
              onClick={() => setDraft(name)}
            >
              {t("catalogueAdmin.chapter.rename")}
            </Button>
          </Tooltip>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            disabled={readOnly}
            onClick={onDelete}
          >
            {t("actions.delete")}
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A row's Edit and Delete; Delete asks first (the tree's `useConfirm`), naming the row. */
export function RowEditDelete(props: {
  readOnly: boolean;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  onEdit: () => void;
  deleteTitle: MessageKey;
  name: string;
  onDelete: () => Promise<void>;
}) {
  const t = useT();
  return (
    <>
      <Button size="compact-xs" variant="subtle" disabled={props.readOnly} onClick={props.onEdit}>
        {t("actions.edit")}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        disabled={props.readOnly}
        onClick={async () => {
          const ok = await props.confirm({
            title: t(props.deleteTitle),
            message: props.name,
            danger: true,
          });
          if (ok) await props.onDelete();
        }}
      >
        {t("actions.delete")}
      </Button>
    </>
  );
}

/** "+ Add …" under a container's rows. */
export function AddRowButton(props: { readOnly: boolean; label: MessageKey; onClick: () => void }) {
  const t = useT();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      w="fit-content"
      disabled={props.readOnly}
      onClick={props.onClick}
    >
      + {t(props.label)}
    </Button>
  );
}
