/**
 * The query of course discovery (`GET /api/course/discover`, docs/product/catalogue-and-prices.md
 * "Course discovery") and its place in the `/courses` URL. The server and the page read the same
 * parameters with the same parser, so a link, the page data the server preloads and the
 * client's request agree. Anything unknown or malformed falls back to the default rather than
 * failing: a hand-edited URL still shows courses.
 */
import {
  COURSE_LANGUAGES,
  type CourseLanguage,
  DELIVERIES,
  type Delivery,
  PAGE_SIZE,
} from "./constants.ts";

export const DISCOVER_SORTS = [
  "relevance",
  "priority",
  "newest",
  "price_asc",
  "price_desc",
] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export const DISCOVER_PRICES = ["free", "paid"] as const;
export type DiscoverPrice = (typeof DISCOVER_PRICES)[number];

/** The most courses one request may ask for. */
export const DISCOVER_MAX_LIMIT = 48;
/** Search text beyond this length is cut: no course name is that long. */
export const DISCOVER_MAX_QUERY_LENGTH = 100;

export interface CourseDiscoverQuery {
  /** Search text, trimmed; "" for none. */
  q: string;
  price: DiscoverPrice | null;
  delivery: Delivery | null;
  /** The language the course is taught in; null for any. */
  language: CourseLanguage | null;
  onPromotion: boolean;
  /** `relevance` only means something with search text; without it the server sorts by priority. */
  sort: DiscoverSort;
  limit: number;
  offset: number;
}

export const DEFAULT_DISCOVER_QUERY: CourseDiscoverQuery = {
  q: "",
  price: null,
  delivery: null,
  language: null,
  onPromotion: false,
  sort: "relevance",
  limit: PAGE_SIZE,
  offset: 0,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function wholeNumber(value: string | null, min: number, max: number, fallback: number): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback;
  return Math.min(Math.max(Number(value), min), max);
}

/** Reads a discovery query from URL parameters (`q, price, delivery, language, on_promotion, sort, limit, offset`). */
export function parseDiscoverParams(params: URLSearchParams): CourseDiscoverQuery {
  const delivery = params.get("delivery");
  return {
    q: (params.get("q") ?? "").trim().slice(0, DISCOVER_MAX_QUERY_LENGTH),
    price: oneOf(DISCOVER_PRICES, params.get("price")),
    delivery: oneOf(DELIVERIES, delivery ? delivery.toUpperCase() : null),
    language: oneOf(COURSE_LANGUAGES, params.get("language")?.toLowerCase() ?? null),
    onPromotion: ["1", "true"].includes(params.get("on_promotion") ?? ""),
    sort: oneOf(DISCOVER_SORTS, params.get("sort")) ?? DEFAULT_DISCOVER_QUERY.sort,
    limit: wholeNumber(params.get("limit"), 1, DISCOVER_MAX_LIMIT, PAGE_SIZE),
    offset: wholeNumber(params.get("offset"), 0, 1_000_000, 0),
  };
}

/**
 * The URL parameters of a query, defaults left out, in a fixed order: the same query always
 * gives the same string (the page's URL, and the key the preloaded answer is found under).
 */
export function discoverParams(query: CourseDiscoverQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.price) params.set("price", query.price);
  if (query.delivery) params.set("delivery", query.delivery.toLowerCase());
  if (query.language) params.set("language", query.language);
  if (query.onPromotion) params.set("on_promotion", "1");
  if (query.sort !== DEFAULT_DISCOVER_QUERY.sort) params.set("sort", query.sort);
  if (query.limit !== DEFAULT_DISCOVER_QUERY.limit) params.set("limit", String(query.limit));
  if (query.offset) params.set("offset", String(query.offset));
  return params;
}
