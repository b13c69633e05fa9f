import type { ButtonVariant } from "@mantine/core";
import {
  type AbilityName,
  ENROLLMENT_STATUSES,
  type EnrollmentStatus,
} from "../../../shared/constants.ts";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import {
  activateEnrollment,
  completeEnrollment,
  ENROLLMENT_REF_NAMES,
  type EnrollmentRow,
  type StudentRow,
} from "../../api/enrollments.ts";
import { type CourseRow, ref } from "../../api/records.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type {
  ManagementDescription,
  RowActionDescription,
  ScreenContext,
} from "../../manage/management-description.ts";
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

/** A confirmed change of status, offered on the rows in one of the `from` statuses. */
function statusChange(change: {
  key: "activate" | "complete";
  label: MessageKey;
  variant?: ButtonVariant;
  from: readonly EnrollmentStatus[];
  ability: AbilityName;
  confirmMessage: MessageKey;
  run: (row: EnrollmentRow) => Promise<unknown>;
  success: MessageKey;
}): RowActionDescription<EnrollmentRow> {
  const { key, label, from, ability, confirmMessage } = change;
  return {
    key,
    label,
    variant: change.variant,
    shownFor: (row) => from.includes(row.status),
    policy: { action: key, ability, refused: "enrollments.notAllowedHere" },
    confirm: (row, context) => ({
      title: context.t(label),
      message: context.t(confirmMessage, namesOf(row, context)),
      confirmLabel: context.t(label),
    }),
    run: change.run,
    success: change.success,
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
    // Opening one not active yet: the money was received by other means.
    statusChange({
      key: "activate",
      label: "actions.activateEnrollment",
      variant: "light",
      from: ["AWAITING_PAYMENT", "CANCELLED"],
      ability: "enrollment.activate",
      confirmMessage: "enrollments.activateConfirm",
      run: (row) => activateEnrollment(row.id),
      success: "enrollments.activatedToast",
    }),
    statusChange({
      key: "complete",
      label: "enrollments.completeAction",
      from: ["ACTIVE"],
      ability: "enrollment.complete",
      confirmMessage: "enrollments.completeConfirm",
      run: (row) => completeEnrollment(row.id),
      success: "enrollments.completedToast",
    }),
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
