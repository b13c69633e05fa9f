import { NEWS_ARTICLES_1 } from "./articles-news-1.ts";
import { NEWS_ARTICLES_2 } from "./articles-news-2.ts";
import { PAGE_ARTICLES } from "./articles-pages.ts";
import { CODE_COURSES } from "./courses-code.ts";
import { CREATIVE_COURSES } from "./courses-creative.ts";
import { LANGUAGE_COURSES } from "./courses-language.ts";
import { OFFICE_COURSES } from "./courses-office.ts";
import type { ArticleSeed, CourseSeed } from "./types.ts";

export const COURSES: CourseSeed[] = [
  ...CODE_COURSES,
  ...OFFICE_COURSES,
  ...CREATIVE_COURSES,
  ...LANGUAGE_COURSES,
];

export const ARTICLES: ArticleSeed[] = [...PAGE_ARTICLES, ...NEWS_ARTICLES_1, ...NEWS_ARTICLES_2];
