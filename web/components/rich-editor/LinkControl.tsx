import { Button, Popover, Stack, TextInput } from "@mantine/core";
import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { useState } from "react";
import { safeUrl } from "../../../shared/rich-content/urls.ts";
import { useT } from "../../app-context.tsx";

/**
 * Links the selected text. The URL is required and must be one the site accepts (web, mail,
 * phone or a path of this site); outside addresses open in a new tab without the opener, as the
 * seed's links do.
 */
export function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setUrl(String(editor?.getAttributes("link").href ?? ""));
    setError(null);
    setOpened(true);
  };
  const apply = () => {
    const href = url.trim();
    if (!href) return setError(t("validation.editor.urlRequired"));
    if (!safeUrl(href, "link")) return setError(t("validation.invalidUrl"));
    const external = /^https?:\/\//i.test(href);
    editor
      ?.chain()
      .focus()
      .extendMarkRange("link")
      .setLink({
        href,
        target: external ? "_blank" : null,
        rel: external ? "noopener noreferrer" : null,
      })
      .run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={t("richEditor.link")}
          active={editor?.isActive("link")}
          disabled={!editor?.isEditable}
          onClick={() => (opened ? setOpened(false) : open())}
          px={6}
          fz="sm"
        >
          {t("richEditor.link")}
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            size="xs"
            required
            label={t("richEditor.linkUrl")}
            value={url}
            error={error}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                apply();
              }
            }}
          />
          <Button size="xs" onClick={apply}>
            {t("richEditor.apply")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
