import { t } from "../../../shared/i18n/index.ts";
import { articleHead } from "./article.ts";
import { absoluteUrl, basicHead, pageTitle } from "./base.ts";
import { courseHead } from "./course.ts";
import { comboHead, promotionHead } from "./course-group.ts";
import { discoveryHead } from "./discovery.ts";
import { homeHead } from "./home.ts";
import type { PageHead, SeoContext } from "./types.ts";

/** The head of a page the route table knows, by page kind. */
export function pageHead(ctx: SeoContext): PageHead {
  switch (ctx.match.key) {
    case "home":
      return homeHead(ctx);
    case "course":
      return courseHead(ctx);
    case "article":
    case "terms_and_conditions":
    case "privacy_policy":
    case "help":
      return articleHead(ctx);
    case "combo":
      return comboHead(ctx);
    case "promotion":
      return promotionHead(ctx);
    case "course_discovery":
    case "combo_discovery":
    case "promotion_discovery":
    case "article_discovery":
      return discoveryHead(ctx);
    default:
      // Accounts, learning, checkout and management screens are nobody's search result.
      return { ...basicHead(ctx), noindex: ctx.match.route.access.kind !== "open" };
  }
}

/** The not-found page (no route, or a record that is missing or not readable). */
export function notFoundHead(
  ctx: Pick<SeoContext, "locale" | "siteName" | "siteOrigin"> & { pathname: string },
): PageHead {
  const title = t(ctx.locale, "errors.notFoundPage.title");
  return {
    title: pageTitle(ctx, title),
    description: t(ctx.locale, "errors.notFoundPage.text"),
    canonical: absoluteUrl(ctx, ctx.pathname),
    type: "website",
    jsonLd: [],
    preloadImages: [],
    noindex: true,
  };
}
