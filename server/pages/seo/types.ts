import type { Locale } from "../../../shared/constants.ts";
import type { RouteMatch } from "../../../shared/routes.ts";
import type { ListResult, Row } from "../../features/list/resource.ts";

/** What a page's head says about it (server/pages/shell.ts `renderHead` writes it out). */
export interface PageHead {
  title: string;
  /** Plain text, at most 160 characters. */
  description: string;
  /** Absolute URL: SITE_ORIGIN + the page's path and its meaningful query parameters. */
  canonical: string;
  /** og:type. */
  type: "website" | "article" | "product";
  image?: SharingImage;
  /** schema.org objects, each written as one `application/ld+json` element. */
  jsonLd: object[];
  /** The first screen's largest image, fetched before the app's script asks for it. */
  preloadImages: ImagePreload[];
  /** Extra `<meta property=… content=…>` pairs (article times). */
  extraMeta?: [property: string, content: string][];
  /** Set for pages search engines should not list (not found, private screens). */
  noindex?: boolean;
}

export interface SharingImage {
  /** Absolute URL. */
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface ImagePreload {
  /** The plain file, for browsers that ignore `imagesrcset`. */
  href: string;
  srcset: string;
  sizes: string;
  media?: string;
  /** The files' type when not every browser shows it ("image/avif"): others skip the preload. */
  type?: string;
}

/** Everything a page kind's head is made from: the request and the preloaded answers. */
export interface SeoContext {
  locale: Locale;
  siteName: string;
  siteOrigin: string;
  match: RouteMatch;
  search: URLSearchParams;
  /** The answer of the page's main `get` (shared/page-queries.ts), when found. */
  main: { row: Row; answer: ListResult } | undefined;
  /** The page's preloaded answers by `pageQueryKey` (the page data object's `preload`). */
  preload: Readonly<Record<string, ListResult>>;
  now: Date;
}
