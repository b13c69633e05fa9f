import { type MessageKey, t } from "../../../shared/i18n/index.ts";
import { buildPath, type RouteKey } from "../../../shared/routes.ts";
import { breadcrumbList, type Crumb } from "./json-ld.ts";
import type { PageHead, SeoContext } from "./types.ts";

/** "{name} | {site}", the title of every page but home. */
export function pageTitle(ctx: Pick<SeoContext, "siteName">, name: string): string {
  return `${name} | ${ctx.siteName}`;
}

/** The route's screen name ("Courses", "Articles"…). */
export function screenName(ctx: SeoContext, key: RouteKey = ctx.match.key): string {
  return t(ctx.locale, `nav.${key}` as MessageKey);
}

export function defaultDescription(ctx: SeoContext): string {
  return t(ctx.locale, "meta.defaultDescription");
}

/** SITE_ORIGIN + path, with the query parameters given (none when empty). */
export function absoluteUrl(
  ctx: Pick<SeoContext, "siteOrigin">,
  path: string,
  params?: URLSearchParams,
): string {
  const query = params?.toString();
  return `${ctx.siteOrigin}${path}${query ? `?${query}` : ""}`;
}

/** The path of the matched route, its parameters encoded the one way (shared/routes.ts). */
export function routePath(ctx: SeoContext): string {
  const build = buildPath as (key: RouteKey, params: Record<string, string>) => string;
  return build(ctx.match.key, ctx.match.params);
}

/** The path of a route without parameters (a discovery list). */
export function sectionPath(key: RouteKey): string {
  return (buildPath as (key: RouteKey) => string)(key);
}

/** Any page: its screen name, the default description, its own URL. */
export function basicHead(ctx: SeoContext): PageHead {
  return {
    title: pageTitle(ctx, screenName(ctx)),
    description: defaultDescription(ctx),
    canonical: absoluteUrl(ctx, routePath(ctx)),
    type: "website",
    jsonLd: [],
    preloadImages: [],
  };
}

/** Home › {section} › {record}, the record being the page itself. */
export function recordBreadcrumbs(
  ctx: SeoContext,
  section: RouteKey,
  name: string,
  url: string,
): object {
  const crumbs: Crumb[] = [
    { name: screenName(ctx, "home"), url: absoluteUrl(ctx, buildPath("home")) },
    { name: screenName(ctx, section), url: absoluteUrl(ctx, sectionPath(section)) },
    { name, url },
  ];
  return breadcrumbList(crumbs);
}
