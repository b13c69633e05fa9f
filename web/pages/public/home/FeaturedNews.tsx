import { Container, SimpleGrid, Skeleton, Title } from "@mantine/core";
import { FEATURED_ARTICLES, LATEST_ARTICLES } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ListResult } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { ArticleListItem } from "../../../components/articles/ArticleListItem.tsx";
import type { ArticleRow } from "../../../components/articles/article-row.ts";
import { featuredNews } from "./featured-news.ts";
import classes from "./sections.module.css";

type ArticlesAnswer = ListResult<ArticleRow>;

/** The 6 most recently updated articles not already among the featured ones. */
export function FeaturedNews() {
  const t = useT();
  const featured = usePageQuery<ArticlesAnswer>(FEATURED_ARTICLES);
  const latest = usePageQuery<ArticlesAnswer>(LATEST_ARTICLES);
  // Which to leave out is known once the featured ones are (or failed to come).
  const ready = latest.isSuccess && !featured.isPending;
  const news = ready
    ? featuredNews(latest.data.items, featured.data?.items.map((article) => article.id) ?? [])
    : [];
  if (latest.isError || (ready && news.length === 0)) return null;

  return (
    <section className={classes.section} data-testid="featured-news">
      <Container>
        <div className={classes.header}>
          <Title order={2} className={classes.sectionTitle}>
            {t("home.featuredNews")}
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} verticalSpacing={32}>
          {ready
            ? news.map((article) => (
                <ArticleListItem key={article.id} article={article} refs={latest.data.refs} />
              ))
            : Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <Skeleton key={i} height={96} radius="md" />
              ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
