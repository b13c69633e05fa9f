import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useT } from "../app-context.tsx";
import { useTextTypedEarly } from "../hooks/use-text-typed-early.ts";
import { SearchIcon } from "./icons/pages.tsx";

/** How long typing pauses before the results follow. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search text of the URL. */
  value: string;
  /** `typing`: a debounced keystroke (replaces the history entry) rather than Enter or clear. */
  onSearch: (text: string, typing: boolean) => void;
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  className?: string;
}

/**
 * A public page's search (courses, articles): results follow ~300 ms after typing stops, or at
 * once on Enter; text typed before the app ran is searched too.
 */
export function SearchBox({ value, onSearch, label, placeholder, className }: SearchBoxProps) {
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
  const box = useRef<HTMLInputElement>(null);
  useTextTypedEarly(box, text, (typed) => {
    setText(typed);
    debounced(typed);
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the test DOM (happy-dom)
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        send(text, false);
      }}
    >
      <TextInput
        ref={box}
        type="search"
        size="md"
        radius="xl"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          debounced(event.currentTarget.value);
        }}
        aria-label={label}
        placeholder={placeholder}
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
      />
    </form>
  );
}
