import { Code, Text } from "@mantine/core";
import { formatDateTime, formatPrice } from "../../../../shared/format.ts";
import type { EnrollmentRow, StudentRow } from "../../../api/enrollments.ts";
import { type CourseRow, ref } from "../../../api/records.ts";
import type { OrderRow } from "../../../api/transactions.ts";
import type { ColumnDescription } from "../../../manage/management-description.ts";
import { EnrollmentStatusBadge } from "./EnrollmentStatusBadge.tsx";
import classes from "./enrollments.module.css";

/** The table's columns: who, which course, status, fee (and its order), when created (and opened). */
export const ENROLLMENT_COLUMNS: readonly ColumnDescription<EnrollmentRow>[] = [
  {
    key: "student",
    label: "enrollments.student",
    render: (row, { refs }) => {
      const student = ref<StudentRow>(refs, "user", row.user_id);
      return (
        <div className={classes.cell}>
          <Text size="sm" fw={600} truncate data-testid="student-name">
            {student?.full_name || "—"}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {student?.email ?? `#${row.user_id}`}
          </Text>
        </div>
      );
    },
  },
  {
    key: "course",
    label: "enrollments.course",
    render: (row, { refs }) => (
      <Text size="sm" lineClamp={2} className={classes.course}>
        {ref<CourseRow>(refs, "course", row.course_id)?.name ?? `#${row.course_id}`}
      </Text>
    ),
  },
  {
    key: "status",
    label: "enrollments.status",
    render: (row) => <EnrollmentStatusBadge status={row.status} />,
  },
  {
    key: "fee",
    label: "enrollments.fee",
    sortable: true,
    render: (row, { t, locale, refs }) => {
      const order = ref<OrderRow>(refs, "order", row.order_id);
      return (
        <div className={classes.nowrap}>
          <Text size="sm">{formatPrice(row.fee, locale, { zeroAsFree: false })}</Text>
          {order && (
            <Code fz="xs" title={t("enrollments.order")} data-testid="order-reference">
              {order.reference_code}
            </Code>
          )}
        </div>
      );
    },
  },
  {
    key: "create_time",
    label: "enrollments.created",
    sortable: true,
    render: (row, { t }) => (
      <div className={classes.time}>
        <Text size="sm">{formatDateTime(row.create_time)}</Text>
        {row.activate_time && (
          <Text size="xs" c="dimmed" data-testid="activate-time">
            {t("enrollments.activatedAt", { time: formatDateTime(row.activate_time) })}
          </Text>
        )}
      </div>
    ),
  },
];
