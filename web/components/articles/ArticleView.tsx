import { Anchor, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { ImageRow, ListResult, Row } from "../../api/records.ts";
import { ref } from "../../api/records.ts";
import { useT } from "../../app-context.tsx";
import { MediaImage } from "../media/MediaImage.tsx";
import { RichContentView } from "../rich-content/RichContentView.tsx";
import { UserAvatar } from "../UserAvatar.tsx";
import classes from "./ArticleView.module.css";
import { type ArticleRow, articleAuthor } from "./article-row.ts";

// The reading column is at most 760px wide: the banner is drawn at that width or the screen's.
const BANNER_SIZES = "(min-width: 800px) 760px, 100vw";

interface ArticleViewProps {
  article: ArticleRow;
  /** The get API's refs: `image`, `user`, `user_image` (the author's avatar), `article_category`. */
  refs: ListResult["refs"];
}

/**
 * An article as a reader sees it (docs/product/screens-and-routes.md "Article page"): the optional banner, the title,
 * the last update, the body and the written-by credit.
 */
export function ArticleView({ article, refs }: ArticleViewProps) {
  const t = useT();
  const banner = ref<ImageRow>(refs, "image", article.banner_image_id);
  const author = articleAuthor(article, refs);
  const category = ref<Row & { name: string }>(refs, "article_category", article.category_id);

  return (
    <article className={classes.article} data-testid="article-view">
      {banner && (
        <MediaImage
          image={banner}
          alt=""
          sizes={BANNER_SIZES}
          // The banner is the largest thing of the first screen.
          loading="eager"
          fetchPriority="high"
          className={classes.banner}
        />
      )}
      <header className={classes.header}>
        <Title order={1} className={classes.title}>
          {article.name}
        </Title>
        <Text className={classes.updated}>
          {t("common.lastUpdated", { date: formatDate(article.update_time) })}
        </Text>
        {category && (
          <Text size="sm" className={classes.category} data-testid="article-category">
            {t("articleCategory.label")}:{" "}
            <Anchor
              component={Link}
              to={`${buildPath("article_discovery")}?category=${category.id}`}
              fw={600}
            >
              {category.name}
            </Anchor>
          </Text>
        )}
        {article.description && <Text className={classes.lead}>{article.description}</Text>}
      </header>

      <RichContentView content={article.content} className={classes.body} />

      {author?.full_name && (
        <footer className={classes.credit} data-testid="article-author">
          <UserAvatar
            name={author.full_name}
            image={ref<ImageRow>(refs, "user_image", author.avatar_image_id)}
            size={48}
          />
          <div>
            <Text size="sm" c="dimmed">
              {t("articles.author")}
            </Text>
            <Anchor
              component={Link}
              to={buildPath("user_profile", { id: author.id })}
              fw={600}
              className={classes.authorName}
            >
              {author.full_name}
            </Anchor>
          </div>
        </footer>
      )}
    </article>
  );
}
