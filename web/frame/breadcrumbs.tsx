import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation, useMatches } from "react-router";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { buildPath, ROUTE_BY_KEY, type RouteKey } from "../../shared/routes.ts";
import { type Translate, useT } from "../app-context.tsx";

/**
 * The breadcrumb trail of the top bar (desktop) and the document title. Each route has a default
 * (Home › {screen}, Dashboard › {screen}); a page that shows a record names it with
 * `useBreadcrumbTrail`, e.g. Home › Courses › {course}. Like page errors, a trail belongs to the
 * path it was set on.
 */

export interface Crumb {
  label: string;
  /** Omitted on the last crumb: the page the reader is on. */
  to?: string;
}

interface TrailState {
  override: { trail: readonly Crumb[]; pathname: string } | null;
  setOverride: (value: TrailState["override"]) => void;
}

const TrailContext = createContext<TrailState | null>(null);

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<TrailState["override"]>(null);
  const value = useMemo(() => ({ override, setOverride }), [override]);
  return <TrailContext.Provider value={value}>{children}</TrailContext.Provider>;
}

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
  const context = useContext(TrailContext);
  const { pathname } = useLocation();
  const key = useRouteKey();
  const t = useT();
  const override = context?.override;
  if (override && override.pathname === pathname) return override.trail;
  return defaultTrail(key, t);
}

/** Sets the current page's trail (pass null while its record is still loading). */
export function useBreadcrumbTrail(trail: readonly Crumb[] | null): void {
  const context = useContext(TrailContext);
  const { pathname } = useLocation();
  const setOverride = context?.setOverride;
  const serialized = JSON.stringify(trail);
  useEffect(() => {
    if (!setOverride || serialized === "null") return;
    setOverride({ trail: JSON.parse(serialized) as Crumb[], pathname });
  }, [setOverride, serialized, pathname]);
}
