import { formatDateTimeSeconds } from "../../../shared/format.ts";

/**
 * One activity-log entry as a CSV line (RFC 4180: quoted when it holds a comma, quote or line
 * break). A cell that a spreadsheet would run as a formula (= + - @ first) gets a leading
 * apostrophe: logged values are user input.
 */

export const CSV_COLUMNS = [
  "id",
  "log_time",
  "user_email",
  "actor_kind",
  "type",
  "table_name",
  "record_id",
  "ip",
  "affected_rows",
  "query_statement",
  "query_values",
  "changes",
] as const;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(row: Record<string, unknown>): string {
  return `${CSV_COLUMNS.map((column) =>
    csvCell(column === "log_time" ? formatDateTimeSeconds(String(row[column])) : row[column]),
  ).join(",")}\r\n`;
}
