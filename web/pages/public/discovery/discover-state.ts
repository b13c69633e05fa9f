import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type CourseDiscoverQuery,
  DEFAULT_DISCOVER_QUERY,
  type DiscoverSort,
  discoverParams,
  parseDiscoverParams,
} from "../../../../shared/course-discover.ts";

// The state of course discovery lives in the URL alone (shared/course-discover.ts), so that a
// link, a reload and the back button show the same courses, and the server can preload them.

export type DiscoverChanges = Partial<Omit<CourseDiscoverQuery, "limit">>;

/**
 * The query after a change. Any change but a page change goes back to the first page: the old
 * offset may be past the end of the new results.
 */
export function applyDiscoverChanges(
  query: CourseDiscoverQuery,
  changes: DiscoverChanges,
): CourseDiscoverQuery {
  const next = { ...query, ...changes };
  if (!("offset" in changes)) next.offset = 0;
  if (changes.q !== undefined) next.q = changes.q.trim();
  return next;
}

/** The sorts a reader may pick: relevance means something only with search text. */
export function sortChoices(query: CourseDiscoverQuery): DiscoverSort[] {
  const all: DiscoverSort[] = ["relevance", "priority", "newest", "price_asc", "price_desc"];
  return query.q ? all : all.filter((sort) => sort !== "relevance");
}

/** The sort the results are in: without search text, relevance falls back to priority. */
export function shownSort(query: CourseDiscoverQuery): DiscoverSort {
  return !query.q && query.sort === "relevance" ? "priority" : query.sort;
}

/**
 * The stored sort for a picked one: Featured without search text is the default, left out of
 * the URL, so that typing a search afterwards sorts by relevance.
 */
export function sortToStore(query: CourseDiscoverQuery, picked: DiscoverSort): DiscoverSort {
  return !query.q && picked === "priority" ? DEFAULT_DISCOVER_QUERY.sort : picked;
}

/** How many of the filters (price, delivery, language, promotion) are set: the phone's Filters badge. */
export function activeFilterCount(query: CourseDiscoverQuery): number {
  return [
    query.price !== null,
    query.delivery !== null,
    query.language !== null,
    query.onPromotion,
  ].filter(Boolean).length;
}

/** Whether anything narrows or reorders the list, i.e. whether "Reset filters" does something. */
export function isFiltered(query: CourseDiscoverQuery): boolean {
  return Boolean(query.q) || activeFilterCount(query) > 0 || shownSort(query) !== "priority";
}

/** Back to every course, first page, keeping the page size of the URL. */
export function resetDiscoverQuery(query: CourseDiscoverQuery): CourseDiscoverQuery {
  return { ...DEFAULT_DISCOVER_QUERY, limit: query.limit };
}

export interface UpdateOptions {
  /** Replace the history entry (search typing) rather than add one (a picked filter). */
  replace?: boolean;
}

/** The query of the URL and a way to change it. */
export function useDiscoverQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed by the string: a new URLSearchParams object with the same value is the same query.
  const query = useMemo(() => parseDiscoverParams(new URLSearchParams(search)), [search]);
  const setQuery = useCallback(
    (next: CourseDiscoverQuery, { replace = false }: UpdateOptions = {}) =>
      setParams(discoverParams(next), { replace, preventScrollReset: true }),
    [setParams],
  );
  const update = useCallback(
    (changes: DiscoverChanges, options?: UpdateOptions) =>
      setQuery(applyDiscoverChanges(query, changes), options),
    [query, setQuery],
  );
  return { query, update, setQuery };
}
