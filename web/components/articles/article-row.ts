import type { ImageRow, ListResult, Row, UserRow } from "../../api/records.ts";
import { ref } from "../../api/records.ts";

/** An article as the list and get APIs send it (docs/product/data-model.md "Article"). */
export interface ArticleRow extends Row {
  slug: string;
  name: string;
  description: string | null;
  /** Rich content JSON (text or parsed); only the article page asks for it. */
  content?: unknown;
  avatar_image_id: number | null;
  banner_image_id: number | null;
  creator_id: number | null;
  update_time: string;
  /** Its category (a ref `article_category` where the page asks for it). */
  category_id?: number | null;
}

export interface AuthorRow extends UserRow {
  avatar_image_id?: number | null;
}

/** The picture of an article in lists: its avatar, else its banner. */
export function articleImage(article: ArticleRow, refs: ListResult["refs"]): ImageRow | undefined {
  return (
    ref<ImageRow>(refs, "image", article.avatar_image_id) ??
    ref<ImageRow>(refs, "image", article.banner_image_id)
  );
}

export function articleAuthor(
  article: ArticleRow,
  refs: ListResult["refs"],
): AuthorRow | undefined {
  return ref<AuthorRow>(refs, "user", article.creator_id);
}
