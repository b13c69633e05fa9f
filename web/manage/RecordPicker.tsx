import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { apiList, type ListQuery } from "../api/client.ts";
import type { ListResult, Row } from "../api/records.ts";
import { useT } from "../app-context.tsx";

const PICKER_LIMIT = 20;

/** Where a picker's options come from, and how each one reads. */
export interface RecordSource<T extends Row> {
  /** The list resource the options come from (`/api/{resource}/list`). */
  resource: string;
  /** The list query of what the person typed (empty: the first records). */
  searchQuery: (term: string) => ListQuery;
  /** The option's text. */
  labelOf: (row: T) => string;
}

export interface RecordPickerProps<T extends Row>
  extends RecordSource<T>,
    Omit<
      SelectProps,
      "data" | "value" | "onChange" | "searchValue" | "onSearchChange" | "resource"
    > {
  /** The chosen record's id, as a string (the URL's and the Select's form). */
  value: string | null;
  onChange: (id: string | null) => void;
  /** The chosen record itself, for a form that fills other fields from it. */
  onPick?: (row: T | null) => void;
}

/**
 * A select whose options the server finds as the person types (a course among hundreds, a
 * student among thousands). The chosen record stays an option even when the current search no
 * longer finds it, and is read by id when the value comes from the URL.
 */
export function RecordPicker<T extends Row>(props: RecordPickerProps<T>) {
  const { resource, searchQuery, labelOf, value, onChange, onPick, ...selectProps } = props;
  const t = useT();
  const [search, setSearch] = useState("");
  // Choosing an option puts its label in the input: that is not a search for other records.
  const labels = useRef(new Map<string, string>());
  const typed = value !== null && search === labels.current.get(value) ? "" : search;
  const [term] = useDebouncedValue(typed.trim(), 300);
  const [chosen, setChosen] = useState<T | null>(null);

  const found = useQuery({
    queryKey: [resource, "list", "picker", term],
    queryFn: ({ signal }) =>
      apiList<ListResult<T>>(resource, { limit: PICKER_LIMIT, ...searchQuery(term) }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const known = [...(found.data?.items ?? []), ...(chosen ? [chosen] : [])];
  const missing = value !== null && !known.some((row) => String(row.id) === value);
  const byId = useQuery({
    queryKey: [resource, "list", "picker-one", value],
    queryFn: ({ signal }) =>
      apiList<ListResult<T>>(
        resource,
        { filters: [["id", "=", Number(value)]], limit: 1 },
        { signal },
      ),
    enabled: missing,
    retry: false,
  });

  const rows = [...known, ...(byId.data?.items ?? [])];
  const options = new Map<string, string>();
  for (const row of rows) options.set(String(row.id), labelOf(row));
  for (const [id, label] of options) labels.current.set(id, label);

  return (
    <Select
      {...selectProps}
      searchable
      clearable
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={(id) => {
        const row = rows.find((candidate) => String(candidate.id) === id) ?? null;
        setChosen(row);
        onChange(id);
        onPick?.(row);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already; the typed text need not match the label's start.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t("common.loading") : t("common.noResults")}
      comboboxProps={{ withinPortal: true, ...selectProps.comboboxProps }}
    />
  );
}
