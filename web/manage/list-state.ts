import { MANAGEMENT_PAGE_SIZE, type OrderDirection } from "../../shared/constants.ts";
import type { ListFilter, ListOrder, ListQuery } from "../api/client.ts";

/**
 * The state of a management table, kept in the URL (so a reload, the back button and a shared
 * link show the same page): `q` the search, `page` from 1, `sort` as `field.asc|desc`, and one
 * parameter per filter (`role=ADMIN`). Pure functions; `useListState` binds them to the router.
 */

export interface ListConfig {
  /** Filter names (URL parameters) and the record field each one filters with `=`. */
  filters: Readonly<Record<string, string>>;
  /** Fields the table may be sorted by; anything else in the URL is ignored. */
  sortable: readonly string[];
  defaultSort: { field: string; direction: OrderDirection };
  refNames?: readonly string[];
  pageSize?: number;
}

export interface ListState {
  search: string;
  page: number;
  sort: { field: string; direction: OrderDirection };
  filters: Readonly<Record<string, string>>;
  /** "grid" for a screen that also draws its rows as cards (the media library); else a table. */
  view?: "grid";
}

export function readListState(params: URLSearchParams, config: ListConfig): ListState {
  const page = Number(params.get("page"));
  const [field = "", direction = ""] = (params.get("sort") ?? "").split(".");
  const sort =
    config.sortable.includes(field) && (direction === "asc" || direction === "desc")
      ? { field, direction: direction as OrderDirection }
      : config.defaultSort;
  // In the URL's order (the order they were chosen in), which the list query keeps.
  const filters: Record<string, string> = {};
  for (const [name, value] of params) {
    if (value && name in config.filters && !(name in filters)) filters[name] = value;
  }
  return {
    search: params.get("q") ?? "",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    sort,
    filters,
    ...(params.get("view") === "grid" ? { view: "grid" as const } : {}),
  };
}

/** The URL parameters of a state; defaults are left out to keep links short. */
export function writeListState(state: ListState, config: ListConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set("q", state.search.trim());
  for (const [name, value] of Object.entries(state.filters)) {
    if (value && name in config.filters) params.set(name, value);
  }
  const { field, direction } = state.sort;
  if (field !== config.defaultSort.field || direction !== config.defaultSort.direction) {
    params.set("sort", `${field}.${direction}`);
  }
  if (state.page > 1) params.set("page", String(state.page));
  if (state.view === "grid") params.set("view", "grid");
  return params;
}

/** The generic list API query of a state: one page, the sort, then id for a stable order. */
export function toListQuery(state: ListState, config: ListConfig): ListQuery {
  const pageSize = config.pageSize ?? MANAGEMENT_PAGE_SIZE;
  const filters: ListFilter[] = Object.entries(state.filters).map(
    ([name, value]) => [config.filters[name] ?? name, "=", value] as const,
  );
  const orders: ListOrder[] = [[state.sort.field, state.sort.direction]];
  if (state.sort.field !== "id") orders.push(["id", "desc"]);
  return {
    search: state.search,
    filters,
    orders,
    refNames: config.refNames,
    limit: pageSize,
    offset: (state.page - 1) * pageSize,
  };
}
