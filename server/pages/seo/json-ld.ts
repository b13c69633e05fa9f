/** schema.org building blocks shared by the page kinds. */

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** Home › section › record (docs/product/screens-and-routes.md "Breadcrumb trail"). */
export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The site as the organisation behind its courses and articles. */
export function organization(siteName: string, siteOrigin: string): object {
  return { "@type": "Organization", name: siteName, url: `${siteOrigin}/` };
}

/**
 * JSON for an `application/ld+json` element: `<`, `>` and `&` as \u escapes (still the same
 * JSON), so no text inside can close the element or open a comment.
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
