import type { ListFilter, ListQuery } from "../api/client.ts";
import type { Row } from "../api/records.ts";
import { dateRangeFilters } from "./date-range.ts";
import { type ListConfig, type ListState, readListState, toListQuery } from "./list-state.ts";
import type { ManagementDescription } from "./management-description.ts";

/** The URL parameters a description's table keeps, and the fields its headers sort by. */
export function listConfigOf<T extends Row>(description: ManagementDescription<T>): ListConfig {
  const filters: Record<string, string> = {};
  for (const filter of description.filters ?? []) {
    if (filter.kind === "dateRange") {
      filters[filter.from.name] = filter.field;
      filters[filter.to.name] = filter.field;
    } else {
      filters[filter.name] = filter.field ?? filter.name;
    }
  }
  const sortable = description.columns.flatMap((column) =>
    column.sortable === true ? [column.key] : column.sortable ? [column.sortable] : [],
  );
  return {
    filters,
    sortable,
    defaultSort: description.defaultSort,
    refNames: description.refNames,
  };
}

const RECORD_ID = /^[1-9]\d{0,14}$/;

/**
 * The list API query of the table's state: the `=` filters in the URL's order (a record
 * filter only with an id: a hand-edited `course=abc` would be refused), then the day ranges,
 * then the search — the API's own, or a LIKE on one field when the resource has no search
 * columns (sending `search` there would be refused).
 */
export function listQueryOf<T extends Row>(
  description: ManagementDescription<T>,
  state: ListState,
): ListQuery {
  const filters = description.filters ?? [];
  const equal: Record<string, string> = {};
  for (const [name, value] of Object.entries(state.filters)) {
    const filter = filters.find((f) => f.kind !== "dateRange" && f.name === name);
    const byId = filter?.kind === "record" || filter?.kind === "id";
    if (filter?.kind === "select" || (byId && RECORD_ID.test(value))) {
      equal[name] = value;
    }
  }
  const base = toListQuery({ ...state, filters: equal }, listConfigOf(description));
  const extra: ListFilter[] = filters.flatMap((filter) =>
    filter.kind === "dateRange"
      ? dateRangeFilters(
          filter.field,
          state.filters[filter.from.name],
          state.filters[filter.to.name],
        )
      : [],
  );
  const searchField = description.search?.field;
  const search = state.search.trim();
  if (searchField && search) extra.push([searchField, "LIKE", search]);
  const apiSearch = description.search && !searchField ? base.search : undefined;
  return { ...base, search: apiSearch, filters: [...(base.filters ?? []), ...extra] };
}

/** The query of a URL's search part, for tests and links. */
export function listQueryOfUrl<T extends Row>(
  description: ManagementDescription<T>,
  search: string,
): ListQuery {
  return listQueryOf(
    description,
    readListState(new URLSearchParams(search), listConfigOf(description)),
  );
}
