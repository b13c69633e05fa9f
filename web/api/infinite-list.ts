import type { InfiniteData } from "@tanstack/react-query";
import type { ListResult, Row } from "./records.ts";

/**
 * The pages of a list loaded so far ("See more") as one list: items in order without repeats
 * (a record can move up between two pages), refs merged.
 */
export function flattenPages<T extends Row>(
  data: InfiniteData<ListResult<T>> | undefined,
): ListResult<T> {
  const items: T[] = [];
  const seen = new Set<number>();
  const refs: ListResult["refs"] = {};
  let total = 0;
  for (const page of data?.pages ?? []) {
    total = page.total;
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
    for (const [name, records] of Object.entries(page.refs)) {
      refs[name] = { ...refs[name], ...records };
    }
  }
  return { items, refs, total };
}
