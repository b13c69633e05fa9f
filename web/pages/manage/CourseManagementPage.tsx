import { Badge, Group, Text } from "@mantine/core";
import { VISIBILITIES, type Visibility } from "../../../shared/constants.ts";
import { formatDate, formatPrice } from "../../../shared/format.ts";
import { useAbility } from "../../account/account-query.ts";
import { deleteCourse, type ManagedCourseRow } from "../../api/catalogue.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { CourseDialog } from "./courses/CourseDialog.tsx";
import { CurriculumDialog } from "./courses/CurriculumDialog.tsx";

const VISIBILITY_COLORS: Record<Visibility, string> = {
  PUBLIC: "green",
  PRIVATE: "gray",
  ARCHIVED: "dark",
};

export function VisibilityBadge({ visibility, label }: { visibility: Visibility; label: string }) {
  return (
    <Badge color={VISIBILITY_COLORS[visibility]} variant="light">
      {label}
    </Badge>
  );
}

/** The curriculum opens for everyone who sees the screen; ADMIN_TRIAL gets it read-only. */
function Curriculum(props: { row: ManagedCourseRow; onClose: () => void }) {
  const canEdit = useAbility("lesson.update");
  return <CurriculumDialog course={props.row} readOnly={!canEdit} onClose={props.onClose} />;
}

/**
 * Course management (`/course-management`): search and filter by visibility; add and edit a
 * course (every field), its curriculum (chapters and lessons, drag and drop), delete one that
 * nobody enrolled in or ordered (the server says why otherwise: hide it instead).
 */
export const COURSES: ManagementDescription<ManagedCourseRow> = {
  resource: "course",
  refNames: ["promotion"],
  messages: { title: "nav.course_management", description: "catalogueAdmin.course.description" },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "catalogueAdmin.course.searchPlaceholder" },
  filters: [
    {
      kind: "select",
      name: "visibility",
      label: "catalogueAdmin.fields.visibility",
      options: (t) => VISIBILITIES.map((v) => ({ value: v, label: t(`enums.visibility.${v}`) })),
    },
  ],
  columns: [
    {
      key: "name",
      label: "catalogueAdmin.fields.name",
      sortable: true,
      render: (row) => (
        <div style={{ minWidth: 0 }}>
          {/* Wrapped, not truncated: a one-line name would take the width of the row actions
              at 1280 px and squeeze them onto three lines. */}
          <Text size="sm" fw={600} lineClamp={2} data-testid="course-name">
            {row.name}
          </Text>
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
    {
      key: "visibility",
      label: "catalogueAdmin.fields.visibility",
      width: 120,
      render: (row, { t }) => (
        <Group gap={4}>
          <VisibilityBadge
            visibility={row.visibility}
            label={t(`enums.visibility.${row.visibility}`)}
          />
        </Group>
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
      key: "edit",
      label: "actions.edit",
      policy: { action: "update", ability: "course.update", refused: "catalogueAdmin.notAllowed" },
      dialog: ({ row, onClose, onSaved }) => (
        <CourseDialog course={row} onClose={onClose} onSaved={onSaved} />
      ),
    },
    {
      key: "curriculum",
      label: "catalogueAdmin.curriculum.open",
      variant: "light",
      dialog: ({ row, onClose }) => <Curriculum row={row} onClose={onClose} />,
    },
    {
      key: "delete",
      label: "actions.delete",
      policy: { action: "delete", ability: "course.delete", refused: "catalogueAdmin.notAllowed" },
      confirm: (row, { t }) => ({
        title: t("catalogueAdmin.course.delete"),
        message: t("catalogueAdmin.course.deleteConfirm", { name: row.name }),
        danger: true,
      }),
      run: (row) => deleteCourse(row.id),
      success: "success.deleted",
    },
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
