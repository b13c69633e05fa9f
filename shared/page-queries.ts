/**
 * What the first screen of each public page reads, declared once for the server and the client
 * (docs/product/time-money-locale.md: the page data object carries the first screen, computed
 * by the same queries as the API).
 *
 * The server runs `pageQueriesFor(route)` when it answers a page and puts each answer into the
 * page data object under `pageQueryKey(query)`; the client's `usePageQuery(query)` looks its
 * answer up under the same key before it calls the API. A query's key holds everything that
 * decides its answer (the slug, the search text, the offset…), so a preloaded answer is never
 * shown for another page.
 */

import {
  type BannerPlace,
  type ListOperator,
  type OrderDirection,
  PAGE_SIZE,
} from "./constants.ts";
import {
  type CourseDiscoverQuery,
  discoverParams,
  parseDiscoverParams,
} from "./course-discover.ts";
import { ARTICLE_SLUGS, articleSlugForRoute, type RouteMatch } from "./routes.ts";

export type PageListFilter = readonly [field: string, operator: ListOperator, value: unknown];
export type PageListOrder = readonly [field: string, direction: OrderDirection];

/** The generic list query of `GET /api/{resource}/list` (docs/product/api.md). */
export interface PageListQuery {
  readonly filters?: readonly PageListFilter[];
  readonly orders?: readonly PageListOrder[];
  readonly refNames?: readonly string[];
  /** `fields=`: item fields and `ref.field` names; every field when absent. */
  readonly fields?: readonly string[];
  readonly search?: string;
  readonly limit?: number;
  readonly offset?: number;
}

export type PageQuery =
  /** `GET /api/{resource}/list` */
  | { readonly call: "list"; readonly resource: string; readonly query: PageListQuery }
  /** `GET /api/{resource}/get?slug=|id=&refNames=`: one record, 404 when there is none. */
  | {
      readonly call: "get";
      readonly resource: string;
      readonly by: "slug" | "id";
      readonly value: string;
      readonly refNames: readonly string[];
    }
  /** `GET /api/course/discover` */
  | { readonly call: "discover"; readonly query: CourseDiscoverQuery };

/** The key a query's answer is stored under in the page data object and the client's cache. */
export function pageQueryKey(query: PageQuery): string {
  switch (query.call) {
    case "list":
      return `list:${query.resource}:${JSON.stringify(query.query)}`;
    case "get":
      return `get:${query.resource}:${query.by}=${query.value}:${query.refNames.join(",")}`;
    case "discover":
      return `discover:${discoverParams(query.query).toString()}`;
  }
}

const PUBLIC_ONLY: PageListFilter = ["visibility", "=", "PUBLIC"];

/** What a course card shows: its images, creator and promotion (docs/product/api.md "Lists the storefront uses"). */
export const COURSE_CARD_REFS = ["image", "user", "promotion"] as const;

// ---- Lean answers: the fields each card shows (`fields=` of the list API) -------------------
// A card list asks only for these, so that it carries no description, objectives or article
// body. Adding a field a card shows: add it to the list here, the API and the preload follow.

/** What a stored image needs to be drawn (shared/media.ts ImageLike: file, size, variants). */
export const IMAGE_FIELDS = [
  "path",
  "basename",
  "extension",
  "width",
  "height",
  "variants",
] as const;

/** A course card (web/components/CourseCard.tsx): link, name, price, images, creator, promotion, badge. */
export const COURSE_CARD_ITEM_FIELDS = [
  "slug",
  "name",
  "price",
  "visibility",
  "avatar_image_id",
  "promotional_avatar_image_id",
  "creator_id",
  "promotion_id",
  // The card's "Featured" badge.
  "is_featured",
] as const;

/** The promotion fields a price needs (shared/pricing.ts PromotionWindow). */
export const CARD_PROMOTION_FIELDS = [
  "discount_percentage",
  "start_time",
  "end_time",
  "visibility",
] as const;

/** `prefix.field` for each field: the names of a ref's fields in `fields=`. */
export function refFields(ref: string, fields: readonly string[]): string[] {
  return fields.map((field) => `${ref}.${field}`);
}

/** The fields of a course card list with COURSE_CARD_REFS. */
export const COURSE_CARD_FIELDS: readonly string[] = [
  ...COURSE_CARD_ITEM_FIELDS,
  ...refFields("image", IMAGE_FIELDS),
  ...refFields("user", ["full_name"]),
  ...refFields("promotion", CARD_PROMOTION_FIELDS),
];

/**
 * A course card with the figures a buyer compares (web/components/CourseFacts.tsx): level,
 * lessons, length and learners, the last three computed by the list engine
 * (docs/decisions/028-course-card-figures.md). The course page's related courses show them.
 */
export const COURSE_CARD_WITH_FIGURES_FIELDS: readonly string[] = [
  ...COURSE_CARD_FIELDS,
  "level",
  "lesson_count",
  "duration_seconds",
  "learner_count",
];

/** An article in a list (web/components/articles): its summary, never its body. */
export const ARTICLE_CARD_ITEM_FIELDS = [
  "slug",
  "name",
  "description",
  "avatar_image_id",
  "banner_image_id",
  "creator_id",
  "update_time",
] as const;

/** Articles with their images and authors' names (ARTICLE_CARD_ITEM_FIELDS). */
export const ARTICLE_LIST_FIELDS: readonly string[] = [
  ...ARTICLE_CARD_ITEM_FIELDS,
  ...refFields("image", IMAGE_FIELDS),
  ...refFields("user", ["full_name"]),
];

/** Every ref of the course page, in one call (docs/product/api.md "Single records"). */
export const COURSE_PAGE_REFS = [
  "chapter",
  "lesson",
  "user",
  "image",
  "video",
  "audio",
  "document",
  "enrollment",
  "promotion",
  "quiz",
  "question",
  "question_group",
  "creator_image",
] as const;

/**
 * A combo's or promotion's courses with what their cards show: `course` (the courses),
 * `course_image`, `course_user` and `course_promotion` (the courses' images, creators and
 * promotions), besides the record's own `image`.
 */
export const COURSE_GROUP_REFS = [
  "image",
  "course",
  "course_image",
  "course_user",
  "course_promotion",
] as const;

export const HOME_BANNER_PLACES = [
  "HOME_HEADER",
  "HOME_HEADER_ON_MOBILE",
  "HOME_MIDDLE",
  "HOME_BOTTOM",
] as const satisfies readonly BannerPlace[];

/**
 * A banner as the home page draws it (web/pages/public/home/BannerCarousel.tsx): its place, the
 * caption (its image's alt text), the link and the dates it is shown between.
 */
export const BANNER_ITEM_FIELDS = [
  "place",
  "caption",
  "image_id",
  "linked_url",
  "starts_at",
  "ends_at",
] as const;

/** Every banner of the home page in one call, in their order within each place. */
export const HOME_BANNERS: PageQuery = {
  call: "list",
  resource: "banner",
  query: {
    filters: [["place", "IN", HOME_BANNER_PLACES]],
    orders: [
      ["sort_order", "asc"],
      ["id", "asc"],
    ],
    refNames: ["image"],
    fields: [...BANNER_ITEM_FIELDS, ...refFields("image", IMAGE_FIELDS)],
    limit: 100,
  },
};

/**
 * Featured courses: public ones, those marked featured first (`is_featured`, set in the course
 * form), then the highest priority, newest among equals.
 */
export const FEATURED_COURSES_LIST: PageListQuery = {
  filters: [PUBLIC_ONLY],
  orders: [
    ["is_featured", "desc"],
    ["priority", "desc"],
    ["id", "desc"],
  ],
  refNames: COURSE_CARD_REFS,
  fields: COURSE_CARD_FIELDS,
  limit: PAGE_SIZE,
};

export const FEATURED_COURSES: PageQuery = {
  call: "list",
  resource: "course",
  query: FEATURED_COURSES_LIST,
};

export const FEATURED_ARTICLE_COUNT = 5;
export const FEATURED_NEWS_COUNT = 6;

/** Featured articles: the 5 public articles of highest priority; the first is the top article. */
export const FEATURED_ARTICLES: PageQuery = {
  call: "list",
  resource: "article",
  query: {
    filters: [PUBLIC_ONLY],
    orders: [
      ["priority", "desc"],
      ["id", "desc"],
    ],
    refNames: ["image", "user"],
    fields: ARTICLE_LIST_FIELDS,
    limit: FEATURED_ARTICLE_COUNT,
  },
};

/**
 * Featured news: the most recently updated public articles. It asks for 5 + 6 so that the 6 not
 * among the featured articles are always there; the page leaves the featured ones out.
 */
export const LATEST_ARTICLES: PageQuery = {
  call: "list",
  resource: "article",
  query: {
    filters: [PUBLIC_ONLY],
    orders: [
      ["update_time", "desc"],
      ["id", "desc"],
    ],
    refNames: ["image"],
    fields: [...ARTICLE_CARD_ITEM_FIELDS, ...refFields("image", IMAGE_FIELDS)],
    limit: FEATURED_ARTICLE_COUNT + FEATURED_NEWS_COUNT,
  },
};

export function courseBySlug(slug: string): PageQuery {
  return { call: "get", resource: "course", by: "slug", value: slug, refNames: COURSE_PAGE_REFS };
}

/** How many related courses the course page shows: one row of the widest grid. */
const RELATED_COURSES = 4;

/**
 * A course's related courses (docs/product/screens-and-routes.md "Course page"): other PUBLIC
 * courses of the same category, by priority, with what their cards show and nothing more (no
 * description or objectives). A course without a category has none.
 */
export function relatedCoursesQuery(course: {
  id: number;
  category?: string | null;
}): PageQuery | null {
  if (!course.category) return null;
  return {
    call: "list",
    resource: "course",
    query: {
      filters: [
        ["visibility", "=", "PUBLIC"],
        ["category", "=", course.category],
        ["id", "!=", course.id],
      ],
      orders: [["priority", "desc"]],
      refNames: COURSE_CARD_REFS,
      fields: COURSE_CARD_WITH_FIGURES_FIELDS,
      limit: RELATED_COURSES,
    },
  };
}

/** An article with its images, its author and the author's avatar (`user_image`). */
export function articleBySlug(slug: string): PageQuery {
  return {
    call: "get",
    resource: "article",
    by: "slug",
    value: slug,
    refNames: ["image", "user", "user_image", "article_category"],
  };
}

export function comboBySlug(slug: string): PageQuery {
  return { call: "get", resource: "combo", by: "slug", value: slug, refNames: COURSE_GROUP_REFS };
}

export function promotionBySlug(slug: string): PageQuery {
  return {
    call: "get",
    resource: "promotion",
    by: "slug",
    value: slug,
    refNames: COURSE_GROUP_REFS,
  };
}

/** Page `n` (from 0) of a discovery list ordered by priority. */
function publicList(resource: string, refNames: readonly string[], page: number): PageQuery {
  return {
    call: "list",
    resource,
    query: {
      filters: [PUBLIC_ONLY],
      orders: [
        ["priority", "desc"],
        ["id", "desc"],
      ],
      refNames,
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
    },
  };
}

export function comboList(page = 0): PageQuery {
  return publicList("combo", ["image", "course"], page);
}

/** Promotions, the latest ending first (running ones before those long over). */
export function promotionList(page = 0): PageQuery {
  return {
    call: "list",
    resource: "promotion",
    query: {
      filters: [PUBLIC_ONLY],
      orders: [
        ["end_time", "desc"],
        ["id", "desc"],
      ],
      refNames: ["image", "course"],
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
    },
  };
}

/**
 * The category id of `/articles?category=`: a positive whole number, or null for anything else
 * (which lists every category's articles).
 */
export function articleCategoryParam(params: URLSearchParams): number | null {
  const raw = params.get("category") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Article discovery: search text, page number and category as the URL has them
 * (`?q=&page=&category=`).
 */
export function articleList(search: string, page = 0, categoryId: number | null = null): PageQuery {
  const text = search.trim();
  return {
    call: "list",
    resource: "article",
    query: {
      filters:
        categoryId === null ? [PUBLIC_ONLY] : [PUBLIC_ONLY, ["category_id", "=", categoryId]],
      orders: [
        ["priority", "desc"],
        ["update_time", "desc"],
        ["id", "desc"],
      ],
      refNames: ["image", "user"],
      fields: ARTICLE_LIST_FIELDS,
      ...(text ? { search: text } : {}),
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
    },
  };
}

export function userById(id: string): PageQuery {
  return { call: "get", resource: "user", by: "id", value: id, refNames: ["image"] };
}

/** A person's public courses as creator (public profile). */
export function coursesByCreator(userId: string): PageQuery {
  return {
    call: "list",
    resource: "course",
    query: {
      filters: [PUBLIC_ONLY, ["creator_id", "=", Number(userId)]],
      orders: [
        ["priority", "desc"],
        ["id", "desc"],
      ],
      refNames: COURSE_CARD_REFS,
      fields: COURSE_CARD_FIELDS,
      limit: PAGE_SIZE,
    },
  };
}

/** A person's public articles (public profile). */
export function articlesByCreator(userId: string): PageQuery {
  return {
    call: "list",
    resource: "article",
    query: {
      filters: [PUBLIC_ONLY, ["creator_id", "=", Number(userId)]],
      orders: [
        ["update_time", "desc"],
        ["id", "desc"],
      ],
      refNames: ["image"],
      fields: [...ARTICLE_CARD_ITEM_FIELDS, ...refFields("image", IMAGE_FIELDS)],
      limit: PAGE_SIZE,
    },
  };
}

/** The page number of a `?page=` parameter (1-based in the URL, 0-based here). */
export function pageNumber(search: URLSearchParams): number {
  const value = search.get("page");
  return value && /^\d{1,6}$/.test(value) ? Math.max(Number(value) - 1, 0) : 0;
}

/**
 * The queries of a route's first screen, the main record first: when a `get` among them finds
 * nothing, the page is Content not found (status 404).
 */
export function pageQueriesFor(match: RouteMatch, search: URLSearchParams): PageQuery[] {
  switch (match.key) {
    case "home":
      return [HOME_BANNERS, FEATURED_ARTICLES, FEATURED_COURSES, LATEST_ARTICLES];
    case "course_discovery":
      return [{ call: "discover", query: parseDiscoverParams(search) }];
    case "course":
      return [courseBySlug(match.params.slug)];
    case "combo_discovery":
      return [comboList(pageNumber(search))];
    case "combo":
      return [comboBySlug(match.params.slug)];
    case "promotion_discovery":
      return [promotionList(pageNumber(search))];
    case "promotion":
      return [promotionBySlug(match.params.slug)];
    case "article_discovery":
      return [articleList(search.get("q") ?? "", pageNumber(search), articleCategoryParam(search))];
    case "article":
      return [articleBySlug(match.params.slug)];
    case "terms_and_conditions":
    case "privacy_policy":
    case "help":
      return [articleBySlug(articleSlugForRoute(match.key) ?? ARTICLE_SLUGS.aboutUs)];
    case "user_profile":
      return [
        userById(match.params.id),
        coursesByCreator(match.params.id),
        articlesByCreator(match.params.id),
      ];
    default:
      return [];
  }
}

/**
 * The queries of a route's first screen that need its main record (the first `get` of
 * `pageQueriesFor`): the server runs them once that record is read, so the client makes no
 * second round trip for them either.
 */
export function followUpQueriesFor(
  match: RouteMatch,
  main: { id: number; category?: string | null },
): PageQuery[] {
  if (match.key !== "course") return [];
  const related = relatedCoursesQuery(main);
  return related ? [related] : [];
}
