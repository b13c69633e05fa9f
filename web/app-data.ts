import { APP_DATA_ELEMENT_ID, DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/constants.ts";
import type { ListResult, Row } from "./api/records.ts";

// The page data object the server writes into every HTML answer
// (`<script type="application/json" id="app-data">`, see server/pages): the locale, the
// signed-in account and what the first screen shows, so that it renders without an API call.

export type { Locale };

export interface AccountInfo {
  user: Row & { full_name: string | null; email: string; role: string };
  avatarImage: Row | null;
}

export interface AppData {
  locale: Locale;
  siteName: string;
  siteOrigin: string;
  account: AccountInfo | null;
  /** The route the server matched (key of shared/routes.ts), null when none (404). */
  route: { key: string | null; params: Record<string, string> };
  /** HTTP status the server answered the page with. */
  status: number;
  preload: { featuredCourses?: ListResult };
}

export const DEFAULT_SITE_NAME = "Học Việt";

function defaults(): AppData {
  return {
    locale: DEFAULT_LOCALE,
    siteName: DEFAULT_SITE_NAME,
    siteOrigin: typeof location === "undefined" ? "" : location.origin,
    account: null,
    route: { key: null, params: {} },
    status: 200,
    preload: {},
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
    account: isObject(raw.account) ? (raw.account as unknown as AccountInfo) : null,
    route: {
      key: typeof route.key === "string" ? route.key : null,
      params: isObject(route.params) ? (route.params as Record<string, string>) : {},
    },
    status: typeof raw.status === "number" ? raw.status : base.status,
    preload: isObject(raw.preload) ? (raw.preload as AppData["preload"]) : {},
  };
}

let cached: AppData | undefined;

/** Reads `#app-data` once (the element does not change after the page loaded). */
export function getAppData(): AppData {
  if (cached) return cached;
  const element =
    typeof document === "undefined" ? null : document.getElementById(APP_DATA_ELEMENT_ID);
  cached = parseAppData(element?.textContent);
  return cached;
}
