import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * A page view on every route change (docs/product/screens-and-routes.md), announced as a DOM event on `window` so that
 * whatever measures traffic (GA4 and Meta Pixel when configured, docs/product/tracking.md)
 * subscribes to one signal instead of reaching into the router.
 */
export const PAGE_VIEW_EVENT = "app:page-view";

export interface PageViewDetail {
  /** Path and query string, e.g. `/courses?q=python`. */
  path: string;
  title: string;
}

/** Announces the page once its title is known; a redirect in between is not a view. */
export function usePageViews(title: string, enabled: boolean): void {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a title change alone (a record loaded) is the same view
  useEffect(() => {
    if (!enabled) return;
    window.dispatchEvent(
      new CustomEvent<PageViewDetail>(PAGE_VIEW_EVENT, { detail: { path, title } }),
    );
  }, [path, enabled]);
}
