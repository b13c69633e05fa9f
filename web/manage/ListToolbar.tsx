import { Button, Group, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useT } from "../app-context.tsx";
import { SearchIcon } from "../components/icons/index.tsx";

export interface FilterControl {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

interface ListToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  filters: readonly FilterControl[];
  values: Readonly<Record<string, string>>;
  onFilter: (name: string, value: string | null) => void;
  onReset: () => void;
}

/** Search as you type (debounced), one select per filter, and a way back to everything. */
export function ListToolbar(props: ListToolbarProps) {
  const { search, onSearch, searchPlaceholder, filters, values, onFilter, onReset } = props;
  const t = useT();
  const [text, setText] = useState(search);
  const debouncedSearch = useDebouncedCallback(onSearch, 350);
  // The URL is the truth: Back or a reset changes it under the input.
  useEffect(() => setText(search), [search]);
  const filtered = search !== "" || Object.keys(values).length > 0;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="list-toolbar">
      <TextInput
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          debouncedSearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            debouncedSearch.flush();
          }
        }}
        placeholder={searchPlaceholder}
        aria-label={t("common.search")}
        leftSection={<SearchIcon size={16} />}
        style={{ flex: "2 1 240px", maxWidth: 420 }}
      />
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          data={[...filter.options]}
          value={values[filter.name] ?? null}
          onChange={(value) => onFilter(filter.name, value)}
          placeholder={t("common.all")}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
          style={{ flex: "1 1 140px", maxWidth: 220 }}
        />
      ))}
      {filtered && (
        <Button variant="subtle" onClick={onReset}>
          {t("actions.reset")}
        </Button>
      )}
    </Group>
  );
}
