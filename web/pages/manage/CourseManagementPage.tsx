import { Badge, Group, Text } from "@mantine/core";
import { formatDate, formatPrice } from "../../../shared/format.ts";
import { useAbility } from "../../account/account-query.ts";
import { deleteCourse, type ManagedCourseRow } from "../../api/catalogue.ts";
import {
  deleteAction,
  editAction,
  visibilityColumn,
  visibilityFilter,
} from "../../manage/description-parts.tsx";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { CourseDialog } from "./courses/CourseDialog.tsx";
import { CurriculumDialog } from "./courses/CurriculumDialog.tsx";

/** The curriculum opens for everyone who sees the screen; ADMIN_TRIAL gets it read-only. */
function Curriculum(props: { row: ManagedCourseRow; onClose: () => void }) {
  const canEdit = useAbility("lesson.update");
  return <CurriculumDialog course={props.row} readOnly={!canEdit} onClose={props.onClose} />;
}

/**
 * Course management (`/course-management`): search, filter by visibility and the featured flag
 * (featured courses wear its badge); add and edit a course (every field), its curriculum
 * (chapters and lessons, drag and drop), delete one that nobody enrolled in or ordered (the
 * server says why otherwise: hide it instead).
 */
export const COURSES: ManagementDescription<ManagedCourseRow> = {
  resource: "course",
  refNames: ["promotion"],
  messages: { title: "nav.course_management", description: "catalogueAdmin.course.description" },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "catalogueAdmin.course.searchPlaceholder" },
  filters: [
    visibilityFilter("catalogueAdmin.fields.visibility"),
    {
      kind: "select",
      name: "featured",
      field: "is_featured",
      label: "catalogueAdmin.fields.featured",
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
        <div style={{ minWidth: 0 }}>
          {/* Wrapped, not truncated: a one-line name would take the width of the row actions
              at 1280 px and squeeze them onto three lines. */}
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} lineClamp={2} data-testid="course-name">
              {row.name}
            </Text>
            {Boolean(row.is_featured) && (
              <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                {t("courseCard.featured")}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: "anywhere" }}>
            /{row.slug}
          </Text>
        </div>
      ),
    },
    {
      key: "price",
      label: "catalogueAdmin.fields.price",
      sortable: true,
      width: 120,
      render: (row, { locale }) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {formatPrice(row.price, locale)}
        </Text>
      ),
    },
    { ...visibilityColumn<ManagedCourseRow>("catalogueAdmin.fields.visibility"), width: 120 },
    {
      key: "update_time",
      label: "catalogueAdmin.fields.updated",
      sortable: true,
      width: 110,
      render: (row) => <Text size="sm">{formatDate(row.update_time)}</Text>,
    },
  ],
  rowActions: [
    editAction({
      ability: "course.update",
      refused: "catalogueAdmin.notAllowed",
      dialog: ({ row, onClose, onSaved }) => (
        <CourseDialog course={row} onClose={onClose} onSaved={onSaved} />
      ),
    }),
    {
      key: "curriculum",
      label: "catalogueAdmin.curriculum.open",
      variant: "light",
      dialog: ({ row, onClose }) => <Curriculum row={row} onClose={onClose} />,
    },
    deleteAction({
      ability: "course.delete",
      refused: "catalogueAdmin.notAllowed",
      title: "catalogueAdmin.course.delete",
      message: (row, t) => t("catalogueAdmin.course.deleteConfirm", { name: row.name }),
      run: (row) => deleteCourse(row.id),
    }),
  ],
  create: {
    label: "catalogueAdmin.course.add",
    ability: "course.create",
    form: ({ onClose, onSaved }) => <CourseDialog onClose={onClose} onSaved={onSaved} />,
  },
};

export default function CourseManagementPage() {
  return <ManagementScreen description={COURSES} />;
}
