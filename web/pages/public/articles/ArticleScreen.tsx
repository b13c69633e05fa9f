import { Container, Skeleton, Stack } from "@mantine/core";
import { articleBySlug } from "../../../../shared/page-queries.ts";
import { buildPath } from "../../../../shared/routes.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ListResult } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { ArticleView } from "../../../components/articles/ArticleView.tsx";
import type { ArticleRow } from "../../../components/articles/article-row.ts";
import { useBreadcrumbTrail } from "../../../frame/breadcrumbs.tsx";
import { useRaiseOnError } from "../../../frame/page-error.tsx";
import classes from "./articles.module.css";

interface ArticleScreenProps {
  slug: string;
  /** Home › Articles › {article}; the pages of the footer keep their route's own trail. */
  articleTrail: boolean;
}

/** One article by its slug; a missing one is the page's Content not found. */
export function ArticleScreen({ slug, articleTrail }: ArticleScreenProps) {
  const t = useT();
  const query = usePageQuery<ListResult<ArticleRow>>(articleBySlug(slug));
  useRaiseOnError(query.error);
  // `get` answers like a list of one: the record is its only item.
  const article = query.data?.items[0];
  useBreadcrumbTrail(
    articleTrail && article
      ? [
          { label: t("nav.home"), to: buildPath("home") },
          { label: t("nav.article_discovery"), to: buildPath("article_discovery") },
          { label: article.name },
        ]
      : null,
  );

  return (
    <Container className={classes.page}>
      {article ? (
        <ArticleView article={article} refs={query.data?.refs ?? {}} />
      ) : (
        !query.isError && (
          <Stack gap="md" className={classes.placeholder} aria-busy="true">
            <Skeleton height={48} width="80%" radius="md" />
            <Skeleton height={16} width="30%" />
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} height={14} width={i % 3 === 2 ? "70%" : "100%"} />
            ))}
          </Stack>
        )
      )}
    </Container>
  );
}
