import { type Expression, type SqlBool, sql } from "kysely";
import { likeContains, normalizeSearch } from "../../../shared/search.ts";
import { badRequest } from "../../lib/app-error.ts";
import { type Filter, type FilterValue, OPERATORS, type Operator } from "./list-query.ts";
import type { AnyQuery, FieldSpec, FieldType } from "./resource.ts";

/** Turns checked filters and the search term into WHERE clauses with bound values. */

export interface CheckedFilter {
  field: string;
  operator: Operator;
  /** The values to bind, in order: none for IS NULL, one, or one per IN element. */
  bound: Array<string | number>;
  /** What decides the SQL text (not the values), for the statement cache's key. */
  shape: string;
}

const COMPARISONS: readonly Operator[] = [">=", "<=", ">", "<"];
const TRUE_VALUES: readonly unknown[] = [true, 1, "true", "1"];
const FALSE_VALUES: readonly unknown[] = [false, 0, "false", "0"];

export function checkFilter(filter: Filter, spec: FieldSpec | undefined): CheckedFilter {
  if (!spec) throw badRequest("errors.list.unknownField", { field: filter.field });
  if (!spec.filter) throw badRequest("errors.list.notFilterable", { field: filter.field });
  const operator = OPERATORS.find((op) => op === filter.operator.toUpperCase());
  if (!operator || !operatorFits(operator, spec.type)) {
    throw badRequest("errors.list.badOperator", { operator: filter.operator });
  }
  const value = checkValue(filter, operator, spec.type);
  const bound =
    value === null
      ? []
      : operator === "LIKE"
        ? // Both engines compare lower-cased: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
          [likeContains(String(value).toLowerCase())]
        : Array.isArray(value)
          ? value
          : [value as string | number];
  const shape = `${filter.field} ${operator} ${value === null ? "null" : bound.length}`;
  return { field: filter.field, operator, bound, shape };
}

function operatorFits(operator: Operator, type: FieldType): boolean {
  if (operator === "LIKE") return type.kind === "text";
  if (COMPARISONS.includes(operator)) {
    return ["id", "integer", "number", "text", "time"].includes(type.kind);
  }
  return type.kind !== "json";
}

function checkValue(filter: Filter, operator: Operator, type: FieldType): FilterValue {
  const invalid = () => badRequest("errors.list.badValue", { field: filter.field });
  const { value } = filter;
  if (operator === "IN") {
    if (!Array.isArray(value) || value.length === 0) throw invalid();
    return value.map((v) => {
      const checked = scalarValue(v, type);
      if (checked === undefined) throw invalid();
      return checked;
    }) as FilterValue;
  }
  if (Array.isArray(value)) throw invalid();
  if (value === null) {
    if (operator !== "=" && operator !== "!=") throw invalid();
    return null;
  }
  if (operator === "LIKE") {
    if (typeof value !== "string" || value.length === 0) throw invalid();
    return value;
  }
  const checked = scalarValue(value, type);
  if (checked === undefined) throw invalid();
  return checked;
}

/** The value as it will be bound, or undefined when it does not fit the field's type. */
function scalarValue(value: unknown, type: FieldType): string | number | undefined {
  switch (type.kind) {
    case "id":
    case "integer": {
      const n = typeof value === "string" && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
      return typeof n === "number" && Number.isSafeInteger(n) ? n : undefined;
    }
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : undefined;
    case "boolean":
      // Flags are 0/1 on both engines. A filter's value may come from JSON (true, 1) or from a
      // URL or a select, as text ("true", "1"): each spelling means the same flag.
      if (TRUE_VALUES.includes(value as never)) return 1;
      if (FALSE_VALUES.includes(value as never)) return 0;
      return undefined;
    case "text":
      return typeof value === "string" ? value : undefined;
    case "time":
      return typeof value === "string" && !Number.isNaN(Date.parse(value))
        ? new Date(value).toISOString()
        : undefined;
    case "enum":
      return typeof value === "string" && type.values.includes(value) ? value : undefined;
    case "json":
      return undefined;
  }
}

/** Adds the filter's condition; `slots` stand for its bound values (statement-cache.ts). */
export function applyFilter(
  query: AnyQuery,
  table: string,
  filter: CheckedFilter,
  slots: string[],
): AnyQuery {
  const column = sql.ref(`${table}.${filter.field}`);
  const { operator } = filter;
  if (slots.length === 0) {
    return query.where(
      operator === "=" ? sql<SqlBool>`${column} is null` : sql<SqlBool>`${column} is not null`,
    );
  }
  if (operator === "LIKE") {
    return query.where(sql<SqlBool>`lower(${column}) like ${slots[0]} escape '\\'`);
  }
  if (operator === "IN") return query.where(sql<SqlBool>`${column} in (${sql.join(slots)})`);
  const comparison = sql.raw(operator === "!=" ? "<>" : operator); // from the closed OPERATORS list
  return query.where(sql<SqlBool>`${column} ${comparison} ${slots[0]}`);
}

/** The values a text search binds: the normalised LIKE pattern, and the id when numeric. */
export function searchValues(term: string): Array<string | number> {
  const pattern = likeContains(normalizeSearch(term));
  const trimmed = term.trim();
  return /^\d{1,15}$/.test(trimmed) ? [pattern, Number(trimmed)] : [pattern];
}

/** A text search: an OR group over the id and the normalised search column. */
export function searchCondition(table: string, slots: string[]): Expression<SqlBool> {
  const searchText = sql<SqlBool>`${sql.ref(`${table}.search_text`)} like ${slots[0]} escape '\\'`;
  if (slots.length === 1) return searchText;
  return sql<SqlBool>`(${searchText} or ${sql.ref(`${table}.id`)} = ${slots[1]})`;
}
