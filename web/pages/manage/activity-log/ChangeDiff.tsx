import { Code, Stack, Text } from "@mantine/core";
import type { RowChange } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import classes from "./ChangeDiff.module.css";

export type { RowChange };

const SHOWN_ROWS = 3;

const show = (value: unknown) =>
  value === undefined
    ? "—"
    : value === null
      ? "null"
      : typeof value === "string"
        ? value
        : JSON.stringify(value);

/**
 * What a write changed, column by column: "role: CLIENT → ADMIN" for an update, the values of a
 * created or deleted row. Long values are cut by CSS; the whole value is in the title.
 */
export function ChangeDiff({ changes }: { changes: RowChange[] | null }) {
  const t = useT();
  if (!changes || changes.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t("activityLog.statementOnly")}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="change-diff">
      {changes.slice(0, SHOWN_ROWS).map((change) => {
        const columns = Object.keys({ ...change.before, ...change.after });
        return (
          <div key={change.id} className={classes.row}>
            {changes.length > 1 && (
              <Text size="xs" fw={600}>
                #{change.id}
                {change.after === null ? ` (${t("activityLog.deleted")})` : ""}
              </Text>
            )}
            {columns.map((column) => {
              const before = change.before?.[column];
              const after = change.after?.[column];
              return (
                <Text
                  key={column}
                  size="xs"
                  className={classes.line}
                  title={`${show(before)} → ${show(after)}`}
                >
                  <Code>{column}</Code>{" "}
                  {change.before && <span className={classes.before}>{show(before)}</span>}
                  {change.before && change.after && " → "}
                  {change.after && <span className={classes.after}>{show(after)}</span>}
                </Text>
              );
            })}
          </div>
        );
      })}
      {changes.length > SHOWN_ROWS && (
        <Text size="xs" c="dimmed">
          {t("activityLog.moreRows", { count: changes.length - SHOWN_ROWS })}
        </Text>
      )}
    </Stack>
  );
}
