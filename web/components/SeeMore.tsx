import { Button, Text } from "@mantine/core";
import { useT } from "../app-context.tsx";
import classes from "./SeeMore.module.css";

/** What a list loaded page by page tells its foot (TanStack Query's infinite query). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
}

/** The foot of a list loaded page by page: the next page's error, and See more while there is one. */
export function SeeMore({ query }: { query: PagedQuery }) {
  const t = useT();
  return (
    <>
      {query.isFetchNextPageError && (
        <Text c="red" size="sm" ta="center" mt="md">
          {query.error?.message}
        </Text>
      )}
      {query.hasNextPage && (
        <div className={classes.more}>
          <Button
            variant="default"
            size="md"
            radius="xl"
            loading={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
            data-testid="see-more"
          >
            {t("actions.seeMore")}
          </Button>
        </div>
      )}
    </>
  );
}
