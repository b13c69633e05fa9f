/**
 * The one route table of the product. The server uses it to answer 404 for unknown paths and
 * to fill each page shell; the web app binds each key to a lazily loaded page. Paths use React
 * Router syntax. Matching here is exact and case-sensitive, with one trailing slash tolerated,
 * so bind routes with `caseSensitive: true` for the client to agree with the server.
 */
import type { Role, UserStatus } from "./constants.ts";
import { CHECKOUT_TYPES } from "./constants.ts";
import { type Area, mayView } from "./policy/index.ts";

export type RouteAccess =
  | { readonly kind: "open" }
  | { readonly kind: "signed_in" }
  /** `allowPending`: a signed-in user whose e-mail is not verified yet may open it too. */
  | { readonly kind: "guest_only"; readonly allowPending?: boolean }
  /** A dashboard screen: whoever may view its area in the role matrix (shared/policy/). */
  | { readonly kind: "staff"; readonly area: Area };

export type RouteLayout = "default" | "dashboard";

/** What a path parameter must look like for the path to match at all. */
export type ParamConstraint = "positive_int" | readonly string[];

export interface RouteDefinition<K extends string = string, P extends string = string> {
  readonly key: K;
  readonly path: P;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
  readonly params?: Readonly<Record<string, ParamConstraint>>;
}

const OPEN: RouteAccess = { kind: "open" };
const SIGNED_IN: RouteAccess = { kind: "signed_in" };
const GUEST_ONLY: RouteAccess = { kind: "guest_only" };
const ID: ParamConstraint = "positive_int";

function page<const K extends string, const P extends string>(
  key: K,
  path: P,
  access: RouteAccess,
  params?: Record<string, ParamConstraint>,
): RouteDefinition<K, P> {
  return params
    ? { key, path, access, layout: "default", params }
    : { key, path, access, layout: "default" };
}

/** A dashboard screen, opened by who may view `area` (shared/policy/matrix.ts). */
function screen<const K extends string, const P extends string>(
  key: K,
  path: P,
  area: Area,
): RouteDefinition<K, P> {
  return { key, path, access: { kind: "staff", area }, layout: "dashboard" };
}

export const ROUTES = [
  page("home", "/", OPEN),
  page("course_discovery", "/courses", OPEN),
  page("course", "/courses/:slug", OPEN),
  page("combo_discovery", "/combos", OPEN),
  page("combo", "/combos/:slug", OPEN),
  page("promotion_discovery", "/promotions", OPEN),
  page("promotion", "/promotions/:slug", OPEN),
  page("article_discovery", "/articles", OPEN),
  page("article", "/articles/:slug", OPEN),
  page("terms_and_conditions", "/terms-and-conditions", OPEN),
  page("privacy_policy", "/privacy-policy", OPEN),
  page("help", "/help", OPEN),
  page("certificate", "/certificates/:code", OPEN),
  page("forbidden_error", "/forbidden-error", OPEN),
  page("unexpected_error", "/unexpected-error", OPEN),
  page("user_profile", "/user/:id", SIGNED_IN, { id: ID }),
  page("library", "/library", SIGNED_IN),
  page("learning_resume", "/learning/:courseId", SIGNED_IN, { courseId: ID }),
  page("learning", "/learning/:courseId/:lessonId", SIGNED_IN, { courseId: ID, lessonId: ID }),
  page("account", "/account", SIGNED_IN),
  page("checkout", "/checkout/:type/:id", SIGNED_IN, { type: CHECKOUT_TYPES, id: ID }),
  page("notifications", "/notifications", SIGNED_IN),
  page("register", "/register", GUEST_ONLY),
  page("login", "/login", GUEST_ONLY),
  page("forgot_password", "/forgot-password", GUEST_ONLY),
  page("reset_password", "/reset-password", GUEST_ONLY),
  page("verify_email", "/verify-email", { kind: "guest_only", allowPending: true }),
  screen("dashboard", "/dashboard", "dashboard"),
  screen("course_management", "/course-management", "course"),
  screen("chapter_management", "/chapter-management", "chapter"),
  screen("lesson_management", "/lesson-management", "lesson"),
  screen("quiz_management", "/quiz-management", "quiz"),
  screen("combo_management", "/combo-management", "combo"),
  screen("promotion_management", "/promotion-management", "promotion"),
  screen("enrollment_management", "/enrollment-management", "enrollment"),
  screen("transaction_management", "/transaction-management", "transaction"),
  screen("article_management", "/article-management", "article"),
  // Issue 16: article categories.
  screen("article_category_management", "/article-category-management", "article"),
  screen("banner_management", "/banner-management", "banner"),
  screen("image_management", "/image-management", "media"),
  screen("video_management", "/video-management", "media"),
  screen("audio_management", "/audio-management", "media"),
  screen("document_management", "/document-management", "media"),
  screen("user_management", "/user-management", "user"),
  screen("user_action_management", "/user-action-management", "activity_log"),
] as const;

type AnyRoute = (typeof ROUTES)[number];
export type RouteKey = AnyRoute["key"];
export type Route<K extends RouteKey = RouteKey> = Extract<AnyRoute, { key: K }>;
export type RoutePath<K extends RouteKey> = Route<K>["path"];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route's path needs, e.g. `{ slug }` for `/courses/:slug`. */
export type RouteParams<K extends RouteKey> = { [N in ParamNames<RoutePath<K>>]: string | number };
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export const ROUTE_BY_KEY = Object.fromEntries(ROUTES.map((r) => [r.key, r])) as {
  readonly [K in RouteKey]: Route<K>;
};

/** The dashboard's side navigation, in display order; filter it with `canAccess`. */
export const DASHBOARD_NAV: readonly RouteKey[] = ROUTES.filter(
  (r) => r.layout === "dashboard",
).map((r) => r.key);

export type RouteMatch = {
  [K in RouteKey]: { key: K; route: Route<K>; params: Record<ParamNames<RoutePath<K>>, string> };
}[RouteKey];

const POSITIVE_INT = /^[1-9]\d{0,15}$/;

function satisfies(constraint: ParamConstraint | undefined, value: string): boolean {
  if (constraint === undefined) return true;
  if (constraint === "positive_int") {
    return POSITIVE_INT.test(value) && Number.isSafeInteger(Number(value));
  }
  return constraint.includes(value);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // malformed percent-encoding: no page has such a path
  }
}

function splitPath(pathname: string): string[] | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/")) return null;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed === "/" ? [] : trimmed.slice(1).split("/");
}

const COMPILED = ROUTES.map((route) => ({ route, segments: splitPath(route.path) ?? [] }));

/**
 * The route a pathname shows, with its parameters decoded, or null: the not-found page (404).
 * A query string or hash on the input is ignored.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  if (segments === null) return null;
  for (const { route, segments: pattern } of COMPILED) {
    if (pattern.length !== segments.length) continue;
    const params = matchSegments(route, pattern, segments);
    if (params) return { key: route.key, route, params } as RouteMatch;
  }
  return null;
}

function matchSegments(
  route: RouteDefinition,
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? "";
    if (!part.startsWith(":")) {
      if (part !== segment) return null;
      continue;
    }
    const name = part.slice(1);
    const value = decode(segment);
    if (!value || !satisfies(route.params?.[name], value)) return null;
    params[name] = value;
  }
  return params;
}

type BuildPathArgs<K extends RouteKey> = [ParamNames<RoutePath<K>>] extends [never]
  ? [params?: Record<string, never>, query?: QueryParams]
  : [params: RouteParams<K>, query?: QueryParams];

/**
 * The path of a route with its parameters encoded, plus an optional query string (null and
 * undefined values left out). Throws on a parameter that the route would not match: that is a
 * programming error, better found at once than as a link to the not-found page.
 */
export function buildPath<K extends RouteKey>(
  key: K,
  ...[params, query]: BuildPathArgs<K>
): string {
  const route: RouteDefinition = ROUTE_BY_KEY[key];
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || String(value) === "") {
      throw new RangeError(`buildPath(${key}): missing parameter ${name}`);
    }
    if (!satisfies(route.params?.[name], String(value))) {
      throw new RangeError(`buildPath(${key}): invalid ${name} ${String(value)}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export type Viewer = { readonly role: Role; readonly status: UserStatus } | null;
export type AccessResult = "ok" | "login" | "forbidden" | "redirect_home";

/**
 * Whether a viewer may open a route, and where to send them if not. "redirect_home" means a
 * signed-in user on a guest-only page: go to the stored referrer, or home. INACTIVE and BANNED
 * users have no session, so they count as guests here.
 */
export function canAccess(route: { readonly access: RouteAccess }, viewer: Viewer): AccessResult {
  const signedIn = viewer !== null && viewer.status !== "INACTIVE" && viewer.status !== "BANNED";
  const { access } = route;
  switch (access.kind) {
    case "open":
      return "ok";
    case "signed_in":
      return signedIn ? "ok" : "login";
    case "guest_only":
      if (!signedIn) return "ok";
      return access.allowPending && viewer.status === "PENDING" ? "ok" : "redirect_home";
    case "staff":
      if (!signedIn) return "login";
      return mayView(viewer.role, access.area) ? "ok" : "forbidden";
  }
}

/** Where a guest goes from a protected route: checkout sends new buyers to register. */
export function signInRouteFor(route: { readonly key: string }): "login" | "register" {
  return route.key === "checkout" ? "register" : "login";
}

/** The articles the footer links to; each name is also the footer's message key. */
export const ARTICLE_SLUGS = {
  aboutUs: "ve-chung-toi",
  terms: "dieu-khoan-su-dung",
  privacy: "chinh-sach-bao-mat",
  paymentGuide: "huong-dan-thanh-toan",
} as const;

/** The routes whose page is an article (docs/product/content.md). */
export const ROUTE_ARTICLE_SLUGS = {
  terms_and_conditions: ARTICLE_SLUGS.terms,
  privacy_policy: ARTICLE_SLUGS.privacy,
  help: ARTICLE_SLUGS.paymentGuide,
} as const satisfies Partial<Record<RouteKey, string>>;

export function articleSlugForRoute(key: RouteKey): string | null {
  return (ROUTE_ARTICLE_SLUGS as Partial<Record<RouteKey, string>>)[key] ?? null;
}

export type FooterLinkName = keyof typeof ARTICLE_SLUGS;

/** Footer links: "About us" is the article page itself, the others have their own route. */
export const FOOTER_LINKS: readonly { name: FooterLinkName; slug: string; path: string }[] = [
  {
    name: "aboutUs",
    slug: ARTICLE_SLUGS.aboutUs,
    path: buildPath("article", { slug: ARTICLE_SLUGS.aboutUs }),
  },
  { name: "terms", slug: ARTICLE_SLUGS.terms, path: buildPath("terms_and_conditions") },
  { name: "privacy", slug: ARTICLE_SLUGS.privacy, path: buildPath("privacy_policy") },
  { name: "paymentGuide", slug: ARTICLE_SLUGS.paymentGuide, path: buildPath("help") },
];
