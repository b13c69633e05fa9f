import { Badge, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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
import { SortableTree } from "../../../manage/sortable-tree/SortableTree.tsx";
import type { GroupId } from "../../../manage/sortable-tree/tree-layout.ts";
import { useTreeSave } from "../../../manage/sortable-tree/use-tree-save.ts";
import { LessonDialog, type LessonRow } from "./LessonDialog.tsx";

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

interface CurriculumDialogProps {
  course: ManagedCourseRow;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A course's chapters and lessons in one tree (the shared SortableTree): drag a chapter or a lesson (mouse, long press on
 * touch, or the keyboard: Space, arrows, Space) to reorder, within and across chapters; add,
 * rename and delete inline; a lesson's kind, media, quiz and preview flag in its dialog. Each
 * move is saved at once (the whole layout, which the server refuses if it changed meanwhile).
 */
export function CurriculumDialog({ course, readOnly, onClose }: CurriculumDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
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
  const [editing, setEditing] = useState<{ lesson?: LessonRow; chapterId: GroupId } | null>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      queryClient.invalidateQueries({ queryKey: ["course"] }),
    ]);
  const act = useTreeSave(reload);
  const refs = data.data?.refs;
  const lessons = new Map((data.data?.lessons ?? []).map((l) => [l.id, l]));

  /** A chapter's title with the length of its video and audio, when it has any. */
  const withDuration = (title: string, lessonIds: readonly number[]) => {
    const total = lessonIds.reduce((sum, id) => {
      const lesson = lessons.get(id);
      return sum + ((lesson && lessonSeconds(lesson, refs)) || 0);
    }, 0);
    return total > 0 ? `${title} · ${formatDuration(total)}` : title;
  };

  const lessonContent = (lesson: LessonRow) => {
    const seconds = lessonSeconds(lesson, refs);
    return (
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
      {!data.data ? (
        <Loader />
      ) : (
        <Stack gap="md" data-testid="curriculum">
          <Text size="sm" c="dimmed">
            {t("catalogueAdmin.curriculum.help")}
          </Text>
          <SortableTree
            groups={data.data.chapters}
            items={data.data.lessons}
            groupOf={(lesson) => lesson.chapter_id ?? null}
            readOnly={readOnly}
            groupTestId="curriculum-chapter"
            labels={{
              addItem: "catalogueAdmin.lesson.add",
              deleteItem: "catalogueAdmin.lesson.delete",
              deleteGroup: "catalogueAdmin.chapter.delete",
              addGroup: "catalogueAdmin.chapter.add",
              groupPlaceholder: "catalogueAdmin.chapter.namePlaceholder",
            }}
            group={(chapter, index, lessonIds) => ({
              title: withDuration(
                t("catalogueAdmin.chapter.numbered", { number: index + 1, name: chapter.name }),
                lessonIds,
              ),
              name: chapter.name,
              deleteMessage: t("catalogueAdmin.chapter.deleteConfirm", {
                name: chapter.name,
                count: lessonIds.length,
              }),
              onRename: (name) => act(() => renameChapter(chapter.id, name), "success.saved"),
              onDelete: () => act(() => deleteChapter(chapter.id), "success.deleted"),
            })}
            item={(lesson, chapterId) => ({
              name: lesson.name,
              content: lessonContent(lesson),
              onEdit: () => setEditing({ lesson, chapterId }),
              onDelete: () => act(() => deleteLesson(lesson.id), "success.deleted"),
            })}
            onAddItem={(chapterId) => setEditing({ chapterId })}
            onAddGroup={(name) => act(() => createChapter(course.id, name))}
            onMoveItems={(containers) =>
              act(() =>
                reorderLessons(
                  course.id,
                  containers.map((c) => ({ chapterId: c.groupId, lessonIds: c.itemIds })),
                ),
              )
            }
            onMoveGroups={(chapterIds) => act(() => reorderChapters(course.id, chapterIds))}
          />
        </Stack>
      )}
      {editing && (
        <LessonDialog
          courseId={course.id}
          chapterId={editing.chapterId}
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
    </Modal>
  );
}
