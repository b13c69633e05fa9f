import { APP_DATA_ELEMENT_ID, DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/constants.ts";
import type { AccountInfo, AccountUser } from "../shared/schemas/account.ts";
import { DEFAULT_IMAGE_MAX_BYTES } from "../shared/upload-rules.ts";

// The page data object the server writes into every HTML answer
// (`<script type="application/json" id="app-data">`, see server/pages): the locale, the
// signed-in account and what the first screen shows, so that it renders without an API call.

// The signed-in user, their avatar and the abilities the server's policy module evaluated for
// them (which decide what the interface shows or disables): the answer of `/api/account/info`,
// typed by the server's response schema.
export type { AccountInfo, AccountUser, Locale };

export interface AppData {
  locale: Locale;
  siteName: string;
  siteOrigin: string;
  /**
   * The signed-in user's account info, null for a visitor, undefined when the page data did not
   * say (Vite's dev server serves the bare template): only then does the app fetch it, behind
   * the splash screen.
   */
  account: AccountInfo | null | undefined;
  /** The route the server matched (key of shared/routes.ts), null when none (404). */
  route: { key: string | null; params: Record<string, string> };
  /** HTTP status the server answered the page with. */
  status: number;
  /**
   * The first screen's answers, by the key of their query (shared/page-queries.ts); read them
   * with `usePageQuery` (web/api/page-query.ts).
   */
  preload: Record<string, unknown>;
  /** Analytics ids, each present only when configured (docs/product/tracking.md). */
  tracking: { ga4Id: string | null; metaPixelId: string | null };
  /** The server's image upload limit in bytes, so the browser refuses before sending. */
  imageMaxBytes: number;
}

export const DEFAULT_SITE_NAME = "Học Việt";

function defaults(): AppData {
  return {
    locale: DEFAULT_LOCALE,
    siteName: DEFAULT_SITE_NAME,
    siteOrigin: typeof location === "undefined" ? "" : location.origin,
    account: undefined,
    route: { key: null, params: {} },
    status: 200,
    preload: {},
    tracking: { ga4Id: null, metaPixelId: null },
    imageMaxBytes: DEFAULT_IMAGE_MAX_BYTES,
  };
}

function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Parses the text of the `#app-data` element; anything missing or malformed gets its default. */
export function parseAppData(text: string | null | undefined): AppData {
  const base = defaults();
  if (!text) return base;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return base;
  }
  if (!isObject(raw)) return base;
  const route = isObject(raw.route) ? raw.route : {};
  return {
    locale: isLocale(raw.locale) ? raw.locale : base.locale,
    siteName: typeof raw.siteName === "string" && raw.siteName ? raw.siteName : base.siteName,
    siteOrigin: typeof raw.siteOrigin === "string" ? raw.siteOrigin : base.siteOrigin,
    account: !("account" in raw)
      ? undefined
      : isObject(raw.account)
        ? (raw.account as unknown as AccountInfo)
        : null,
    route: {
      key: typeof route.key === "string" ? route.key : null,
      params: isObject(route.params) ? (route.params as Record<string, string>) : {},
    },
    status: typeof raw.status === "number" ? raw.status : base.status,
    preload: isObject(raw.preload) ? raw.preload : {},
    tracking: readTracking(raw.tracking),
    imageMaxBytes:
      typeof raw.imageMaxBytes === "number" && raw.imageMaxBytes > 0
        ? raw.imageMaxBytes
        : base.imageMaxBytes,
  };
}

function readTracking(raw: unknown): AppData["tracking"] {
  const tracking = isObject(raw) ? raw : {};
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  return { ga4Id: text(tracking.ga4Id), metaPixelId: text(tracking.metaPixelId) };
}

let cached: AppData | undefined;
let serverSource: (() => AppData | undefined) | undefined;

/**
 * On the server (web/entry-server.tsx) there is no `#app-data` element and many requests render
 * at once: the server entry gives the page data of the request being rendered.
 */
export function provideAppData(source: () => AppData | undefined): void {
  serverSource = source;
}

/** Reads `#app-data` once (the element does not change after the page loaded). */
export function getAppData(): AppData {
  const rendering = serverSource?.();
  if (rendering) return rendering;
  if (cached) return cached;
  const element =
    typeof document === "undefined" ? null : document.getElementById(APP_DATA_ELEMENT_ID);
  cached = parseAppData(element?.textContent);
  return cached;
}

/**
 * Marks the document with the page's language. The server's HTML already carries it; this
 * covers the Vite dev server, which serves the bare template. It writes only a different value:
 * any write of `lang` on the root, even the same value, makes the browser match every element's
 * style again (`:lang()`), 65–90 ms of a mid-range phone's main thread in the script's first
 * task on the course page (docs/decisions/059).
 */
export function markDocumentLanguage(root: HTMLElement, locale: Locale): void {
  if (root.lang !== locale) root.lang = locale;
}
