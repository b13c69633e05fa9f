import type { ArticleRow, UserRow as AuthorRow, ImageRow, ListResult } from "../../api/records.ts";
import { ref } from "../../api/records.ts";

export type { ArticleRow, AuthorRow };

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
