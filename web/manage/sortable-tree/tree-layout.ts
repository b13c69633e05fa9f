/**
 * A two-level tree's state as plain data (a course's chapters and lessons, a quiz's sections and
 * questions): the groups in order and, for each container (the items without a group, then each
 * group), its items in order. Pure functions, so the moves of a drag and drop are tested without
 * a browser.
 */

/** A group's id; null is the container of the items that have no group. */
export type GroupId = number | null;
export interface TreeLayout {
  groups: number[];
  items: Map<GroupId, number[]>;
}

export const groupKey = (id: GroupId) => `group-${id ?? "none"}`;
export const itemKey = (id: number) => `item-${id}`;

export type TreeKey = { kind: "group"; id: GroupId } | { kind: "item"; id: number };

/** A dnd-kit id back to what it names. */
export function parseKey(key: string): TreeKey {
  if (key.startsWith("item-")) return { kind: "item", id: Number(key.slice(5)) };
  const rest = key.slice(6);
  return { kind: "group", id: rest === "none" ? null : Number(rest) };
}

/** The layout of rows as loaded: each item in its group (or ungrouped), in the given orders. */
export function layoutOf(
  groupIds: readonly number[],
  items: readonly { id: number; group: GroupId }[],
): TreeLayout {
  const map = new Map<GroupId, number[]>([[null, []]]);
  for (const id of groupIds) map.set(id, []);
  for (const item of items) map.get(item.group)?.push(item.id);
  return { groups: [...groupIds], items: map };
}

export function groupOf(layout: TreeLayout, itemId: number): GroupId | undefined {
  for (const [group, ids] of layout.items) if (ids.includes(itemId)) return group;
  return undefined;
}

/**
 * Moves an item next to another (`over` an item: it takes that item's place) or to the end of a
 * container (`over` a group), within its container or into another.
 */
export function moveItem(layout: TreeLayout, itemId: number, over: TreeKey): TreeLayout {
  const from = groupOf(layout, itemId);
  if (from === undefined) return layout;
  const to = over.kind === "group" ? over.id : groupOf(layout, over.id);
  if (to === undefined || (over.kind === "item" && over.id === itemId)) return layout;
  const items = new Map(layout.items);
  const source = (items.get(from) ?? []).filter((id) => id !== itemId);
  items.set(from, source);
  const target = [...(items.get(to) ?? [])].filter((id) => id !== itemId);
  let index = target.length;
  if (over.kind === "item") {
    const overIndex = target.indexOf(over.id);
    const before = (layout.items.get(to) ?? []).indexOf(itemId);
    // Within one list, moving down puts it after the item it is over, as dnd-kit shows it.
    index = from === to && before !== -1 && before <= overIndex ? overIndex + 1 : overIndex;
  }
  target.splice(index, 0, itemId);
  items.set(to, target);
  return { ...layout, items };
}

export function moveGroup(layout: TreeLayout, groupId: number, overId: number): TreeLayout {
  const groups = layout.groups.filter((id) => id !== groupId);
  const index = layout.groups.indexOf(overId);
  if (index === -1) return layout;
  groups.splice(index, 0, groupId);
  return { ...layout, groups };
}

/** Every container's items, the ungrouped first: what the reorder calls take. */
export function containersOf(layout: TreeLayout) {
  return [null, ...layout.groups].map((groupId) => ({
    groupId,
    itemIds: layout.items.get(groupId) ?? [],
  }));
}
