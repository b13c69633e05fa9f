import { describe, expect, it } from "vitest";
import {
  containersOf,
  layoutOf,
  moveGroup,
  moveItem,
  parseKey,
  type TreeLayout,
} from "./tree-layout.ts";

const layout = (): TreeLayout => ({
  groups: [10, 20],
  items: new Map([
    [null, [1]],
    [10, [2, 3, 4]],
    [20, [5]],
  ]),
});

describe("sortable tree layout", () => {
  it("moves an item down and up within its group, as dnd-kit shows it", () => {
    expect(moveItem(layout(), 2, { kind: "item", id: 4 }).items.get(10)).toEqual([3, 4, 2]);
    expect(moveItem(layout(), 4, { kind: "item", id: 2 }).items.get(10)).toEqual([4, 2, 3]);
  });

  it("moves an item into another group, at an item's place or at the end", () => {
    const onItem = moveItem(layout(), 3, { kind: "item", id: 5 });
    expect(onItem.items.get(10)).toEqual([2, 4]);
    expect(onItem.items.get(20)).toEqual([3, 5]);
    const onGroup = moveItem(layout(), 1, { kind: "group", id: 20 });
    expect(onGroup.items.get(null)).toEqual([]);
    expect(onGroup.items.get(20)).toEqual([5, 1]);
  });

  it("reorders groups and writes the layout the reorder calls take", () => {
    const moved = moveGroup(layout(), 20, 10);
    expect(moved.groups).toEqual([20, 10]);
    expect(containersOf(moved)).toEqual([
      { groupId: null, itemIds: [1] },
      { groupId: 20, itemIds: [5] },
      { groupId: 10, itemIds: [2, 3, 4] },
    ]);
  });

  it("builds the layout from the rows as loaded, an item of an unknown group left out", () => {
    const built = layoutOf(
      [10, 20],
      [
        { id: 1, group: null },
        { id: 2, group: 20 },
        { id: 3, group: 10 },
        { id: 4, group: 20 },
        { id: 5, group: 99 },
      ],
    );
    expect(containersOf(built)).toEqual([
      { groupId: null, itemIds: [1] },
      { groupId: 10, itemIds: [3] },
      { groupId: 20, itemIds: [2, 4] },
    ]);
  });

  it("reads dnd-kit ids back", () => {
    expect(parseKey("item-7")).toEqual({ kind: "item", id: 7 });
    expect(parseKey("group-none")).toEqual({ kind: "group", id: null });
    expect(parseKey("group-3")).toEqual({ kind: "group", id: 3 });
  });
});
