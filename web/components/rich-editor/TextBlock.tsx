import {
  ActionIcon,
  Button,
  Group,
  Popover,
  Select,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useRef, useState } from "react";
import { RICH_CONTENT_MAX_DEPTH } from "../../../shared/constants.ts";
import {
  BLOCK_TYPES,
  INLINE_STYLES,
  type InlineStyle,
  type RichBlock,
  type RichContent,
} from "../../../shared/rich-content/schema.ts";
import { safeUrl } from "../../../shared/rich-content/urls.ts";
import { useT } from "../../app-context.tsx";
import { MoveDownIcon, MoveUpIcon, TrashIcon } from "../icons/editing.tsx";
import { CloseIcon } from "../icons/index.tsx";
import {
  addLink,
  editText,
  removeEntityRange,
  replaceBlock,
  toggleStyle,
} from "./content-edits.ts";
import classes from "./RichTextEditor.module.css";

interface TextBlockProps {
  content: RichContent;
  index: number;
  disabled?: boolean;
  onChange: (content: RichContent) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Enter at the end of the text: a new block after this one. */
  onEnterAtEnd: () => void;
}

const LIST_TYPES = new Set(["unordered-list-item", "ordered-list-item"]);

/**
 * One text block: its type (paragraph, heading, quote, list item, code), its text, the marks of
 * a selection (bold, italic, underline, code, a link whose URL is required) listed under it with
 * a remove button, list depth, and moving or removing the block. Everything is a button or a
 * field: the keyboard reaches all of it.
 */
export function TextBlock(props: TextBlockProps) {
  const { content, index, disabled, onChange, onMove, onRemove, onEnterAtEnd } = props;
  const t = useT();
  const block = content.blocks[index] as RichBlock;
  const area = useRef<HTMLTextAreaElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  const set = (next: RichBlock) => onChange(replaceBlock(content, index, next));
  const selection = () => {
    const el = area.current;
    if (!el || el.selectionEnd <= el.selectionStart) {
      setHint(t("richEditor.selectFirst"));
      return null;
    }
    setHint(null);
    return [el.selectionStart, el.selectionEnd] as const;
  };
  const style = (name: InlineStyle) => {
    const range = selection();
    if (range) set(toggleStyle(block, range[0], range[1], name));
  };
  const applyLink = () => {
    const range = selection();
    if (!range) return;
    if (!url.trim()) return setUrlError(t("validation.editor.urlRequired"));
    if (!safeUrl(url.trim(), "link")) return setUrlError(t("validation.invalidUrl"));
    onChange(addLink(content, index, range[0], range[1], url.trim()));
    setLinkOpen(false);
    setUrl("");
    setUrlError(null);
  };
  const label = (offset: number, length: number) => block.text.slice(offset, offset + length);
  const isList = LIST_TYPES.has(block.type);

  return (
    <div className={classes.block} data-testid="editor-block">
      <Group gap={4} wrap="wrap">
        <Select
          size="xs"
          w={150}
          aria-label={t("richEditor.blockType")}
          disabled={disabled}
          allowDeselect={false}
          data={BLOCK_TYPES.filter((type) => type !== "atomic").map((type) => ({
            value: type,
            label: t(`richEditor.types.${type}`),
          }))}
          value={block.type}
          onChange={(type) => type && set({ ...block, type: type as RichBlock["type"], depth: 0 })}
        />
        {INLINE_STYLES.map((name) => (
          <Button
            key={name}
            size="compact-xs"
            variant="default"
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => style(name)}
          >
            {t(`richEditor.styles.${name}`)}
          </Button>
        ))}
        <Popover opened={linkOpen} onChange={setLinkOpen} trapFocus withinPortal>
          <Popover.Target>
            <Button
              size="compact-xs"
              variant="default"
              disabled={disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => selection() && setLinkOpen((open) => !open)}
            >
              {t("richEditor.link")}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <TextInput
                size="xs"
                required
                label={t("richEditor.linkUrl")}
                value={url}
                error={urlError}
                onChange={(event) => setUrl(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    applyLink();
                  }
                }}
              />
              <Button size="xs" onClick={applyLink}>
                {t("richEditor.apply")}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        {isList && (
          <>
            <Button
              size="compact-xs"
              variant="default"
              disabled={disabled || block.depth >= RICH_CONTENT_MAX_DEPTH}
              onClick={() => set({ ...block, depth: block.depth + 1 })}
            >
              {t("richEditor.indent")}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={disabled || block.depth === 0}
              onClick={() => set({ ...block, depth: block.depth - 1 })}
            >
              {t("richEditor.outdent")}
            </Button>
          </>
        )}
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t("richEditor.moveUp")}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <MoveUpIcon size={14} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t("richEditor.moveDown")}
          disabled={disabled || index === content.blocks.length - 1}
          onClick={() => onMove(index + 1)}
        >
          <MoveDownIcon size={14} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          aria-label={t("richEditor.removeBlock")}
          disabled={disabled}
          onClick={onRemove}
        >
          <TrashIcon size={14} />
        </ActionIcon>
      </Group>
      <Textarea
        ref={area}
        className={classes.textarea}
        data-type={block.type}
        // Grows with the text (Mantine's autosize listens to document.fonts, absent in tests).
        rows={Math.min(12, block.text.split("\n").length + Math.floor(block.text.length / 90))}
        disabled={disabled}
        aria-label={t("richEditor.text", { n: index + 1 })}
        style={{ marginInlineStart: block.depth * 24 }}
        value={block.text}
        onChange={(event) => set(editText(block, event.currentTarget.value))}
        onKeyDown={(event) => {
          const el = event.currentTarget;
          if (event.key === "Enter" && !event.shiftKey && el.selectionStart === el.value.length) {
            event.preventDefault();
            onEnterAtEnd();
          }
        }}
        error={hint}
      />
      {(block.inlineStyleRanges.length > 0 || block.entityRanges.length > 0) && (
        <Group gap={4} wrap="wrap">
          {block.inlineStyleRanges.map((range, i) => {
            const text = `${t(`richEditor.styles.${range.style}`)}: ${label(range.offset, range.length)}`;
            return (
              <Button
                key={`s${range.offset}-${range.length}-${range.style}`}
                size="compact-xs"
                variant="light"
                color="gray"
                disabled={disabled}
                rightSection={<CloseIcon size={12} />}
                aria-label={t("richEditor.removeMark", { label: text })}
                onClick={() =>
                  set({
                    ...block,
                    inlineStyleRanges: block.inlineStyleRanges.filter((_, j) => j !== i),
                  })
                }
              >
                {text}
              </Button>
            );
          })}
          {block.entityRanges.map((range, i) => {
            const entity = content.entityMap[String(range.key)];
            const target = entity?.type === "LINK" ? ` → ${entity.data.url}` : "";
            const text = `${t(`richEditor.entities.${entity?.type ?? "LINK"}`)}: ${label(range.offset, range.length)}${target}`;
            return (
              <Button
                key={`e${range.key}`}
                size="compact-xs"
                variant="light"
                disabled={disabled}
                rightSection={<CloseIcon size={12} />}
                aria-label={t("richEditor.removeMark", { label: text })}
                onClick={() => onChange(removeEntityRange(content, index, i))}
              >
                {text}
              </Button>
            );
          })}
        </Group>
      )}
    </div>
  );
}
