import {
  CompiledQuery,
  createQueryId,
  LimitNode,
  type OperationNode,
  type QueryCompiler,
  QueryNode,
  SelectionNode,
  SelectQueryNode,
  ValueNode,
} from "kysely";
import { parameterColumns, SECRET_COLUMNS } from "./activity-log-statement.ts";

/**
 * The values before and after a write, for the activity log's diff. For an UPDATE or DELETE
 * built with Kysely, the rows its WHERE matches are read first (same connection, same
 * transaction), at most CAPTURE_LIMIT of them; after an UPDATE the same ids are read again. An
 * INSERT's "after" is its bound values by column. Raw SQL writes keep only their statement.
 */

/** More rows than this in one write: the log keeps the statement, not every row. */
export const CAPTURE_LIMIT = 20;
/** Derived columns that would only repeat what changed (the normalised search text). */
const SKIPPED_COLUMNS: ReadonlySet<string> = new Set(["search_text"]);

type Row = Record<string, unknown>;
export interface RowChange {
  id: number;
  before: Row | null;
  after: Row | null;
}

/** `select * from <table> where <the write's where> limit N+1`, or null when not derivable. */
export function rowsBeforeQuery(
  compiler: QueryCompiler,
  node: OperationNode,
): CompiledQuery | null {
  const n = node as OperationNode & Record<string, unknown>;
  let from: OperationNode | undefined;
  if (n.kind === "UpdateQueryNode") {
    // An UPDATE … FROM joins other tables: its WHERE names them too.
    if (n.from || n.joins) return null;
    from = n.table as OperationNode;
  } else if (n.kind === "DeleteQueryNode") {
    const froms = (n.from as { froms: OperationNode[] }).froms;
    if (froms.length !== 1 || n.using || n.joins) return null;
    from = froms[0];
  }
  const where = n.where as { where: OperationNode } | undefined;
  if (!from || !where) return null;
  let select = SelectQueryNode.createFrom([from]);
  select = SelectQueryNode.cloneWithSelections(select, [SelectionNode.createSelectAll()]);
  select = QueryNode.cloneWithWhere(select, where.where);
  select = SelectQueryNode.cloneWithLimit(
    select,
    LimitNode.create(ValueNode.createImmediate(CAPTURE_LIMIT + 1)),
  );
  return compiler.compileQuery(select, createQueryId());
}

/** The rows of `table` with these ids, read back after an UPDATE. */
export function rowsAfterQuery(postgres: boolean, table: string, ids: number[]): CompiledQuery {
  const marks = ids.map((_, i) => (postgres ? `$${i + 1}` : "?")).join(", ");
  return CompiledQuery.raw(`select * from "${table}" where "id" in (${marks})`, ids);
}

/**
 * The columns a diff shows. Secret columns (password and token hashes) are left out entirely,
 * not masked: no answer of the API carries a field of that name (the statement text, which
 * names the column, says that it changed).
 */
function clean(row: Row, keep?: (column: string) => boolean): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (SKIPPED_COLUMNS.has(column) || SECRET_COLUMNS.has(column)) continue;
    if (keep && !keep(column)) continue;
    out[column] = jsonValue(value);
  }
  return out;
}

function jsonValue(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  return value;
}

/** Each updated row's changed columns only, before and after; a deleted row whole. */
export function rowChanges(before: Row[], after: Row[]): RowChange[] {
  const afterById = new Map(after.map((row) => [Number(row.id), row]));
  return before.map((old) => {
    const id = Number(old.id);
    const now = afterById.get(id);
    if (!now) return { id, before: clean(old), after: null };
    const changed = (column: string) =>
      JSON.stringify(jsonValue(old[column])) !== JSON.stringify(jsonValue(now[column]));
    return { id, before: clean(old, changed), after: clean(now, changed) };
  });
}

/** An INSERT of one row: its bound values by column. Null for a multi-row or raw insert. */
export function insertedValues(
  sql: string,
  values: readonly unknown[],
  insertId: number | null,
): RowChange[] | null {
  if (insertId === null) return null;
  const columns = parameterColumns(sql, values.length);
  if (new Set(columns).size !== columns.length || columns.includes(undefined)) return null;
  const row: Row = {};
  for (const [i, column] of columns.entries()) row[column!] = values[i];
  return [{ id: insertId, before: null, after: clean(row) }];
}
