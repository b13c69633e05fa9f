import { ENROLLMENT_STATUSES } from "../../../shared/constants.ts";
import {
  activateEnrollment,
  completeEnrollment,
  ENROLLMENT_REF_NAMES,
  type EnrollmentRow,
  type StudentRow,
} from "../../api/enrollments.ts";
import { type CourseRow, ref } from "../../api/records.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription, ScreenContext } from "../../manage/management-description.ts";
import { AddEnrollmentDialog } from "./enrollments/AddEnrollmentDialog.tsx";
import { ENROLLMENT_COLUMNS } from "./enrollments/enrollment-columns.tsx";
import { COURSES, STUDENTS } from "./enrollments/pickers.tsx";

/** The student's and the course's names for a confirmation, by id when not in the refs. */
function namesOf(row: EnrollmentRow, { refs }: ScreenContext) {
  const student = ref<StudentRow>(refs, "user", row.user_id);
  const course = ref<CourseRow>(refs, "course", row.course_id);
  return {
    student: student?.full_name || student?.email || `#${row.user_id}`,
    course: course?.name ?? `#${row.course_id}`,
  };
}

/**
 * Enrollment management (`/enrollment-management`): who is enrolled in what, filtered by
 * student, course and status; "Activate enrollment" (money received by other means) on one
 * not active yet and "Complete enrollment" on an active one, each confirmed; adding one by
 * hand. ADMIN_TRIAL only looks.
 */
export const ENROLLMENTS: ManagementDescription<EnrollmentRow> = {
  resource: "enrollment",
  refNames: ENROLLMENT_REF_NAMES,
  // Activating records a MANUAL transaction and may pay the order.
  alsoRefresh: ["transaction"],
  messages: { title: "nav.enrollment_management", description: "enrollments.description" },
  defaultSort: { field: "create_time", direction: "desc" },
  filters: [
    {
      kind: "record",
      name: "student",
      field: "user_id",
      label: "enrollments.student",
      placeholder: "enrollments.studentSearch",
      source: STUDENTS,
    },
    {
      kind: "record",
      name: "course",
      field: "course_id",
      label: "enrollments.course",
      placeholder: "enrollments.courseSearch",
      source: COURSES,
    },
    {
      kind: "select",
      name: "status",
      label: "enrollments.status",
      options: (t) =>
        ENROLLMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`enums.enrollmentStatus.${status}`),
        })),
    },
  ],
  columns: ENROLLMENT_COLUMNS,
  rowActions: [
    {
      key: "activate",
      label: "actions.activateEnrollment",
      variant: "light",
      shownFor: (row) => row.status === "AWAITING_PAYMENT" || row.status === "CANCELLED",
      policy: {
        action: "activate",
        ability: "enrollment.activate",
        refused: "enrollments.notAllowedHere",
      },
      confirm: (row, context) => ({
        title: context.t("actions.activateEnrollment"),
        message: context.t("enrollments.activateConfirm", namesOf(row, context)),
        confirmLabel: context.t("actions.activateEnrollment"),
      }),
      run: (row) => activateEnrollment(row.id),
      success: "enrollments.activatedToast",
    },
    {
      key: "complete",
      label: "enrollments.completeAction",
      shownFor: (row) => row.status === "ACTIVE",
      policy: {
        action: "complete",
        ability: "enrollment.complete",
        refused: "enrollments.notAllowedHere",
      },
      confirm: (row, context) => ({
        title: context.t("enrollments.completeAction"),
        message: context.t("enrollments.completeConfirm", namesOf(row, context)),
        confirmLabel: context.t("enrollments.completeAction"),
      }),
      run: (row) => completeEnrollment(row.id),
      success: "enrollments.completedToast",
    },
  ],
  create: {
    label: "enrollments.add",
    ability: "enrollment.create",
    form: ({ onClose, onSaved }) => <AddEnrollmentDialog onClose={onClose} onAdded={onSaved} />,
  },
};

export default function EnrollmentManagementPage() {
  return <ManagementScreen description={ENROLLMENTS} />;
}
