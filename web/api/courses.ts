import { useInfiniteQuery } from "@tanstack/react-query";
import { FEATURED_COURSES, FEATURED_COURSES_LIST } from "../../shared/page-queries.ts";
import { apiList } from "./client.ts";
import { preloadedAnswer } from "./page-query.ts";
import type { CourseRow, ListResult } from "./records.ts";

type CoursePage = ListResult<CourseRow>;

/**
 * The home page's featured courses, PAGE_SIZE at a time ("See more" fetches the next offset).
 * The first page comes from the page data object when the server put it there.
 */
export function useFeaturedCourses() {
  const preloaded = preloadedAnswer<CoursePage>(FEATURED_COURSES);
  return useInfiniteQuery({
    queryKey: ["course", "list", FEATURED_COURSES_LIST],
    queryFn: ({ pageParam, signal }) =>
      apiList<CoursePage>("course", { ...FEATURED_COURSES_LIST, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    initialData: preloaded ? { pages: [preloaded], pageParams: [0] } : undefined,
  });
}
