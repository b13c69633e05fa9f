import type { CompiledQuery, OperationNode } from "kysely";
import { LOGGED_TABLES } from "../../shared/constants.ts";
import type { ActivityType, TableName } from "./schema.ts";

/**
 * What the activity log needs to know about one statement: is it a write on a business table,
 * which one, and which of its bound values are secrets. Pure functions over the compiled query,
 * so they are tested without a database.
 */

/**
 * Bookkeeping tables whose writes are not logged (docs/product/activity-log-and-notifications.md
 * "What is not logged"): session touches, jobs, rate-limit counters, lesson-progress heartbeats,
 * the log itself, the version of public answers and the dashboard's daily summary. Every other
 * table of the schema is business data and is logged: shared LOGGED_TABLES, which the activity
 * log screen filters by (a test checks that each table is in one list and one only).
 */
export const UNLOGGED_TABLES: ReadonlySet<TableName> = new Set([
  "session",
  "job",
  "rate_limit",
  "lesson_progress",
  "activity_log",
  "cache_version",
  // The dashboard's summary, written by database triggers beside the logged row itself.
  "daily_figure",
  "daily_course_sale",
  "monthly_course_sale",
  "order_payment_day",
  "daily_active_student",
]);

// Typed as table names, so that a name the schema does not have fails the type check.
const LOGGED: ReadonlySet<string> = new Set<TableName>(LOGGED_TABLES);

/** Logged tables without an integer `id` column: their writes have no insert id. */
const TABLES_WITHOUT_ID: ReadonlySet<string> = new Set(["combo_course", "favorite"]);

/** Columns whose bound values never enter the log, whatever the table. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set(["password_hash", "token_hash"]);
/** Values that are secrets by their shape, wherever they are bound (an argon2 hash). */
const SECRET_VALUE = /^\$argon2(id|i|d)\$/;
export const REDACTED = "[REDACTED]";

export interface LoggedWrite {
  type: ActivityType;
  table: string;
  hasId: boolean;
}

const RAW_WRITE =
  /^\s*(?:with\b[\s\S]*?)?\b(insert(?:\s+or\s+\w+)?\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;
const READ_ONLY =
  /^\s*(select|pragma|begin|start|commit|rollback|end|savepoint|release|set|show|explain)\b/i;

/** The write this statement makes on a logged table, or null (a read, or an unlogged table). */
export function loggedWrite(query: CompiledQuery): LoggedWrite | null {
  const found = writeOf(query);
  if (!found || !LOGGED.has(found.table)) return null;
  return { ...found, hasId: !TABLES_WITHOUT_ID.has(found.table) };
}

function writeOf(query: CompiledQuery): { type: ActivityType; table: string } | null {
  const node = query.query as OperationNode & Record<string, unknown>;
  switch (node.kind) {
    case "SelectQueryNode":
      return null;
    case "InsertQueryNode":
      return withTable("INSERT", node.into as OperationNode | undefined);
    case "UpdateQueryNode":
      return withTable("UPDATE", node.table as OperationNode | undefined);
    case "DeleteQueryNode":
      return withTable("DELETE", (node.from as { froms: OperationNode[] }).froms[0]);
  }
  // Raw SQL (sql`…`, CompiledQuery.raw, the list API's cached statements): read its text.
  if (READ_ONLY.test(query.sql)) return null;
  const match = RAW_WRITE.exec(query.sql);
  if (!match) return null;
  const verb = match[1]!.toLowerCase();
  const type = verb.startsWith("insert")
    ? "INSERT"
    : verb.startsWith("update")
      ? "UPDATE"
      : "DELETE";
  return { type, table: match[2]! };
}

function withTable(type: ActivityType, node: OperationNode | undefined) {
  const table = tableName(node);
  return table ? { type, table } : null;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const n = node as OperationNode & Record<string, unknown>;
  if (n.kind === "AliasNode") return tableName(n.node as OperationNode);
  if (n.kind === "TableNode") {
    return (n.table as { identifier: { name: string } }).identifier.name;
  }
  return undefined;
}

/**
 * The bound values as the log stores them: JSON-safe, secrets replaced by REDACTED. A value is
 * a secret when it is bound to a secret column (found from the SQL text: the column list of
 * an INSERT, else the nearest column named before the placeholder) or looks like a password
 * hash.
 */
export function redactedValues(sql: string, values: readonly unknown[]): unknown[] {
  const columns = parameterColumns(sql, values.length);
  return values.map((value, i) => {
    const column = columns[i];
    if (column !== undefined && SECRET_COLUMNS.has(column)) return REDACTED;
    if (typeof value === "string" && SECRET_VALUE.test(value)) return REDACTED;
    return jsonSafe(value);
  });
}

function jsonSafe(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  return value;
}

const TOKEN =
  /'(?:[^']|'')*'|"((?:[^"]|"")*)"|([A-Za-z_][A-Za-z0-9_]*)|(\?|\$\d+)|([(),])|\s+|[^\s'"A-Za-z_?$(),]+|\$/g;
const KEYWORDS = new Set(
  "and or not in is null like escape between set where values select from into insert update delete limit offset returning on conflict do nothing case when then else end as exists lower upper coalesce with order by group having distinct join inner left outer using excluded all any some".split(
    " ",
  ),
);

/**
 * For each placeholder of the SQL (in parameter order), the column its value is bound to, as
 * far as the text shows it: the matching column of an INSERT's column list, otherwise the last
 * column named before it (`"email" = ?`, `"id" in (?, ?)`, `set "password_hash" = ?`).
 */
export function parameterColumns(sql: string, count: number): Array<string | undefined> {
  const columns: Array<string | undefined> = new Array(count).fill(undefined);
  let sequential = 0;
  let lastColumn: string | undefined;
  let insertColumns: string[] | null = null;
  let collecting = false; // inside the INSERT's column list
  let sawInto = false;
  let inValues = false;
  let depth = 0;
  let position = 0;
  for (const match of sql.matchAll(TOKEN)) {
    const [token, quoted, bare, placeholder, punct] = match;
    const word = quoted !== undefined ? quoted.replaceAll('""', '"') : bare;
    if (word !== undefined) {
      const keyword = quoted === undefined ? word.toLowerCase() : undefined;
      if (keyword === "into") sawInto = true;
      else if (keyword === "values" && insertColumns) {
        inValues = true;
        depth = 0;
      } else if (inValues && depth === 0) inValues = false;
      if (collecting) insertColumns?.push(word);
      else if (!keyword || !KEYWORDS.has(keyword)) lastColumn = word;
      continue;
    }
    if (placeholder !== undefined) {
      const index = placeholder === "?" ? sequential++ : Number(placeholder.slice(1)) - 1;
      if (index >= 0 && index < count) {
        columns[index] = inValues && insertColumns ? insertColumns[position] : lastColumn;
      }
      continue;
    }
    if (punct === "(") {
      if (sawInto && insertColumns === null) {
        insertColumns = [];
        collecting = true;
      } else if (inValues && ++depth === 1) position = 0;
    } else if (punct === ")") {
      if (collecting) collecting = false;
      else if (inValues) depth--;
    } else if (punct === "," && inValues && depth === 1) position++;
    else if (token.trim() !== "" && inValues && depth === 0 && punct !== ",") inValues = false;
  }
  return columns;
}
