import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { ImageLike } from "../../../../shared/media.ts";
import type { BannerRow } from "../../../api/banners.ts";
import { useT } from "../../../app-context.tsx";
import { useListAccessibility } from "../../../components/dnd/list-accessibility.ts";
import { DragHandleIcon } from "../../../components/icons/editing.tsx";
import { MediaImage } from "../../../components/media/MediaImage.tsx";
import { BannerScheduleBadge } from "./BannerScheduleBadge.tsx";
import classes from "./banners.module.css";

interface SortableBannerListProps {
  banners: readonly BannerRow[];
  imageOf: (banner: BannerRow) => ImageLike | undefined;
  /** False for the read-only account: the handles are disabled. */
  movable: boolean;
  onReorder: (ids: number[]) => void;
  actions: (banner: BannerRow) => ReactNode;
}

/**
 * A place's banners in their order, moved by drag and drop: with a mouse, a finger (long press)
 * or the keyboard (the handle: Space, arrows, Space), announced to screen readers.
 */
export function SortableBannerList(props: SortableBannerListProps) {
  const { banners, imageOf, movable, onReorder, actions } = props;
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = banners.map((b) => b.id);
  const nameOf = (id: UniqueIdentifier) => {
    const banner = banners.find((b) => b.id === Number(id));
    return banner?.caption || t("bannerAdmin.untitled", { id: String(id) });
  };
  const accessibility = useListAccessibility("bannerAdmin.dnd", ids, nameOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label={t("bannerAdmin.order")}>
          {banners.map((banner) => (
            <SortableBanner
              key={banner.id}
              banner={banner}
              name={nameOf(banner.id)}
              image={imageOf(banner)}
              movable={movable}
              actions={actions(banner)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableBannerProps {
  banner: BannerRow;
  name: string;
  image: ImageLike | undefined;
  movable: boolean;
  actions: ReactNode;
}

function SortableBanner({ banner, name, image, movable, actions }: SortableBannerProps) {
  const t = useT();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: banner.id, disabled: !movable });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-testid="banner-item"
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        className={classes.handle}
        aria-label={t("bannerAdmin.dragHandle", { name })}
        disabled={!movable}
        {...attributes}
        {...listeners}
      >
        <DragHandleIcon />
      </ActionIcon>
      <div className={classes.thumb}>
        <MediaImage image={image} alt="" ratio={3.5} sizes="160px" />
      </div>
      <div className={classes.text}>
        <Text size="sm" fw={500} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {banner.linked_url ?? ""}
        </Text>
        <BannerScheduleBadge banner={banner} />
      </div>
      <Group gap={4} wrap="nowrap">
        {actions}
      </Group>
    </li>
  );
}
