import type { Visibility } from "../../shared/constants.ts";
import type { ArticleFields } from "../../shared/schemas/content.ts";
import { apiPost } from "./client.ts";
import type { ArticleRow } from "./records.ts";

export type { ArticleRow };

/** Where an article stands after a write. */
export interface ArticleState {
  id: number;
  slug: string;
  name: string;
  visibility: Visibility;
  submitted_time: string | null;
  update_time: string;
}

type Answer = { article: ArticleState };

export const createArticle = (fields: ArticleFields) =>
  apiPost<Answer>("/api/article/create", fields).then((a) => a.article);
export const updateArticle = (id: number, fields: ArticleFields) =>
  apiPost<Answer>("/api/article/update", { id, ...fields }).then((a) => a.article);
export const submitArticle = (id: number) =>
  apiPost<Answer>("/api/article/submit", { id }).then((a) => a.article);
export const publishArticle = (id: number) =>
  apiPost<Answer>("/api/article/publish", { id }).then((a) => a.article);
export const deleteArticle = (id: number) => apiPost<{ id: number }>("/api/article/delete", { id });

/** "Published", "Waiting for review" or "Draft". */
export function articleStatus(article: Pick<ArticleRow, "visibility" | "submitted_time">) {
  if (article.visibility === "PUBLIC") return "published" as const;
  return article.submitted_time ? ("submitted" as const) : ("draft" as const);
}
