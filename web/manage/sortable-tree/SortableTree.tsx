import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import { useT } from "../../app-context.tsx";
import { autoScroll, MouseAndPenSensor } from "../../components/dnd/sensors.ts";
import { useConfirm } from "../use-confirm.tsx";
import {
  containersOf,
  type GroupId,
  groupKey,
  itemKey,
  layoutOf,
  moveGroup,
  moveItem,
  parseKey,
  type TreeLayout,
} from "./tree-layout.ts";
import { AddRowButton, GroupCard, RowEditDelete, SortableRow } from "./tree-rows.tsx";

/** What an item's row shows and does. */
export interface TreeItem {
  /** What the drag handle and the delete confirmation name it by. */
  name: string;
  /** Beside the handle, before Edit and Delete. */
  content: ReactNode;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

/** What a group's card shows and does. */
export interface TreeGroup {
  title: string;
  /** What Rename starts from. */
  name: string;
  /** The delete confirmation's message: what goes with the group. */
  deleteMessage: string;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** The words of the tree's own buttons and confirmations. */
export interface TreeLabels {
  addItem: MessageKey;
  deleteItem: MessageKey;
  deleteGroup: MessageKey;
  addGroup: MessageKey;
  groupPlaceholder: MessageKey;
}

export type TreeContainers = ReturnType<typeof containersOf>;

interface SortableTreeProps<G extends { id: number }, I extends { id: number }> {
  /** The groups and the items as loaded, each in its order. */
  groups: readonly G[];
  items: readonly I[];
  groupOf: (item: I) => GroupId;
  readOnly: boolean;
  group: (group: G, index: number, itemIds: readonly number[]) => TreeGroup;
  item: (item: I, group: GroupId) => TreeItem;
  labels: TreeLabels;
  /** Above the items that have no group. */
  ungroupedHeading?: string;
  groupTestId: string;
  onAddItem: (group: GroupId) => void;
  onAddGroup: (name: string) => Promise<void>;
  /**
   * Save a move: the whole layout of items, or the groups' new order. The move is shown at once
   * and until the promise settles, by when the rows are to be loaded again.
   */
  onMoveItems: (containers: TreeContainers) => Promise<void>;
  /** Save the groups' new order (every group's handle drags). */
  onMoveGroups: (groupIds: number[]) => Promise<void>;
}

/**
 * A sortable two-level tree (a course's chapters and lessons, a quiz's sections and questions):
 * drag a group or an item (mouse, long press on touch, or the keyboard: Space, arrows, Space) to
 * reorder, items within and across groups, with the app's auto-scroll settings; add, rename and
 * delete inline (a deletion asks first).
 */
export function SortableTree<G extends { id: number }, I extends { id: number }>(
  props: SortableTreeProps<G, I>,
) {
  const { readOnly, labels } = props;
  const t = useT();
  const { confirm, dialog } = useConfirm();
  const [moved, setMoved] = useState<TreeLayout | null>(null);
  const [newGroup, setNewGroup] = useState("");
  // While a group is dragged, only groups are drop targets: the keyboard's next place down is
  // the next group, not an item inside the dragged group's own card.
  const [draggingGroup, setDraggingGroup] = useState(false);
  const layout =
    moved ??
    layoutOf(
      props.groups.map((g) => g.id),
      props.items.map((item) => ({ id: item.id, group: props.groupOf(item) })),
    );
  const groups = new Map(props.groups.map((g) => [g.id, g]));
  const items = new Map(props.items.map((item) => [item.id, item]));

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const show = async (next: TreeLayout, save: () => Promise<void>) => {
    setMoved(next);
    try {
      await save();
    } finally {
      setMoved(null);
    }
  };

  // What a screen reader hears while a row moves: the rows' own names, in the interface's
  // language (dnd-kit's defaults are English and name its internal ids).
  const nameOf = (key: UniqueIdentifier) => {
    const parsed = parseKey(String(key));
    if (parsed.kind === "item") {
      const row = items.get(parsed.id);
      return row ? props.item(row, props.groupOf(row)).name : "";
    }
    const index = layout.groups.indexOf(parsed.id ?? -1);
    const row = parsed.id === null ? undefined : groups.get(parsed.id);
    return row ? props.group(row, index, layout.items.get(parsed.id) ?? []).title : "";
  };
  const placeOf = (key: UniqueIdentifier) => {
    const parsed = parseKey(String(key));
    const siblings =
      parsed.kind === "group"
        ? layout.groups
        : ([...layout.items.values()].find((ids) => ids.includes(parsed.id)) ?? []);
    return { position: siblings.indexOf(parsed.id ?? -1) + 1, total: siblings.length };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("manage.treeDnd.pickedUp", { item: nameOf(active.id), ...placeOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t("manage.treeDnd.movedTo", { item: nameOf(active.id), over: nameOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t("manage.treeDnd.dropped", { item: nameOf(active.id), over: nameOf(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t("manage.treeDnd.cancelled", { item: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggingGroup(false);
    if (!over || active.id === over.id) return;
    const from = parseKey(String(active.id));
    const to = parseKey(String(over.id));
    if (from.kind === "group" && to.kind === "group") {
      if (from.id === null || to.id === null) return;
      const next = moveGroup(layout, from.id, to.id);
      void show(next, () => props.onMoveGroups(next.groups));
      return;
    }
    if (from.kind !== "item") return;
    const next = moveItem(layout, from.id, to);
    void show(next, () => props.onMoveItems(containersOf(next)));
  };

  const itemList = (container: GroupId) => {
    const ids = layout.items.get(container) ?? [];
    return (
      <SortableContext items={ids.map(itemKey)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} mih={8}>
          {ids.map((id) => {
            const row = items.get(id);
            if (!row) return null;
            const item = props.item(row, container);
            return (
              <SortableRow
                key={id}
                id={itemKey(id)}
                label={item.name}
                disabled={readOnly}
                droppable={!draggingGroup}
              >
                {item.content}
                <RowEditDelete
                  readOnly={readOnly}
                  confirm={confirm}
                  onEdit={item.onEdit}
                  deleteTitle={labels.deleteItem}
                  name={item.name}
                  onDelete={item.onDelete}
                />
              </SortableRow>
            );
          })}
          <AddRowButton
            readOnly={readOnly}
            label={labels.addItem}
            onClick={() => props.onAddItem(container)}
          />
        </Stack>
      </SortableContext>
    );
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        autoScroll={autoScroll()}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("manage.treeDnd.instructions") },
        }}
        onDragStart={({ active }) => setDraggingGroup(parseKey(String(active.id)).kind === "group")}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDraggingGroup(false)}
      >
        {props.ungroupedHeading && (
          <Text size="sm" fw={600}>
            {props.ungroupedHeading}
          </Text>
        )}
        {itemList(null)}
        <SortableContext items={layout.groups.map(groupKey)} strategy={verticalListSortingStrategy}>
          {layout.groups.map((id, index) => {
            const row = groups.get(id);
            if (!row) return null;
            const itemIds = layout.items.get(id) ?? [];
            const group = props.group(row, index, itemIds);
            return (
              <GroupCard
                key={id}
                id={groupKey(id)}
                title={group.title}
                name={group.name}
                readOnly={readOnly}
                testId={props.groupTestId}
                onRename={group.onRename}
                onDelete={async () => {
                  const ok = await confirm({
                    title: t(labels.deleteGroup),
                    message: group.deleteMessage,
                    danger: true,
                  });
                  if (ok) await group.onDelete();
                }}
              >
                {itemList(id)}
              </GroupCard>
            );
          })}
        </SortableContext>
      </DndContext>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const name = newGroup.trim();
          if (!name) return;
          setNewGroup("");
          void props.onAddGroup(name);
        }}
      >
        <Group align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t(labels.addGroup)}
            placeholder={t(labels.groupPlaceholder)}
            value={newGroup}
            onChange={(event) => setNewGroup(event.currentTarget.value)}
            disabled={readOnly}
          />
          <Button type="submit" disabled={readOnly}>
            {t("actions.add")}
          </Button>
        </Group>
      </form>
      {dialog}
    </>
  );
}
