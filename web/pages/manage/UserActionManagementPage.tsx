import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { ACTOR_KINDS, LOGGED_TABLES } from "../../../shared/constants.ts";
import { formatDateTimeSeconds } from "../../../shared/format.ts";
import { ROUTE_BY_KEY, type RouteKey } from "../../../shared/routes.ts";
import type { ActivityRow } from "../../api/records.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { ChangeDiff } from "./activity-log/ChangeDiff.tsx";
import { STUDENTS } from "./enrollments/pickers.tsx";

export type { ActivityRow };

const TYPES = ["INSERT", "UPDATE", "DELETE"] as const;

/** The management screen that lists a table's records, searched by id (`?q=42`). */
function recordLink(table: string, id: number): string | null {
  const key = `${table}_management` as RouteKey;
  const route = ROUTE_BY_KEY[key];
  return route ? `${route.path}?q=${id}` : null;
}

/**
 * The activity log (`/user-action-management`): who changed what and when, filtered by user,
 * action, table, record and days, each entry with its values before and after and a link to
 * the record; the filtered log downloads as CSV. Read-only for everyone: the database layer
 * writes it (server/db/activity-log.ts).
 */
export const ACTIVITY_LOG: ManagementDescription<ActivityRow> = {
  resource: "activity_log",
  messages: {
    title: "nav.user_action_management",
    description: "activityLog.description",
    empty: "activityLog.empty",
  },
  defaultSort: { field: "log_time", direction: "desc" },
  filters: [
    {
      kind: "record",
      name: "user",
      field: "user_id",
      label: "activityLog.user",
      placeholder: "activityLog.userSearch",
      source: STUDENTS,
    },
    {
      kind: "select",
      name: "type",
      label: "activityLog.type",
      options: (t) => TYPES.map((type) => ({ value: type, label: t(`activityLog.types.${type}`) })),
    },
    {
      kind: "select",
      name: "table",
      field: "table_name",
      label: "activityLog.table",
      options: () => LOGGED_TABLES.map((table) => ({ value: table, label: table })),
    },
    { kind: "id", name: "record", field: "record_id", label: "activityLog.record" },
    {
      kind: "dateRange",
      field: "log_time",
      label: "activityLog.when",
      from: { name: "from", label: "activityLog.from" },
      to: { name: "to", label: "activityLog.to" },
    },
  ],
  columns: [
    {
      key: "log_time",
      label: "activityLog.time",
      sortable: true,
      width: 170,
      render: (row) => <Text size="sm">{formatDateTimeSeconds(row.log_time)}</Text>,
    },
    {
      key: "who",
      label: "activityLog.who",
      render: (row, { t }) => (
        <Stack gap={0}>
          <Text size="sm" data-testid="log-author">
            {row.user_email ?? "—"}
          </Text>
          <Text size="xs" c="dimmed">
            {t(
              `enums.actorKind.${ACTOR_KINDS.includes(row.actor_kind) ? row.actor_kind : "SYSTEM"}`,
            )}
            {row.ip ? ` · ${row.ip}` : ""}
          </Text>
        </Stack>
      ),
    },
    {
      key: "what",
      label: "activityLog.what",
      render: (row, { t }) => {
        const link = row.record_id === null ? null : recordLink(row.table_name, row.record_id);
        return (
          <Stack gap={2}>
            <Badge
              variant="light"
              color={row.type === "DELETE" ? "red" : row.type === "INSERT" ? "teal" : "blue"}
            >
              {t(`activityLog.types.${row.type}`)}
            </Badge>
            <Text size="sm">
              {row.table_name}
              {row.record_id !== null &&
                (link ? (
                  <>
                    {" "}
                    <Anchor component={Link} to={link} size="sm">
                      #{row.record_id}
                    </Anchor>
                  </>
                ) : (
                  ` #${row.record_id}`
                ))}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: "changes",
      label: "activityLog.changes",
      render: (row) => <ChangeDiff changes={row.changes} />,
    },
  ],
  download: { label: "activityLog.exportCsv", path: "/api/activity_log/export.csv" },
};

export default function UserActionManagementPage() {
  return <ManagementScreen description={ACTIVITY_LOG} />;
}
