import { Button, Group, Input, Text } from "@mantine/core";
import { useId } from "react";
import {
  EMPTY_RICH_CONTENT,
  type RichBlock,
  type RichContent,
  type RichEntity,
} from "../../../shared/rich-content/schema.ts";
import { useT } from "../../app-context.tsx";
import { emptyBlock, insertAtomic, insertBlock, moveBlock, removeBlock } from "./content-edits.ts";
import { MediaBlock } from "./MediaBlock.tsx";
import classes from "./RichTextEditor.module.css";
import { TextBlock } from "./TextBlock.tsx";

export interface RichTextEditorProps {
  /** The stored rich content (Draft.js raw); null for none yet. */
  value: RichContent | null;
  onChange: (value: RichContent) => void;
  label?: string;
  description?: string;
  error?: string | null;
  disabled?: boolean;
}

const NEW_MEDIA: Record<"IMAGE" | "VIDEO" | "AUDIO" | "IFRAME", RichEntity> = {
  IMAGE: { type: "IMAGE", mutability: "IMMUTABLE", data: { src: "" } },
  VIDEO: { type: "VIDEO", mutability: "IMMUTABLE", data: { src: "" } },
  AUDIO: { type: "AUDIO", mutability: "IMMUTABLE", data: { src: "" } },
  IFRAME: { type: "IFRAME", mutability: "IMMUTABLE", data: { src: "", width: 560, height: 315 } },
};

/**
 * The rich-text editor of articles and text lessons. It edits the stored shape itself, block by
 * block (content-edits.ts), so that what it saves is what it was given plus the person's
 * changes: no conversion to lose anything in. Headings, quotes, code, nested lists, bold /
 * italic / underline / code marks and links on a selection, images, video and audio from the
 * library, and embeds from allow-listed hosts.
 *
 * (The project's choice was Tiptap through @mantine/tiptap; those packages are not installed, so
 * this editor keeps the same props — value/onChange in the stored shape — to be swapped later.)
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  description,
  error,
  disabled,
}: RichTextEditorProps) {
  const t = useT();
  const id = useId();
  const content = value ?? EMPTY_RICH_CONTENT;
  const last = content.blocks.length - 1;
  const focusBlock = (index: number) =>
    requestAnimationFrame(() => {
      const areas = document.querySelectorAll<HTMLTextAreaElement>(
        `[data-editor="${id}"] textarea`,
      );
      areas[index]?.focus();
    });
  /** A new text block after `after`; Enter in a list item continues the list at its depth. */
  const addText = (after: number, type: RichBlock["type"], continueList = false) => {
    const previous = content.blocks[after];
    const inList =
      continueList &&
      (previous?.type === "unordered-list-item" || previous?.type === "ordered-list-item");
    const block = emptyBlock(inList ? previous.type : type);
    if (inList) block.depth = previous.depth;
    onChange(insertBlock(content, after, block));
    const textIndex = content.blocks.slice(0, after + 1).filter((b) => b.type !== "atomic").length;
    focusBlock(textIndex);
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <div className={classes.editor} data-editor={id} data-testid="rich-text-editor">
        {content.blocks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("richEditor.empty")}
          </Text>
        )}
        {content.blocks.map((block, index) => {
          const common = {
            content,
            index,
            disabled,
            onChange,
            onMove: (to: number) => onChange(moveBlock(content, index, to)),
            onRemove: () => onChange(removeBlock(content, index)),
          };
          return block.type === "atomic" ? (
            <MediaBlock key={block.key} {...common} />
          ) : (
            <TextBlock
              key={block.key}
              {...common}
              onEnterAtEnd={() => addText(index, "unstyled", true)}
            />
          );
        })}
        <Group gap={4} wrap="wrap">
          <Text size="xs" c="dimmed">
            {t("richEditor.add")}:
          </Text>
          {(
            ["unstyled", "header-two", "unordered-list-item", "blockquote", "code-block"] as const
          ).map((type) => (
            <Button
              key={type}
              size="compact-xs"
              variant="light"
              disabled={disabled}
              onClick={() => addText(last, type)}
            >
              {t(`richEditor.types.${type}`)}
            </Button>
          ))}
          {(["IMAGE", "VIDEO", "AUDIO", "IFRAME"] as const).map((type) => (
            <Button
              key={type}
              size="compact-xs"
              variant="light"
              disabled={disabled}
              onClick={() => onChange(insertAtomic(content, last, NEW_MEDIA[type]))}
            >
              {t(`richEditor.entities.${type}`)}
            </Button>
          ))}
        </Group>
      </div>
    </Input.Wrapper>
  );
}
