import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { discoverParams } from "../../shared/course-discover.ts";
import { type PageQuery, pageQueryKey } from "../../shared/page-queries.ts";
import { getAppData } from "../app-data.ts";
import { apiGet, apiList, type RequestOptions } from "./client.ts";

// The client half of shared/page-queries.ts: a page asks for its first screen by the shared
// query; the answer the server put into the page data object under the same key is used at
// once, the API is called only for what the page data did not carry.

/** The answer the server preloaded for this query, if it did. */
export function preloadedAnswer<T>(query: PageQuery): T | undefined {
  return getAppData().preload[pageQueryKey(query)] as T | undefined;
}

/** Runs a page query against the API. */
export function fetchPageQuery<T>(query: PageQuery, options?: RequestOptions): Promise<T> {
  switch (query.call) {
    case "list":
      return apiList<T>(query.resource, query.query, options);
    case "get":
      return apiGet<T>(
        `/api/${query.resource}/get`,
        { [query.by]: query.value, refNames: query.refNames },
        options,
      );
    case "discover":
      return apiGet<T>(
        "/api/course/discover",
        Object.fromEntries(discoverParams(query.query)),
        options,
      );
  }
}

/** The React Query key of a page query (also what mutations invalidate: ["page", …]). */
export function pageQueryCacheKey(query: PageQuery) {
  return ["page", pageQueryKey(query)] as const;
}

type Extra<T> = Omit<UseQueryOptions<T>, "queryKey" | "queryFn" | "initialData">;

/** A page query, answered from the page data object when the server preloaded it. */
export function usePageQuery<T>(query: PageQuery | null, options: Extra<T> = {}) {
  return useQuery<T>({
    queryKey: query ? pageQueryCacheKey(query) : ["page", null],
    queryFn: ({ signal }) => fetchPageQuery<T>(query as PageQuery, { signal }),
    initialData: query ? preloadedAnswer<T>(query) : undefined,
    enabled: query !== null,
    ...options,
  });
}
