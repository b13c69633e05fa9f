import { Badge, Group, Text } from "@mantine/core";
import { LESSON_TYPES } from "../../../shared/constants.ts";
import { formatDuration } from "../../../shared/format.ts";
import { deleteLesson } from "../../api/catalogue.ts";
import {
  type ChapterRow,
  type CourseRow,
  type LessonRow,
  type MediaRow,
  ref,
} from "../../api/records.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { LessonDialog } from "./courses/LessonDialog.tsx";
import { COURSES as COURSE_SOURCE } from "./enrollments/pickers.tsx";

type ListedLesson = LessonRow;

/**
 * Lesson management (`/lesson-management`): every lesson in one list, filtered by course,
 * kind and free preview; its course and chapter, its length (the file's, for video and audio);
 * edit one in the same dialog as the curriculum's, delete. New lessons and their order are made
 * in the course's curriculum (course management), where the tree is.
 */
export const LESSONS: ManagementDescription<ListedLesson> = {
  resource: "lesson",
  refNames: ["course", "chapter", "video", "audio"],
  alsoRefresh: ["chapter"],
  messages: {
    title: "nav.lesson_management",
    description: "catalogueAdminExtras.lessons.description",
  },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "catalogueAdminExtras.lessons.searchPlaceholder", field: "name" },
  filters: [
    {
      kind: "record",
      name: "course",
      field: "course_id",
      label: "catalogueAdminExtras.chapters.course",
      placeholder: "enrollments.courseSearch",
      source: COURSE_SOURCE,
    },
    {
      kind: "select",
      name: "type",
      label: "catalogueAdmin.lesson.kind",
      options: (t) => LESSON_TYPES.map((k) => ({ value: k, label: t(`enums.lessonType.${k}`) })),
    },
    {
      // The list API reads a flag's "1"/"0" as the URL and the select carry it.
      kind: "select",
      name: "preview",
      field: "is_preview",
      label: "catalogueAdminExtras.lessons.previewFilter",
      options: (t) => [
        { value: "1", label: t("common.yes") },
        { value: "0", label: t("common.no") },
      ],
    },
  ],
  columns: [
    {
      key: "name",
      label: "catalogueAdmin.fields.name",
      sortable: true,
      render: (row, { t }) => (
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {t(`enums.lessonType.${row.type}`)}
          </Badge>
          <Text size="sm" fw={600} lineClamp={2} data-testid="lesson-name">
            {row.name}
          </Text>
          {row.is_preview === 1 && (
            <Badge color="teal" variant="outline" size="sm" style={{ flexShrink: 0 }}>
              {t("catalogueAdmin.lesson.preview")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "course",
      label: "catalogueAdminExtras.chapters.course",
      render: (row, { refs, t }) => (
        <div>
          <Text size="sm" lineClamp={2}>
            {ref<CourseRow>(refs, "course", row.course_id)?.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {ref<ChapterRow>(refs, "chapter", row.chapter_id)?.name ??
              t("catalogueAdminExtras.lessons.noChapter")}
          </Text>
        </div>
      ),
    },
    {
      key: "duration",
      label: "catalogueAdminExtras.lessons.duration",
      width: 110,
      render: (row, { refs }) => {
        const media =
          row.type === "VIDEO"
            ? ref<MediaRow>(refs, "video", row.video_id)
            : row.type === "AUDIO"
              ? ref<MediaRow>(refs, "audio", row.audio_id)
              : undefined;
        return media?.duration ? (
          <Text size="sm" data-testid="lesson-duration">
            {formatDuration(media.duration)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        );
      },
    },
  ],
  rowActions: [
    {
      key: "edit",
      label: "actions.edit",
      policy: { action: "update", ability: "lesson.update", refused: "catalogueAdmin.notAllowed" },
      dialog: ({ row, onClose, onSaved }) => (
        <LessonDialog
          courseId={row.course_id}
          chapterId={row.chapter_id}
          lesson={row}
          onClose={onClose}
          onSaved={onSaved}
        />
      ),
    },
    {
      key: "delete",
      label: "actions.delete",
      policy: { action: "delete", ability: "lesson.delete", refused: "catalogueAdmin.notAllowed" },
      confirm: (row, { t }) => ({
        title: t("catalogueAdmin.lesson.delete"),
        message: row.name,
        danger: true,
      }),
      run: (row) => deleteLesson(row.id),
      success: "success.deleted",
    },
  ],
};

export default function LessonManagementPage() {
  return <ManagementScreen description={LESSONS} />;
}
