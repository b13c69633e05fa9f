import { ARTICLE_SLUGS, articleSlugForRoute } from "../../../../shared/routes.ts";
import { useRouteKey } from "../../../frame/breadcrumbs.tsx";
import { ArticleScreen } from "./ArticleScreen.tsx";

/**
 * `/terms-and-conditions`, `/privacy-policy` and `/help`: the article each route stands for
 * (docs/product/content.md), shown like any article under the route's own breadcrumb.
 */
export default function ContentArticlePage() {
  const key = useRouteKey();
  const slug = (key && articleSlugForRoute(key)) ?? ARTICLE_SLUGS.aboutUs;
  return <ArticleScreen key={slug} slug={slug} />;
}
