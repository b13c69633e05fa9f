import { z } from "zod";
import { LIST_LIMIT_MAX } from "../../../shared/constants.ts";
import { SLUG_MAX_LENGTH, translateIssue } from "../../../shared/schemas/common.ts";
import type { RawListQuery } from "../../../shared/schemas/list.ts";
import { badRequest, notFound } from "../../lib/app-error.ts";

/**
 * The wire format of the generic list query (docs/product/api.md): `filters`, `orders`,
 * `refNames` and `fields` are JSON arrays in query parameters; `search`, `limit`, `offset` are plain.
 * This module checks only the shape; which fields a resource allows is checked later.
 */

export const OPERATORS = ["=", "!=", ">=", "<=", ">", "<", "LIKE", "IN"] as const;
export type Operator = (typeof OPERATORS)[number];

export type FilterValue = string | number | boolean | null | Array<string | number>;

export interface Filter {
  field: string;
  operator: string;
  value: FilterValue;
}

export interface Order {
  field: string;
  direction: "asc" | "desc";
}

export interface ListQuery {
  filters: Filter[];
  orders: Order[];
  refNames: string[];
  /** `fields=`: the item fields (`price`) and ref fields (`image.path`) to answer; all when absent. */
  fields?: string[];
  search: string | undefined;
  limit: number;
  offset: number;
}

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const filterTuple = z.tuple([
  z.string().max(64),
  z.string().max(8),
  z.union([scalar, z.array(z.union([z.string().max(1000), z.number()])).max(LIST_LIMIT_MAX)]),
]);
const filtersSchema = z.array(filterTuple).max(20);
const ordersSchema = z.array(z.tuple([z.string().max(64), z.enum(["asc", "desc"])])).max(5);
const refNamesSchema = z.array(z.string().max(64)).max(20);
const fieldsSchema = z.array(z.string().max(130)).max(200);

export const DEFAULT_LIMIT = 24;

/**
 * The list query of `GET /api/{resource}/get`: one record by id or slug (limit 1), with the
 * refs named as the query string has them (JSON text). The page preload reads records the same way.
 * A slug longer than any slug may be (SLUG_MAX_LENGTH) names no record: Content not found, as
 * for any other unknown slug, not a malformed query (a course page's address pasted twice over
 * showed "Something went wrong" with status 200).
 */
export function recordQuery(
  by: "id" | "slug",
  value: number | string,
  refNames?: string,
): ListQuery {
  if (by === "slug" && String(value).length > SLUG_MAX_LENGTH) throw notFound();
  return parseListQuery({ filters: JSON.stringify([[by, "=", value]]), refNames, limit: "1" });
}

export function parseListQuery(raw: RawListQuery): ListQuery {
  const filters = parseJsonParam("filters", raw.filters, filtersSchema) ?? [];
  const orders = parseJsonParam("orders", raw.orders, ordersSchema) ?? [];
  const refNames = parseJsonParam("refNames", raw.refNames, refNamesSchema) ?? [];
  const fields = parseJsonParam("fields", raw.fields, fieldsSchema);
  return {
    ...(fields ? { fields: [...new Set(fields)] } : {}),
    filters: filters.map(([field, operator, value]) => ({ field, operator, value })),
    orders: orders.map(([field, direction]) => ({ field, direction })),
    refNames: [...new Set(refNames)],
    search: raw.search?.trim() || undefined,
    limit: parseLimit(raw.limit),
    offset: parseOffset(raw.offset),
  };
}

function parseJsonParam<T>(param: string, text: string | undefined, schema: z.ZodType<T>) {
  if (text === undefined || text === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest("errors.list.badJson", { param });
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    // zod's own text is English: the reason leaves in the reader's language (translateIssue).
    const issue = result.error.issues[0]!;
    const where = issue.path.length ? `[${issue.path.join("][")}] ` : "";
    throw badRequest(
      "errors.list.badShape",
      { param },
      { detail: (locale) => `${where}${translateIssue(locale, issue)}` },
    );
  }
  return result.data;
}

function parseLimit(text: string | undefined): number {
  if (text === undefined || text === "") return DEFAULT_LIMIT;
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || n < 1) {
    throw badRequest("errors.list.badLimit", { max: LIST_LIMIT_MAX });
  }
  return Math.min(n, LIST_LIMIT_MAX); // capped, so a client asking for more still gets a page
}

function parseOffset(text: string | undefined): number {
  if (text === undefined || text === "") return 0;
  if (!/^\d{1,9}$/.test(text)) throw badRequest("errors.list.badOffset");
  return Number(text);
}
