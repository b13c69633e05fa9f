import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { FEATURED_COURSES, FEATURED_COURSES_LIST } from "../../shared/page-queries.ts";
import { apiList } from "./client.ts";
import { preloadedAnswer } from "./page-query.ts";
import type { CourseRow, ListResult } from "./records.ts";

/** Featured courses: public ones, highest priority first, newest among equals (SPEC.md §7). */
export const FEATURED_COURSES_QUERY = FEATURED_COURSES_LIST;

type CoursePage = ListResult<CourseRow>;

/** The pages loaded so far as one list: items in order without repeats, refs merged. */
export function flattenPages(data: InfiniteData<CoursePage> | undefined): CoursePage {
  const items: CourseRow[] = [];
  const seen = new Set<number>();
  const refs: CoursePage["refs"] = {};
  let total = 0;
  for (const page of data?.pages ?? []) {
    total = page.total;
    for (const item of page.items) {
      if (seen.has(item.id)) continue; // a course moved up between two pages
      seen.add(item.id);
      items.push(item);
    }
    for (const [name, records] of Object.entries(page.refs)) {
      refs[name] = { ...refs[name], ...records };
    }
  }
  return { items, refs, total };
}

/**
 * The home page's featured courses, PAGE_SIZE at a time ("See more" fetches the next offset).
 * The first page comes from the page data object when the server put it there.
 */
export function useFeaturedCourses() {
  const preloaded = preloadedAnswer<CoursePage>(FEATURED_COURSES);
  return useInfiniteQuery({
    queryKey: ["course", "list", FEATURED_COURSES_QUERY],
    queryFn: ({ pageParam, signal }) =>
      apiList<CoursePage>("course", { ...FEATURED_COURSES_QUERY, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    initialData: preloaded ? { pages: [preloaded], pageParams: [0] } : undefined,
  });
}
