import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  TouchSensor,
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
import type { Piece } from "../../../shared/quiz/question-types.ts";
import { useT } from "../../app-context.tsx";
import { useListAccessibility } from "../dnd/list-accessibility.ts";
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
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const textOf = new Map(pieces.map((p) => [p.value, p.text]));
  const accessibility = useListAccessibility(
    "quiz.dnd",
    order,
    (id) => textOf.get(String(id)) ?? String(id),
  );

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
      accessibility={accessibility}
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
