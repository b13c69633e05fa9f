import { useSearchParams } from "react-router";
import { type ListConfig, type ListState, readListState, writeListState } from "./list-state.ts";

/**
 * A management table's state from the URL, and its changes back into it. Changing the search,
 * a filter or the sort goes back to page 1; URL updates replace the history entry, so Back
 * leaves the screen instead of undoing each keystroke.
 */
export function useListState(config: ListConfig) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, config);
  const update = (change: Partial<ListState>) => {
    const next: ListState = { ...state, page: 1, ...change };
    setParams(writeListState(next, config), { replace: true });
  };
  return {
    state,
    setSearch: (search: string) => update({ search }),
    setFilter: (name: string, value: string | null) => {
      const filters = { ...state.filters };
      if (value) filters[name] = value;
      else delete filters[name];
      update({ filters });
    },
    setFilters: (patch: Record<string, string | null>) => {
      const filters = { ...state.filters };
      for (const [name, value] of Object.entries(patch)) {
        if (value) filters[name] = value;
        else delete filters[name];
      }
      update({ filters });
    },
    setSort: (sort: ListState["sort"]) => update({ sort }),
    setPage: (page: number) => update({ page }),
    setView: (view: "grid" | "table") =>
      update({ page: state.page, view: view === "grid" ? "grid" : undefined }),
    reset: () => update({ search: "", filters: {} }),
  };
}
