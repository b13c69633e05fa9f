import { Button, Container, Skeleton, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../../shared/format.ts";
import { FEATURED_ARTICLES } from "../../../../shared/page-queries.ts";
import { buildPath } from "../../../../shared/routes.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ListResult } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { ArticleListItem } from "../../../components/articles/ArticleListItem.tsx";
import {
  type ArticleRow,
  articleAuthor,
  articleImage,
} from "../../../components/articles/article-row.ts";
import { ArrowRightIcon } from "../../../components/icons/index.tsx";
import { MediaImage } from "../../../components/media/MediaImage.tsx";
import classes from "./FeaturedArticles.module.css";
import sections from "./sections.module.css";

type ArticlesAnswer = ListResult<ArticleRow>;

// Beside the list on desktops (about 640px of the 1200px container), full width on phones.
const TOP_ARTICLE_SIZES = "(min-width: 62.5em) 640px, calc(100vw - 32px)";

/** The 5 featured articles (docs/product/screens-and-routes.md "Home page"): the top article large, the other 4 beside it. */
export function FeaturedArticles() {
  const t = useT();
  const query = usePageQuery<ArticlesAnswer>(FEATURED_ARTICLES);
  const [top, ...others] = query.data?.items ?? [];
  const refs = query.data?.refs ?? {};
  if (query.isSuccess && !top) return null;
  if (query.isError) return null;

  return (
    <section className={sections.section} data-testid="featured-articles">
      <Container>
        <div className={sections.header}>
          <Title order={2} className={sections.sectionTitle}>
            {t("home.featuredArticles")}
          </Title>
          <Button
            component={Link}
            to={buildPath("article_discovery")}
            variant="subtle"
            size="compact-md"
            rightSection={<ArrowRightIcon size={16} />}
            className={classes.allArticles}
          >
            {t("home.allArticles")}
          </Button>
        </div>
        <div className={classes.layout}>
          {top ? (
            <TopArticle article={top} refs={refs} />
          ) : (
            <Skeleton className={classes.topPlaceholder} radius="lg" />
          )}
          <div className={classes.others}>
            {top
              ? others.map((article) => (
                  <ArticleListItem key={article.id} article={article} refs={refs} compact />
                ))
              : Array.from({ length: 4 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <Skeleton key={i} height={84} radius="md" />
                ))}
          </div>
        </div>
      </Container>
    </section>
  );
}

function TopArticle({ article, refs }: { article: ArticleRow; refs: ArticlesAnswer["refs"] }) {
  const t = useT();
  const author = articleAuthor(article, refs);
  return (
    <Link
      to={buildPath("article", { slug: article.slug })}
      className={classes.top}
      data-testid="top-article"
    >
      <MediaImage
        image={articleImage(article, refs)}
        alt=""
        ratio={1.5}
        sizes={TOP_ARTICLE_SIZES}
        loading="eager"
        className={classes.topImage}
      />
      <div className={classes.topBody}>
        <span className={classes.badge}>{t("home.topArticle")}</span>
        <Text component="h3" className={classes.topName} lineClamp={2}>
          {article.name}
        </Text>
        {article.description && (
          <Text className={classes.topDescription} lineClamp={3}>
            {article.description}
          </Text>
        )}
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
