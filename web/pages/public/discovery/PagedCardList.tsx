import { Container, Pagination, SimpleGrid } from "@mantine/core";
import { keepPreviousData } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PAGE_SIZE } from "../../../../shared/constants.ts";
import { type PageQuery, pageNumber } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ListResult, Row } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { COURSE_GRID_COLS, COURSE_GRID_SPACING } from "../../../components/course-grid.ts";
import classes from "./listing.module.css";
import { CardGridSkeleton, EmptyState, ListingHeading, LoadError } from "./listing-parts.tsx";

interface PagedCardListProps<T extends Row> {
  title: string;
  lead: string;
  /** The query of page `n` (from 0), as shared/page-queries.ts declares it. */
  queryOf: (page: number) => PageQuery;
  emptyIcon: ReactNode;
  emptyText: string;
  renderCard: (item: T, refs: ListResult["refs"], index: number) => ReactNode;
  testId: string;
}

/**
 * A public listing of cards paged by `?page=` (1-based in the URL): the combos, the
 * promotions. The first page comes preloaded under the same query.
 */
export function PagedCardList<T extends Row>({
  title,
  lead,
  queryOf,
  emptyIcon,
  emptyText,
  renderCard,
  testId,
}: PagedCardListProps<T>) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = pageNumber(params);
  const list = usePageQuery<ListResult<T>>(queryOf(page), { placeholderData: keepPreviousData });
  const data = list.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Container className={classes.page} data-testid={testId}>
      <ListingHeading title={title} lead={lead} />
      {list.isPending && <CardGridSkeleton count={4} />}
      {list.isError && !data && (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      )}
      {data && data.items.length === 0 && <EmptyState icon={emptyIcon} title={emptyText} />}
      {data && data.items.length > 0 && (
        <SimpleGrid
          cols={COURSE_GRID_COLS}
          spacing={COURSE_GRID_SPACING}
          aria-busy={list.isFetching || undefined}
        >
          {data.items.map((item, index) => renderCard(item, data.refs, index))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <nav className={classes.pager} aria-label={t("discovery.pages")}>
          <Pagination
            total={pages}
            value={Math.min(page + 1, pages)}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
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
