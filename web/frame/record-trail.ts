import { useMemo } from "react";
import { pageQueriesFor } from "../../shared/page-queries.ts";
import { buildPath, matchRoute, type RouteKey } from "../../shared/routes.ts";
import { usePageQuery } from "../api/page-query.ts";
import type { ListResult } from "../api/records.ts";
import type { Translate } from "../app-context.tsx";
import type { Crumb } from "./breadcrumbs.tsx";

type ListPage =
  | "course_discovery"
  | "combo_discovery"
  | "promotion_discovery"
  | "article_discovery";

/**
 * The storefront pages that show one record: the list page the record belongs to (the trail's
 * middle crumb, none for a profile) and the record's field that names it.
 */
const RECORD_PAGES: Partial<Record<RouteKey, { list: ListPage | null; name: string }>> = {
  course: { list: "course_discovery", name: "name" },
  combo: { list: "combo_discovery", name: "name" },
  promotion: { list: "promotion_discovery", name: "name" },
  article: { list: "article_discovery", name: "name" },
  user_profile: { list: null, name: "full_name" },
};

/**
 * The trail of a record's page — Home › Courses › {course} — named from the record the page's
 * first query answers (shared/page-queries.ts `pageQueriesFor`: the main record first). That
 * answer comes preloaded with the HTML, so the server renders this trail and hydration finds
 * the same one: set by the page in an effect instead, the top bar changed after hydration in a
 * synchronous re-render (docs/decisions/061). Null on other pages, and while the record loads
 * after a client-side navigation.
 */
export function useRecordTrail(pathname: string, t: Translate): Crumb[] | null {
  const found = useMemo(() => {
    const match = matchRoute(pathname);
    const page = match ? RECORD_PAGES[match.key] : undefined;
    if (!match || !page) return null;
    const query = pageQueriesFor(match, new URLSearchParams())[0];
    return query ? { page, query } : null;
  }, [pathname]);
  const answer = usePageQuery<ListResult<{ id: number; [field: string]: unknown }>>(
    found?.query ?? null,
  );
  const name = answer.data?.items[0]?.[found?.page.name ?? ""];
  if (!found || typeof name !== "string") return null;
  const { list } = found.page;
  return [
    { label: t("nav.home"), to: buildPath("home") },
    ...(list ? [{ label: t(`nav.${list}`), to: buildPath(list) }] : []),
    { label: name },
  ];
}
