import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { useRef } from "react";
import { useT } from "../../app-context.tsx";

/** The message groups of a sortable list: pick-up, move, drop, cancel, and the instructions. */
type ListMessages = "quiz.dnd" | "bannerAdmin.dnd";

/**
 * What a screen reader hears while a list is reordered with dnd-kit, in the interface's
 * language: the item by its name and its place ("position 2 of 3"), not dnd-kit's English
 * defaults naming internal ids. `order` is the items' ids in their current order. For the
 * chapter and lesson tree, whose places are parents, see web/manage/sortable-tree.
 */
export function useListAccessibility(
  messages: ListMessages,
  order: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const t = useT();
  const ids = order.map(String);
  const describe = (id: UniqueIdentifier, at: UniqueIdentifier) => ({
    item: nameOf(id),
    position: ids.indexOf(String(at)) + 1,
    total: ids.length,
  });
  // dnd-kit reports the item over its own place right after the pick-up; saying "moved" then
  // would replace "picked up" before it is read. Only a change of place is announced.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  return {
    announcements: {
      onDragStart: ({ active }) => {
        announcedOver.current = active.id;
        return t(`${messages}.pickedUp`, describe(active.id, active.id));
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === announcedOver.current) return undefined;
        announcedOver.current = over.id;
        return t(`${messages}.movedTo`, describe(active.id, over.id));
      },
      onDragEnd: ({ active, over }) =>
        over ? t(`${messages}.dropped`, describe(active.id, over.id)) : undefined,
      onDragCancel: ({ active }) => t(`${messages}.cancelled`, describe(active.id, active.id)),
    },
    screenReaderInstructions: { draggable: t(`${messages}.instructions`) },
  };
}
