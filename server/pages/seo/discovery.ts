import {
  DEFAULT_DISCOVER_QUERY,
  discoverParams,
  parseDiscoverParams,
} from "../../../shared/course-discover.ts";
import { pageNumber } from "../../../shared/page-queries.ts";
import { absoluteUrl, basicHead, routePath } from "./base.ts";
import type { PageHead, SeoContext } from "./types.ts";

/**
 * A discovery list (courses, combos, promotions, articles): its screen name, and a canonical URL
 * that keeps what changes the results (search text, filters, page) and drops the rest (sort
 * order, page size, tracking parameters).
 */
export function discoveryHead(ctx: SeoContext): PageHead {
  return { ...basicHead(ctx), canonical: absoluteUrl(ctx, routePath(ctx), canonicalParams(ctx)) };
}

function canonicalParams(ctx: SeoContext): URLSearchParams {
  if (ctx.match.key === "course_discovery") {
    const { sort, limit } = DEFAULT_DISCOVER_QUERY;
    return discoverParams({ ...parseDiscoverParams(ctx.search), sort, limit });
  }
  const params = new URLSearchParams();
  const q = ctx.match.key === "article_discovery" ? (ctx.search.get("q") ?? "").trim() : "";
  if (q) params.set("q", q);
  const page = pageNumber(ctx.search);
  if (page > 0) params.set("page", String(page + 1));
  return params;
}
