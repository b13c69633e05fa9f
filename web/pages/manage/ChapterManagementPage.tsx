import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate, formatNumber } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import { deleteChapter } from "../../api/catalogue.ts";
import { type CourseRow, ref } from "../../api/records.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { ChapterDialog, type ChapterRow } from "./curriculum/ChapterDialog.tsx";
import { COURSES as COURSE_SOURCE } from "./enrollments/pickers.tsx";

/**
 * Chapter management (`/chapter-management`): every course's chapters in one list, filtered by
 * course; add one (it goes last in its course), rename, delete (its lessons with it). Their
 * order is changed in the course's curriculum (course management), where the tree is.
 */
export const CHAPTERS: ManagementDescription<ChapterRow> = {
  resource: "chapter",
  refNames: ["course"],
  alsoRefresh: ["lesson"],
  messages: {
    title: "nav.chapter_management",
    description: "catalogueAdminExtras.chapters.description",
  },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "catalogueAdminExtras.chapters.searchPlaceholder", field: "name" },
  filters: [
    {
      kind: "record",
      name: "course",
      field: "course_id",
      label: "catalogueAdminExtras.chapters.course",
      placeholder: "enrollments.courseSearch",
      source: COURSE_SOURCE,
    },
  ],
  columns: [
    {
      key: "name",
      label: "catalogueAdmin.fields.name",
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={600} lineClamp={2} data-testid="chapter-name">
          {row.name}
        </Text>
      ),
    },
    {
      key: "course",
      label: "catalogueAdminExtras.chapters.course",
      render: (row, { refs }) => {
        const course = ref<CourseRow>(refs, "course", row.course_id);
        return course ? (
          <Anchor
            component={Link}
            to={buildPath("lesson_management", {}, { course: course.id })}
            size="sm"
            lineClamp={2}
          >
            {course.name}
          </Anchor>
        ) : null;
      },
    },
    {
      key: "sort_order",
      label: "catalogueAdminExtras.chapters.position",
      sortable: true,
      width: 110,
      render: (row, { locale }) => (
        <Text size="sm">{formatNumber(row.sort_order + 1, locale)}</Text>
      ),
    },
    {
      key: "update_time",
      label: "catalogueAdmin.fields.updated",
      sortable: true,
      width: 110,
      render: (row) => <Text size="sm">{formatDate(row.update_time)}</Text>,
    },
  ],
  rowActions: [
    {
      key: "rename",
      label: "catalogueAdminExtras.chapters.rename",
      policy: { action: "update", ability: "chapter.update", refused: "catalogueAdmin.notAllowed" },
      dialog: ({ row, onClose, onSaved }) => (
        <ChapterDialog chapter={row} onClose={onClose} onSaved={onSaved} />
      ),
    },
    {
      key: "delete",
      label: "actions.delete",
      policy: { action: "delete", ability: "chapter.delete", refused: "catalogueAdmin.notAllowed" },
      confirm: (row, { t }) => ({
        title: t("catalogueAdmin.chapter.delete"),
        message: t("catalogueAdminExtras.chapters.deleteConfirm", { name: row.name }),
        danger: true,
      }),
      run: (row) => deleteChapter(row.id),
      success: "success.deleted",
    },
  ],
  create: {
    label: "catalogueAdmin.chapter.add",
    ability: "chapter.create",
    form: ({ onClose, onSaved }) => <ChapterDialog onClose={onClose} onSaved={onSaved} />,
  },
};

export default function ChapterManagementPage() {
  return <ManagementScreen description={CHAPTERS} />;
}
