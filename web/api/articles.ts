import type { Visibility } from "../../shared/constants.ts";
import type { RichContent } from "../../shared/rich-content/schema.ts";
import type { ArticleFields } from "../../shared/schemas/content.ts";
import { apiPost } from "./client.ts";
import type { Row } from "./records.ts";

/** An article as the list API shows it to the back office. */
export interface ArticleRow extends Row {
  slug: string;
  name: string;
  description: string;
  content: RichContent | string | null;
  avatar_image_id: number | null;
  banner_image_id: number | null;
  creator_id: number | null;
  visibility: Visibility;
  priority: number;
  submitted_time: string | null;
  update_time: string;
  category_id?: number | null;
}

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
