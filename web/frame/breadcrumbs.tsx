import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation, useMatches } from "react-router";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { buildPath, ROUTE_BY_KEY, type RouteKey } from "../../shared/routes.ts";
import { type Translate, useT } from "../app-context.tsx";
import { useRecordTrail } from "./record-trail.ts";

/**
 * The breadcrumb trail of the top bar (desktop) and the document title. Each route has a default
 * (Home › {screen}, Dashboard › {screen}); a storefront page that shows a record gets it named
 * from its preloaded record (./record-trail.ts), e.g. Home › Courses › {course}; other pages
 * set theirs with `useBreadcrumbTrail` (the learning page, a certificate). Like page errors, a
 * trail belongs to the path it was set on.
 */

export interface Crumb {
  label: string;
  /** Omitted on the last crumb: the page the reader is on. */
  to?: string;
}

type Override = { trail: readonly Crumb[]; pathname: string } | null;

/**
 * The page's trail, in a store rather than in the context's value: the context never changes,
 * and setting a trail re-renders only the components that read it (the top bar, the title).
 * A changed context value would reach every part of the page still waiting to hydrate and
 * make React hydrate them all at once, in one long task (docs/decisions/047).
 */
interface TrailStore {
  get: () => Override;
  set: (value: Override) => void;
  subscribe: (listener: () => void) => () => void;
}

function createTrailStore(): TrailStore {
  let override: Override = null;
  const listeners = new Set<() => void>();
  return {
    get: () => override,
    set(value) {
      override = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const TrailContext = createContext<TrailStore | null>(null);

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createTrailStore);
  return <TrailContext.Provider value={store}>{children}</TrailContext.Provider>;
}

const noOverride = () => null;
const noSubscription = () => () => {};

export function isRouteKey(id: string | undefined): id is RouteKey {
  return id !== undefined && Object.hasOwn(ROUTE_BY_KEY, id);
}

/** The route key of the page being shown (route ids are route keys), null on not-found. */
export function useRouteKey(): RouteKey | null {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id;
  return isRouteKey(id) ? id : null;
}

/** Home › {screen}, or Dashboard › {screen}; nothing on the home page itself. */
export function defaultTrail(key: RouteKey | null, t: Translate): Crumb[] {
  if (key === null) return [{ label: t("nav.home"), to: "/" }, { label: t("errors.NOT_FOUND") }];
  if (key === "home") return [];
  const label = t(`nav.${key}` as MessageKey);
  if (ROUTE_BY_KEY[key].layout === "dashboard") {
    if (key === "dashboard") return [{ label }];
    return [{ label: t("nav.dashboard"), to: buildPath("dashboard") }, { label }];
  }
  return [{ label: t("nav.home"), to: "/" }, { label }];
}

/** The trail of the current page: the page's own, else the route's default. */
export function useBreadcrumbs(): readonly Crumb[] {
  const store = useContext(TrailContext);
  const { pathname } = useLocation();
  const key = useRouteKey();
  const t = useT();
  const override = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.get ?? noOverride,
    store?.get ?? noOverride,
  );
  const recordTrail = useRecordTrail(pathname, t);
  if (override && override.pathname === pathname) return override.trail;
  return recordTrail ?? defaultTrail(key, t);
}

/** Sets the current page's trail (pass null while its record is still loading). */
export function useBreadcrumbTrail(trail: readonly Crumb[] | null): void {
  const store = useContext(TrailContext);
  const { pathname } = useLocation();
  const serialized = JSON.stringify(trail);
  useEffect(() => {
    if (!store || serialized === "null") return;
    store.set({ trail: JSON.parse(serialized) as Crumb[], pathname });
  }, [store, serialized, pathname]);
}
