import { Badge } from "@mantine/core";
import type { EnrollmentStatus } from "../../../../shared/constants.ts";
import { useT } from "../../../app-context.tsx";
import classes from "./enrollments.module.css";

const STATUS_COLORS: Record<EnrollmentStatus, string> = {
  AWAITING_PAYMENT: "yellow",
  ACTIVE: "teal",
  COMPLETED: "brand",
  CANCELLED: "gray",
};

export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const t = useT();
  return (
    <Badge
      variant="dot"
      color={STATUS_COLORS[status]}
      radius="sm"
      className={classes.badge}
      data-testid="status-badge"
    >
      {t(`enums.enrollmentStatus.${status}`)}
    </Badge>
  );
}
