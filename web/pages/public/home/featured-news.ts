import { FEATURED_NEWS_COUNT } from "../../../../shared/page-queries.ts";

/**
 * Featured news (docs/product/catalogue-and-prices.md): the most recently updated articles that
 * are not already among the featured ones, `count` of them at most.
 */
export function featuredNews<T extends { id: number }>(
  latest: readonly T[],
  featuredIds: Iterable<number>,
  count = FEATURED_NEWS_COUNT,
): T[] {
  const featured = new Set(featuredIds);
  return latest.filter((article) => !featured.has(article.id)).slice(0, count);
}
