import {
  Badge,
  Button,
  Container,
  Drawer,
  Group,
  Pagination,
  SimpleGrid,
  Text,
} from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { CourseDiscoverQuery } from "../../../../shared/course-discover.ts";
import type { PageQuery } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { CourseRow, ListResult } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { CourseCard } from "../../../components/CourseCard.tsx";
import { COURSE_GRID_COLS, COURSE_GRID_SPACING } from "../../../components/course-grid.ts";
import { LineIcon } from "../../../components/icons/Icon.tsx";
import { SearchIcon } from "../../../components/icons/pages.tsx";
import { SearchBox } from "../../../components/SearchBox.tsx";
import classes from "./CourseDiscoveryPage.module.css";
import { FilterControls, SortSelect } from "./DiscoveryFilters.tsx";
import {
  activeFilterCount,
  isFiltered,
  resetDiscoverQuery,
  useDiscoverQuery,
} from "./discover-state.ts";
import listing from "./listing.module.css";
import { CardGridSkeleton, EmptyState, ListingHeading, LoadError } from "./listing-parts.tsx";

/** "12 courses for “lap trinh”" */
function ResultCount({ total, query }: { total: number; query: CourseDiscoverQuery }) {
  const t = useT();
  const count = total === 1 ? t("discovery.resultsOne") : t("discovery.results", { count: total });
  return (
    <Text fw={600} aria-live="polite" data-testid="result-count">
      {count}
      {query.q && (
        <Text span c="dimmed" fw={400}>
          {" "}
          {t("discovery.resultsFor", { q: query.q })}
        </Text>
      )}
    </Text>
  );
}

/**
 * `/courses`: search, filters, sort and pages of `GET /api/course/discover`, all in the URL.
 * The first screen comes preloaded in the page data under the same query.
 */
export default function CourseDiscoveryPage() {
  const t = useT();
  const { query, update, setQuery } = useDiscoverQuery();
  const pageQuery: PageQuery = { call: "discover", query };
  // While a new page or filter loads, the previous results stay (dimmed) instead of skeletons.
  const results = usePageQuery<ListResult<CourseRow>>(pageQuery, {
    placeholderData: keepPreviousData,
  });
  const [drawerOpened, setDrawerOpened] = useState(false);
  const resultsTop = useRef<HTMLDivElement>(null);
  const now = new Date();

  const data = results.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / query.limit));
  const page = Math.floor(query.offset / query.limit) + 1;
  const filterCount = activeFilterCount(query);
  const reset = () => setQuery(resetDiscoverQuery(query));

  const goToPage = (next: number) => {
    update({ offset: (next - 1) * query.limit });
    resultsTop.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  return (
    <Container className={listing.page} data-testid="course-discovery">
      <ListingHeading title={t("discovery.coursesTitle")} lead={t("discovery.coursesLead")} />

      <div className={classes.toolbar}>
        <SearchBox
          value={query.q}
          onSearch={(text, typing) => update({ q: text }, { replace: typing })}
          label={t("discovery.searchLabel")}
          placeholder={t("discovery.searchPlaceholder")}
        />
        <div className={classes.wideFilters}>
          <FilterControls query={query} update={update} />
        </div>
      </div>

      <div className={classes.resultsBar} ref={resultsTop}>
        <div className={classes.count}>
          {data && <ResultCount total={data.total} query={query} />}
        </div>
        <Group gap="xs" wrap="nowrap" className={classes.sortGroup}>
          <Button
            className={classes.filtersButton}
            variant="default"
            radius="xl"
            size="sm"
            leftSection={<LineIcon icon={IconAdjustmentsHorizontal} size={16} />}
            rightSection={
              filterCount > 0 ? (
                <Badge size="sm" circle>
                  {filterCount}
                </Badge>
              ) : null
            }
            onClick={() => setDrawerOpened(true)}
            data-testid="filters-button"
          >
            {t("discovery.filters")}
          </Button>
          <SortSelect query={query} update={update} />
        </Group>
      </div>

      {results.isPending && <CardGridSkeleton />}

      {results.isError && !data && (
        <LoadError message={results.error.message} onRetry={() => void results.refetch()} />
      )}

      {data && data.items.length === 0 && (
        <EmptyState
          icon={<SearchIcon size={28} />}
          title={t("discovery.emptyTitle")}
          text={t("discovery.emptyText")}
          action={
            isFiltered(query) ? (
              <Button mt="sm" radius="xl" onClick={reset} data-testid="reset-filters">
                {t("discovery.resetFilters")}
              </Button>
            ) : null
          }
        />
      )}

      {data && data.items.length > 0 && (
        <SimpleGrid
          cols={COURSE_GRID_COLS}
          spacing={COURSE_GRID_SPACING}
          className={classes.grid}
          data-stale={results.isPlaceholderData || undefined}
          aria-busy={results.isFetching || undefined}
          data-testid="discovery-results"
        >
          {data.items.map((course, index) => (
            <CourseCard
              key={course.id}
              course={course}
              refs={data.refs}
              now={now}
              eager={index < 4}
            />
          ))}
        </SimpleGrid>
      )}

      {pages > 1 && (
        <nav className={listing.pager} aria-label={t("discovery.pages")}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={goToPage}
            radius="xl"
            siblings={1}
            getControlProps={(control) =>
              control === "previous"
                ? { "aria-label": t("actions.previous") }
                : control === "next"
                  ? { "aria-label": t("actions.next") }
                  : {}
            }
            data-testid="discovery-pager"
          />
        </nav>
      )}

      <Drawer
        opened={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        position="bottom"
        // As tall as its content: Mantine reads a bare "auto" as a theme size and, finding
        // none, fills the screen; a var() is passed through.
        size="var(--filters-drawer-height, auto)"
        title={t("discovery.filters")}
        classNames={{ content: classes.drawer }}
      >
        <FilterControls query={query} update={update} stacked />
        <Group grow mt="xl">
          <Button variant="default" radius="xl" onClick={reset} disabled={!isFiltered(query)}>
            {t("discovery.resetFilters")}
          </Button>
          <Button radius="xl" onClick={() => setDrawerOpened(false)} data-testid="show-results">
            {t("discovery.showResults")}
          </Button>
        </Group>
      </Drawer>
    </Container>
  );
}
