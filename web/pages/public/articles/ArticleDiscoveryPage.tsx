import {
  Alert,
  Button,
  Container,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from "@mantine/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PAGE_SIZE } from "../../../../shared/constants.ts";
import { formatNumber } from "../../../../shared/format.ts";
import { articleCategoryParam, articleList, pageNumber } from "../../../../shared/page-queries.ts";
import { useArticleCategories } from "../../../api/article-categories.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ListResult } from "../../../api/records.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { ArticleListItem } from "../../../components/articles/ArticleListItem.tsx";
import type { ArticleRow } from "../../../components/articles/article-row.ts";
import { SearchBox } from "../../../components/SearchBox.tsx";
import classes from "./articles.module.css";

/**
 * `/articles?q=&page=&category=`: every public article, searchable, filtered by category, 12 a
 * page (docs/product/screens-and-routes.md).
 */
export default function ArticleDiscoveryPage() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = pageNumber(params);
  const categoryId = articleCategoryParam(params);
  const categories = useArticleCategories();
  const query = usePageQuery<ListResult<ArticleRow>>(articleList(q, page, categoryId), {
    placeholderData: keepPreviousData,
  });

  // Typing replaces the history entry; Enter or clearing the box adds one. Back to page 1.
  const search = (text: string, typing: boolean) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const wanted = text.trim();
        if (wanted) next.set("q", wanted);
        else next.delete("q");
        next.delete("page");
        return next;
      },
      { replace: typing },
    );
  };

  const goToPage = (value: number) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value > 1) next.set("page", String(value));
      else next.delete("page");
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  const chooseCategory = (value: string | null) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set("category", value);
      else next.delete("category");
      next.delete("page");
      return next;
    });
  };

  const showAll = () => setParams(new URLSearchParams());

  const items = query.data?.items ?? [];
  const refs = query.data?.refs ?? {};
  const total = query.data?.total ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);

  return (
    <Container className={classes.page}>
      <header className={classes.discoveryHeader}>
        <Title order={1} className={classes.discoveryTitle}>
          {t("nav.article_discovery")}
        </Title>
        <Text className={classes.discoveryLead}>{t("articles.lead")}</Text>
      </header>

      <div className={classes.search}>
        <SearchBox
          value={q}
          onSearch={search}
          label={t("articles.searchLabel")}
          placeholder={t("articles.searchPlaceholder")}
          className={classes.searchInput}
        />
        {(categories.data?.items.length ?? 0) > 0 && (
          <Select
            size="md"
            radius="xl"
            aria-label={t("articleCategory.filter")}
            placeholder={t("articleCategory.all")}
            clearable
            data={(categories.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
            value={categoryId === null ? null : String(categoryId)}
            onChange={chooseCategory}
            className={classes.categorySelect}
            data-testid="article-category-filter"
          />
        )}
      </div>

      {query.isSuccess && total > 0 && (
        <Text size="sm" c="dimmed" className={classes.count} aria-live="polite">
          {total === 1
            ? t("articles.resultCountOne")
            : t("articles.resultCount", { count: formatNumber(total, locale) })}
        </Text>
      )}

      {query.isPending && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} verticalSpacing={28} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} height={110} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {query.isError && items.length === 0 && (
        <Alert color="red" variant="light" title={query.error.message}>
          <Button size="xs" variant="white" color="red" mt="xs" onClick={() => query.refetch()}>
            {t("actions.retry")}
          </Button>
        </Alert>
      )}

      {query.isSuccess && items.length === 0 && (
        <div className={classes.empty} data-testid="articles-empty">
          <Title order={2} fz="h3">
            {t("articles.emptyTitle")}
          </Title>
          <Text c="dimmed">{t("articles.emptyText")}</Text>
          <Button variant="light" radius="xl" onClick={showAll}>
            {t("articles.emptyAction")}
          </Button>
        </div>
      )}

      {items.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={40}
          verticalSpacing={32}
          className={classes.list}
          data-stale={query.isPlaceholderData || undefined}
        >
          {items.map((article, index) => (
            <ArticleListItem key={article.id} article={article} refs={refs} eager={index < 4} />
          ))}
        </SimpleGrid>
      )}

      {pages > 1 && (
        <nav className={classes.pagination} aria-label={t("articles.pages")}>
          <Pagination
            total={pages}
            value={Math.min(page + 1, pages)}
            onChange={goToPage}
            radius="xl"
            getControlProps={(control) =>
              control === "previous"
                ? { "aria-label": t("actions.previous") }
                : control === "next"
                  ? { "aria-label": t("actions.next") }
                  : {}
            }
          />
        </nav>
      )}
    </Container>
  );
}
