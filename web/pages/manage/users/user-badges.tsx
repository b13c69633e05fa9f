import { Badge } from "@mantine/core";
import type { Role, UserStatus } from "../../../../shared/constants.ts";
import { useT } from "../../../app-context.tsx";

const ROLE_COLORS: Record<Role, string> = {
  ADMIN: "brand",
  ADMIN_TRIAL: "cyan",
  CONTENT_MANAGER: "grape",
  CONTENT_WRITER: "violet",
  CLIENT: "gray",
};

const STATUS_COLORS: Record<UserStatus, string> = {
  PENDING: "yellow",
  ACTIVE: "teal",
  INACTIVE: "gray",
  BANNED: "red",
};

export function RoleBadge({ role }: { role: Role }) {
  const t = useT();
  return (
    <Badge variant="light" color={ROLE_COLORS[role]} radius="sm" data-testid="role-badge">
      {t(`enums.role.${role}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} radius="sm" data-testid="status-badge">
      {t(`enums.userStatus.${status}`)}
    </Badge>
  );
}
