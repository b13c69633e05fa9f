import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Badge, Button, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatDuration } from "../../../../shared/format.ts";
import {
  createChapter,
  deleteChapter,
  deleteLesson,
  type ManagedCourseRow,
  renameChapter,
  reorderChapters,
  reorderLessons,
} from "../../../api/catalogue.ts";
import { apiList } from "../../../api/client.ts";
import { type ChapterRow, type ListResult, type MediaRow, ref } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { autoScroll, MouseAndPenSensor } from "../../../components/dnd/sensors.ts";
import { toast, toastError } from "../../../feedback/toast.tsx";
import { useConfirm } from "../../../manage/use-confirm.tsx";
import {
  type ContainerId,
  chapterKey,
  type Layout,
  lessonKey,
  moveChapter,
  moveLesson,
  parseKey,
  toGroups,
} from "./curriculum-layout.ts";
import { LessonDialog, type LessonRow } from "./LessonDialog.tsx";
import { AddRowButton, ChapterCard, RowEditDelete, SortableRow } from "./sortable-tree.tsx";

/** A video or audio lesson lasts as long as its file (the media record's duration). */
function lessonSeconds(lesson: LessonRow, refs: ListResult["refs"] | undefined): number | null {
  if (!refs) return null;
  const media =
    lesson.type === "VIDEO"
      ? ref<MediaRow>(refs, "video", lesson.video_id)
      : lesson.type === "AUDIO"
        ? ref<MediaRow>(refs, "audio", lesson.audio_id)
        : undefined;
  return media?.duration && media.duration > 0 ? media.duration : null;
}

function layoutOf(chapters: ChapterRow[], lessons: LessonRow[]): Layout {
  const map = new Map<ContainerId, number[]>([[null, []]]);
  for (const c of chapters) map.set(c.id, []);
  for (const l of lessons) map.get(l.chapter_id ?? null)?.push(l.id);
  return { chapters: chapters.map((c) => c.id), lessons: map };
}

interface CurriculumDialogProps {
  course: ManagedCourseRow;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A course's chapters and lessons in one tree: drag a chapter or a lesson (mouse, long press on
 * touch, or the keyboard: Space, arrows, Space) to reorder, within and across chapters; add,
 * rename and delete inline; a lesson's kind, media, quiz and preview flag in its dialog. Each
 * move is saved at once (the whole layout, which the server refuses if it changed meanwhile).
 */
export function CurriculumDialog({ course, readOnly, onClose }: CurriculumDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const queryKey = ["curriculum", course.id];
  const data = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const on = { filters: [["course_id", "=", course.id]] as const, limit: 500 };
      const [chapters, lessons] = await Promise.all([
        apiList<ListResult<ChapterRow>>(
          "chapter",
          { ...on, orders: [["sort_order", "asc"]] },
          { signal },
        ),
        apiList<ListResult<LessonRow>>(
          "lesson",
          {
            ...on,
            orders: [["sort_order", "asc"]],
            refNames: ["video", "audio", "document", "quiz"],
          },
          { signal },
        ),
      ]);
      return { chapters: chapters.items, lessons: lessons.items, refs: lessons.refs };
    },
  });
  const [layout, setLayout] = useState<Layout | null>(null);
  const [newChapter, setNewChapter] = useState("");
  const [editing, setEditing] = useState<{ lesson?: LessonRow; chapterId: ContainerId } | null>(
    null,
  );

  useEffect(() => {
    if (data.data) setLayout(layoutOf(data.data.chapters, data.data.lessons));
  }, [data.data]);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: ["course"] });
  };
  const act = async (
    work: () => Promise<unknown>,
    success?: "success.saved" | "success.deleted",
  ) => {
    try {
      await work();
      if (success) toast.success(t(success));
    } catch (error) {
      toastError(error);
    } finally {
      reload();
    }
  };

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!layout || !over || active.id === over.id) return;
    const moved = parseKey(String(active.id));
    const target = parseKey(String(over.id));
    if (moved.kind === "chapter" && target.kind === "chapter") {
      if (moved.id === null || target.id === null) return;
      const next = moveChapter(layout, moved.id, target.id);
      setLayout(next);
      void act(() => reorderChapters(course.id, next.chapters));
      return;
    }
    if (moved.kind !== "lesson") return;
    const next = moveLesson(layout, moved.id, target);
    setLayout(next);
    void act(() => reorderLessons(course.id, toGroups(next)));
  };

  const chapters = new Map((data.data?.chapters ?? []).map((c) => [c.id, c]));
  const lessons = new Map((data.data?.lessons ?? []).map((l) => [l.id, l]));

  /** A chapter's title with the length of its video and audio, when it has any. */
  const withDuration = (title: string, container: ContainerId) => {
    const total = (layout?.lessons.get(container) ?? []).reduce((sum, id) => {
      const lesson = lessons.get(id);
      return sum + ((lesson && lessonSeconds(lesson, data.data?.refs)) || 0);
    }, 0);
    return total > 0 ? `${title} · ${formatDuration(total)}` : title;
  };

  const lessonList = (container: ContainerId) => {
    const ids = layout?.lessons.get(container) ?? [];
    return (
      <SortableContext items={ids.map(lessonKey)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} mih={8}>
          {ids.map((id) => {
            const lesson = lessons.get(id);
            if (!lesson) return null;
            const seconds = lessonSeconds(lesson, data.data?.refs);
            return (
              <SortableRow key={id} id={lessonKey(id)} disabled={readOnly} label={lesson.name}>
                <Group gap="xs" wrap="nowrap" style={{ flex: "1 1 12rem", minWidth: 0 }}>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {t(`enums.lessonType.${lesson.type}`)}
                  </Badge>
                  <Text size="sm" truncate data-testid="curriculum-lesson">
                    {lesson.name}
                  </Text>
                  {seconds !== null && (
                    <Text
                      size="xs"
                      c="dimmed"
                      style={{ flexShrink: 0 }}
                      data-testid="curriculum-lesson-duration"
                    >
                      {formatDuration(seconds)}
                    </Text>
                  )}
                  {lesson.is_preview === 1 && (
                    <Badge color="teal" variant="outline" size="sm" style={{ flexShrink: 0 }}>
                      {t("catalogueAdmin.lesson.preview")}
                    </Badge>
                  )}
                </Group>
                <RowEditDelete
                  readOnly={readOnly}
                  confirm={confirm}
                  onEdit={() => setEditing({ lesson, chapterId: container })}
                  deleteTitle="catalogueAdmin.lesson.delete"
                  name={lesson.name}
                  onDelete={() => act(() => deleteLesson(id), "success.deleted")}
                />
              </SortableRow>
            );
          })}
          <AddRowButton
            readOnly={readOnly}
            label="catalogueAdmin.lesson.add"
            onClick={() => setEditing({ chapterId: container })}
          />
        </Stack>
      </SortableContext>
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      radius="lg"
      title={t("catalogueAdmin.curriculum.title", { course: course.name })}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {!layout ? (
        <Loader />
      ) : (
        <Stack gap="md" data-testid="curriculum">
          <Text size="sm" c="dimmed">
            {t("catalogueAdmin.curriculum.help")}
          </Text>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCorners}
            autoScroll={autoScroll()}
            onDragEnd={onDragEnd}
          >
            {lessonList(null)}
            <SortableContext
              items={layout.chapters.map(chapterKey)}
              strategy={verticalListSortingStrategy}
            >
              {layout.chapters.map((id, index) => (
                <ChapterCard
                  key={id}
                  id={id}
                  title={withDuration(
                    t("catalogueAdmin.chapter.numbered", {
                      number: index + 1,
                      name: chapters.get(id)?.name ?? "",
                    }),
                    id,
                  )}
                  name={chapters.get(id)?.name ?? ""}
                  readOnly={readOnly}
                  onRename={(name) => act(() => renameChapter(id, name), "success.saved")}
                  onDelete={async () => {
                    const ok = await confirm({
                      title: t("catalogueAdmin.chapter.delete"),
                      message: t("catalogueAdmin.chapter.deleteConfirm", {
                        name: chapters.get(id)?.name ?? "",
                        count: layout.lessons.get(id)?.length ?? 0,
                      }),
                      danger: true,
                    });
                    if (ok) await act(() => deleteChapter(id), "success.deleted");
                  }}
                >
                  {lessonList(id)}
                </ChapterCard>
              ))}
            </SortableContext>
          </DndContext>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const name = newChapter.trim();
              if (!name) return;
              setNewChapter("");
              void act(() => createChapter(course.id, name));
            }}
          >
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t("catalogueAdmin.chapter.add")}
                placeholder={t("catalogueAdmin.chapter.namePlaceholder")}
                value={newChapter}
                onChange={(event) => setNewChapter(event.currentTarget.value)}
                disabled={readOnly}
                name="new-chapter"
              />
              <Button type="submit" disabled={readOnly}>
                {t("actions.add")}
              </Button>
            </Group>
          </form>
        </Stack>
      )}
      {editing && (
        <LessonDialog
          courseId={course.id}
          chapterId={editing.chapterId}
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
      {dialog}
    </Modal>
  );
}
