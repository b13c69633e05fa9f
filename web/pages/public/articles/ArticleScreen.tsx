import { Container, Skeleton, Stack } from "@mantine/core";
import { articleBySlug } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ListResult } from "../../../api/records.ts";
import { ArticleView } from "../../../components/articles/ArticleView.tsx";
import type { ArticleRow } from "../../../components/articles/article-row.ts";
import { useRaiseOnError } from "../../../frame/page-error.tsx";
import classes from "./articles.module.css";

/**
 * One article by its slug; a missing one is the page's Content not found. The article page's
 * trail, Home › Articles › {article}, comes from web/frame/record-trail.ts; the footer's pages
 * that show an article keep their route's own.
 */
export function ArticleScreen({ slug }: { slug: string }) {
  const query = usePageQuery<ListResult<ArticleRow>>(articleBySlug(slug));
  useRaiseOnError(query.error);
  // `get` answers like a list of one: the record is its only item.
  const article = query.data?.items[0];

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
