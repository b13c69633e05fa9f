/**
 * The demo's article categories (the article_category table: a name and a slug), which
 * /articles and the article management screen filter by. Every news article is filed under
 * one; the four fixed pages (about us, terms, privacy, payment guide) under none.
 */
export const ARTICLE_CATEGORIES = [
  { slug: "tin-tuc-hoc-viet", name: "Tin tức Học Việt" },
  { slug: "lo-trinh-nghe-nghiep", name: "Lộ trình nghề nghiệp" },
  { slug: "meo-hoc-tap", name: "Mẹo học tập" },
] as const;

export type ArticleCategorySlug = (typeof ARTICLE_CATEGORIES)[number]["slug"];
