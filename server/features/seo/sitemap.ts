import type { Kysely } from "kysely";
import { buildPath, ROUTES, type RouteKey } from "../../../shared/routes.ts";
import type { Database } from "../../db/schema.ts";

/**
 * `/sitemap.xml` and `/robots.txt` (docs/conventions.md "The page shell": they come from the same data as the pages).
 * Only PUBLIC records are listed: PRIVATE and ARCHIVED ones are hidden from search engines as
 * from visitors (docs/product/catalogue-and-prices.md).
 */

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO time of the last change, when known. */
  lastmod?: string;
}

/** The record kinds with a public page of their own, and the route that shows one. */
const RECORD_PAGES = [
  { table: "course", route: "course", discovery: "course_discovery" },
  { table: "combo", route: "combo", discovery: "combo_discovery" },
  { table: "promotion", route: "promotion", discovery: "promotion_discovery" },
  { table: "article", route: "article", discovery: "article_discovery" },
] as const satisfies ReadonlyArray<{ table: keyof Database; route: RouteKey; discovery: RouteKey }>;

/** The origin without a trailing slash, so that it joins paths cleanly. */
export function originOf(siteOrigin: string): string {
  return siteOrigin.replace(/\/+$/, "");
}

/** Home, the discovery pages and every public course, combo, promotion and article. */
export async function sitemapEntries(
  db: Kysely<Database>,
  siteOrigin: string,
): Promise<SitemapEntry[]> {
  const origin = originOf(siteOrigin);
  const groups = await Promise.all(
    RECORD_PAGES.map(async (kind) => {
      const rows = await db
        .selectFrom(kind.table)
        .select(["slug", "update_time"])
        .where("visibility", "=", "PUBLIC")
        .orderBy("priority", "desc")
        .orderBy("id", "desc")
        .execute();
      return { kind, rows };
    }),
  );
  const latest = (times: string[]) =>
    times.reduce<string | undefined>(
      (max, t) => (max === undefined || t > max ? t : max),
      undefined,
    );
  const entry = (path: string, lastmod: string | undefined): SitemapEntry =>
    lastmod ? { loc: `${origin}${path}`, lastmod } : { loc: `${origin}${path}` };

  const allTimes = groups.flatMap((g) => g.rows.map((r) => toIsoTime(r.update_time)));
  const entries: SitemapEntry[] = [entry(buildPath("home"), latest(allTimes))];
  for (const { kind, rows } of groups) {
    const times = rows.map((r) => toIsoTime(r.update_time));
    entries.push(entry(buildPath(kind.discovery), latest(times)));
  }
  for (const { kind, rows } of groups) {
    for (const row of rows) {
      entries.push(entry(buildPath(kind.route, { slug: row.slug }), toIsoTime(row.update_time)));
    }
  }
  return entries;
}

/** Times are ISO strings on both engines (dialect.ts); a Date is tolerated all the same. */
function toIsoTime(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(e.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The paths crawlers are kept out of: the API, and every page that needs a signed-in user (the
 * dashboard and management screens, checkout, library, learning, account…), read from the
 * route table so a new private page is covered without editing this file.
 */
export function disallowedPaths(): string[] {
  const paths = new Set<string>(["/api/"]);
  for (const route of ROUTES) {
    if (route.access.kind !== "signed_in" && route.access.kind !== "staff") continue;
    const param = route.path.indexOf("/:");
    paths.add(param === -1 ? route.path : `${route.path.slice(0, param)}/`);
  }
  return [...paths];
}

export function renderRobots(siteOrigin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${originOf(siteOrigin)}/sitemap.xml`,
    "",
  ].join("\n");
}
