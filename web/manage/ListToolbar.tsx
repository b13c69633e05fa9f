import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { useT } from "../app-context.tsx";
import { SearchIcon } from "../components/icons/pages.tsx";
import { DateRangeFilter } from "./DateRangeFilter.tsx";
import classes from "./ListToolbar.module.css";
import type { FilterDescription } from "./management-description.ts";
import { RecordPicker } from "./RecordPicker.tsx";

interface ListToolbarProps {
  /** The search box's placeholder; no search box without one. */
  searchPlaceholder?: MessageKey;
  search: string;
  onSearch: (search: string) => void;
  filters: readonly FilterDescription[];
  values: Readonly<Record<string, string>>;
  onFilter: (name: string, value: string | null) => void;
  /** Several filters at once (both ends of a day range). */
  onFilters: (patch: Record<string, string | null>) => void;
  onReset: () => void;
}

/**
 * Search as you type (debounced), the filters in their order (a select, a record picker), a
 * way back to everything, and the day ranges on a line of their own below.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { searchPlaceholder, search, onSearch, filters, values, onFilter, onFilters, onReset } =
    props;
  const t = useT();
  const filtered = search !== "" || Object.keys(values).length > 0;
  const ranges = filters.filter((filter) => filter.kind === "dateRange");

  const toolbar = (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="list-toolbar">
      {searchPlaceholder && (
        <SearchBox search={search} onSearch={onSearch} placeholder={t(searchPlaceholder)} />
      )}
      {filters.map((filter) => {
        if (filter.kind === "select") {
          return (
            <Select
              key={filter.name}
              label={t(filter.label)}
              data={[...filter.options(t)]}
              value={values[filter.name] ?? null}
              onChange={(value) => onFilter(filter.name, value)}
              placeholder={t("common.all")}
              clearable
              allowDeselect
              comboboxProps={{ withinPortal: true }}
              className={classes.select}
            />
          );
        }
        if (filter.kind === "record") {
          return (
            <RecordPicker
              key={filter.name}
              {...filter.source}
              label={t(filter.label)}
              placeholder={t(filter.placeholder)}
              value={values[filter.name] ?? null}
              onChange={(id) => onFilter(filter.name, id)}
              className={classes.picker}
            />
          );
        }
        if (filter.kind === "id") {
          return (
            <IdFilter
              key={filter.name}
              label={t(filter.label)}
              value={values[filter.name] ?? ""}
              onChange={(id) => onFilter(filter.name, id)}
            />
          );
        }
        return null;
      })}
      {filtered && (
        <Button variant="subtle" onClick={onReset}>
          {t("actions.reset")}
        </Button>
      )}
    </Group>
  );
  if (ranges.length === 0) return toolbar;
  return (
    <Stack gap="xs">
      {toolbar}
      {ranges.map((range) => (
        <DateRangeFilter
          key={range.from.name}
          label={range.label}
          from={range.from}
          to={range.to}
          values={values}
          onChange={onFilters}
        />
      ))}
    </Stack>
  );
}

/** A record id, applied as one types (debounced like the search). */
function IdFilter(props: { label: string; value: string; onChange: (id: string | null) => void }) {
  const { label, value, onChange } = props;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = useDebouncedCallback((next: string) => onChange(next.trim() || null), 300);
  return (
    <TextInput
      label={label}
      value={text}
      inputMode="numeric"
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      className={classes.idInput}
    />
  );
}

function SearchBox(props: {
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
}) {
  const { search, onSearch, placeholder } = props;
  const t = useT();
  const [text, setText] = useState(search);
  const debouncedSearch = useDebouncedCallback(onSearch, 350);
  // The URL is the truth: Back or a reset changes it under the input.
  useEffect(() => setText(search), [search]);
  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debouncedSearch(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") debouncedSearch.flush();
      }}
      placeholder={placeholder}
      aria-label={t("common.search")}
      leftSection={<SearchIcon size={16} />}
      className={classes.search}
    />
  );
}
