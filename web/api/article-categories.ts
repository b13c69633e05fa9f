import { useQuery } from "@tanstack/react-query";
import type { ArticleCategoryFields } from "../../shared/schemas/content.ts";
import { apiList, apiPost } from "./client.ts";
import type { ArticleCategoryRow, ListResult } from "./records.ts";

export type { ArticleCategoryRow };

type Answer = { article_category: ArticleCategoryRow };

export const createArticleCategory = (fields: ArticleCategoryFields) =>
  apiPost<Answer>("/api/article_category/create", fields);
export const updateArticleCategory = (id: number, fields: ArticleCategoryFields) =>
  apiPost<Answer>("/api/article_category/update", { id, ...fields });
export const deleteArticleCategory = (id: number) =>
  apiPost<{ id: number }>("/api/article_category/delete", { id });

export const ARTICLE_CATEGORIES_KEY = ["article_category", "all"] as const;

/** Every category by name: a site has a handful, so one page of 200 holds them all. */
export function useArticleCategories() {
  return useQuery({
    queryKey: ARTICLE_CATEGORIES_KEY,
    queryFn: ({ signal }) =>
      apiList<ListResult<ArticleCategoryRow>>(
        "article_category",
        { orders: [["name", "asc"]], limit: 200 },
        { signal },
      ),
    staleTime: 60_000,
  });
}
