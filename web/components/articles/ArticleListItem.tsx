import { Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { ListResult } from "../../api/records.ts";
import { MediaImage } from "../media/MediaImage.tsx";
import classes from "./ArticleListItem.module.css";
import { type ArticleRow, articleAuthor, articleImage } from "./article-row.ts";

// The image takes a quarter of the item: about a quarter of the page's column on a phone,
// of half the container beside another column on a desktop.
const LIST_IMAGE_SIZES = "(min-width: 62.5em) 160px, 25vw";

interface ArticleListItemProps {
  article: ArticleRow;
  refs: ListResult["refs"];
  /** Shorter: the items beside the home page's top article (2 lines of description on desktops, none on phones). */
  compact?: boolean;
  eager?: boolean;
}

/**
 * An article in a list (docs/product/screens-and-routes.md): image at 25 % of the width, text at 75 %, the name on at
 * most 2 lines, the description on 3 (2 on the smallest screens), the date and the author.
 */
export function ArticleListItem({ article, refs, compact, eager }: ArticleListItemProps) {
  const author = articleAuthor(article, refs);
  return (
    <Link
      to={buildPath("article", { slug: article.slug })}
      className={classes.item}
      data-compact={compact || undefined}
      data-testid="article-item"
    >
      <MediaImage
        image={articleImage(article, refs)}
        // Decorative: the heading beside it names the article inside the same link.
        alt=""
        ratio={1.5}
        sizes={LIST_IMAGE_SIZES}
        loading={eager ? "eager" : "lazy"}
        className={classes.image}
      />
      <div className={classes.body}>
        <Text component="h3" className={classes.name} lineClamp={2} title={article.name}>
          {article.name}
        </Text>
        {article.description && <Text className={classes.description}>{article.description}</Text>}
        <Text className={classes.meta}>
          <time dateTime={article.update_time}>{formatDate(article.update_time)}</time>
          {author?.full_name && (
            <>
              <span aria-hidden="true"> · </span>
              {author.full_name}
            </>
          )}
        </Text>
      </div>
    </Link>
  );
}
