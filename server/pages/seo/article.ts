import { buildPath } from "../../../shared/routes.ts";
import {
  absoluteUrl,
  basicHead,
  defaultDescription,
  pageTitle,
  recordBreadcrumbs,
  routePath,
} from "./base.ts";
import { sharingImage } from "./images.ts";
import { organization } from "./json-ld.ts";
import { plainDescription, textOf } from "./text.ts";
import type { PageHead, SeoContext } from "./types.ts";

/**
 * An article page, or a fixed page that shows an article (terms, privacy, help: their own path,
 * no breadcrumb trail).
 */
export function articleHead(ctx: SeoContext): PageHead {
  const head = basicHead(ctx);
  if (!ctx.main) return head;
  const { row: article, answer } = ctx.main;
  const name = textOf(article.name);
  const isArticleRoute = ctx.match.key === "article";
  const url = absoluteUrl(
    ctx,
    isArticleRoute ? buildPath("article", { slug: String(article.slug) }) : routePath(ctx),
  );
  const description = plainDescription(article.description, defaultDescription(ctx));
  const image = sharingImage(
    answer,
    [article.banner_image_id, article.avatar_image_id],
    ctx.siteOrigin,
    name,
  );
  const author = answer.refs.user?.[String(article.creator_id)];
  const authorName = textOf(author?.full_name);
  const published = typeof article.create_time === "string" ? article.create_time : undefined;
  const modified = typeof article.update_time === "string" ? article.update_time : published;
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: name,
    description,
    url,
    mainEntityOfPage: url,
    ...(image ? { image: [image.url] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(authorName ? { author: { "@type": "Person", name: authorName } } : {}),
    publisher: organization(ctx.siteName, ctx.siteOrigin),
    inLanguage: ctx.locale,
  };
  const extraMeta: [string, string][] = [];
  if (published) extraMeta.push(["article:published_time", published]);
  if (modified) extraMeta.push(["article:modified_time", modified]);
  return {
    ...head,
    title: pageTitle(ctx, name),
    description,
    canonical: url,
    type: "article",
    image,
    jsonLd: isArticleRoute
      ? [data, recordBreadcrumbs(ctx, "article_discovery", name, url)]
      : [data],
    extraMeta,
  };
}
