import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../app-context.tsx";
import { SearchIcon } from "../../../components/icons/pages.tsx";

/** How long typing pauses before the results follow. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search text of the URL. */
  value: string;
  /** `typing`: a debounced keystroke (replaces the history entry) rather than Enter or clear. */
  onSearch: (text: string, typing: boolean) => void;
}

/** The discovery search: results follow ~300 ms after typing stops, or at once on Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  // The last text this box sent: when the URL then changes to it, the reader is still typing
  // and their newer text must stay; any other change (reset, back button) replaces the text.
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  const send = (next: string, typing: boolean) => {
    sent.current = next.trim();
    onSearch(next, typing);
  };
  const debounced = useDebouncedCallback((next: string) => send(next, true), SEARCH_DEBOUNCE_MS);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the test DOM (happy-dom)
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        send(text, false);
      }}
    >
      <TextInput
        type="search"
        size="md"
        radius="xl"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          debounced(event.currentTarget.value);
        }}
        aria-label={t("discovery.searchLabel")}
        placeholder={t("discovery.searchPlaceholder")}
        leftSection={<SearchIcon size={18} />}
        rightSection={
          text ? (
            <CloseButton
              aria-label={t("actions.clear")}
              onClick={() => {
                debounced.cancel();
                setText("");
                send("", false);
              }}
            />
          ) : null
        }
        data-testid="discovery-search"
      />
    </form>
  );
}
