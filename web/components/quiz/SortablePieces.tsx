import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useRef } from "react";
import type { Piece } from "../../../shared/quiz/question-types.ts";
import { useT } from "../../app-context.tsx";
import { autoScroll, MouseAndPenSensor } from "../dnd/sensors.ts";
import { QuizText } from "./QuizText.tsx";
import classes from "./quiz.module.css";

interface SortablePiecesProps {
  pieces: readonly Piece[];
  /** The pieces' values in the current order. */
  order: readonly string[];
  onReorder: (order: string[]) => void;
  labelledBy: string;
}

/**
 * The pieces of a word arrangement, reordered by drag and drop with a mouse, a finger (long
 * press) or the keyboard (focus a piece, Space, arrow keys, Space), announced to screen readers.
 */
export function SortablePieces({ pieces, order, onReorder, labelledBy }: SortablePiecesProps) {
  const t = useT();
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const textOf = new Map(pieces.map((p) => [p.value, p.text]));
  const describe = (id: UniqueIdentifier, at: UniqueIdentifier) => ({
    item: textOf.get(String(id)) ?? String(id),
    position: order.indexOf(String(at)) + 1,
    total: order.length,
  });
  // dnd-kit reports the piece over its own place right after the pick-up; saying "moved" then
  // would replace "picked up" before it is read. Only a change of place is announced.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t("quiz.dnd.pickedUp", describe(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t("quiz.dnd.movedTo", describe(active.id, over.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? t("quiz.dnd.dropped", describe(active.id, over.id)) : undefined,
    onDragCancel: ({ active }) => t("quiz.dnd.cancelled", describe(active.id, active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove([...order], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      autoScroll={autoScroll()}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("quiz.dnd.instructions") },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...order]} strategy={rectSortingStrategy}>
        <ul className={classes.pieces} aria-labelledby={labelledBy}>
          {order.map((value) => (
            <SortablePiece key={value} value={value} text={textOf.get(value) ?? value} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortablePiece({ value, text }: { value: string; text: string }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: value,
    attributes: { roleDescription: t("quiz.dnd.roleDescription") },
  });
  return (
    <li
      ref={setNodeRef}
      className={`${classes.piece} ${classes.authored}`}
      data-movable
      data-dragging={isDragging || undefined}
      data-testid="word-piece"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...attributes}
      {...listeners}
    >
      <QuizText text={text} />
    </li>
  );
}
