import { ActionIcon, Button, Group, NumberInput, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { MediaKind } from "../../../shared/constants.ts";
import { assetUrl, type StoredFile } from "../../../shared/media.ts";
import type { RichContent, RichEntity } from "../../../shared/rich-content/schema.ts";
import { type MediaRow, mediaName } from "../../api/media.ts";
import { useT } from "../../app-context.tsx";
import { MoveDownIcon, MoveUpIcon, TrashIcon } from "../icons/editing.tsx";
import { MediaLibraryDialog } from "../media-picker/MediaLibraryDialog.tsx";
import { updateEntity } from "./content-edits.ts";
import { entityIssues } from "./entity-issues.ts";
import classes from "./RichTextEditor.module.css";

type MediaEntity = Exclude<RichEntity, { type: "LINK" }>;

const KIND_OF: Partial<Record<MediaEntity["type"], MediaKind>> = {
  IMAGE: "image",
  VIDEO: "video",
  AUDIO: "audio",
};

interface MediaBlockProps {
  content: RichContent;
  index: number;
  disabled?: boolean;
  onChange: (content: RichContent) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * A media block: an image, video or audio file chosen from the library (its Src, Title and, for
 * an image, Width and Height filled from the file and editable), or an embed whose address must
 * be an allow-listed host's player. The missing fields say so under each one.
 */
export function MediaBlock({
  content,
  index,
  disabled,
  onChange,
  onMove,
  onRemove,
}: MediaBlockProps) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const block = content.blocks[index];
  const key = block?.entityRanges[0]?.key;
  const entity =
    key === undefined ? undefined : (content.entityMap[String(key)] as MediaEntity | undefined);
  if (!block || key === undefined || !entity || entity.type === ("LINK" as string)) return null;
  const kind = KIND_OF[entity.type];
  const issues = entityIssues(entity);
  const set = (data: Partial<MediaEntity["data"]>) =>
    onChange(
      updateEntity(content, key, { ...entity, data: { ...entity.data, ...data } } as MediaEntity),
    );
  const pick = (row: MediaRow) => {
    const src = assetUrl(row as unknown as StoredFile);
    const title = mediaName(row);
    if (entity.type === "IMAGE") {
      set({
        src,
        title,
        width: row.width ?? undefined,
        height: row.height ?? undefined,
        image_id: row.id,
      });
    } else if (entity.type === "VIDEO") {
      set({
        src,
        title,
        width: row.width ?? undefined,
        height: row.height ?? undefined,
        video_id: row.id,
      });
    } else {
      set({ src, title, audio_id: row.id });
    }
    setChoosing(false);
    return null;
  };
  const number = (value: string | number) =>
    typeof value === "number" && value > 0 ? value : undefined;
  const sized = entity.type === "IMAGE" || entity.type === "VIDEO" || entity.type === "IFRAME";

  return (
    <div className={classes.block} data-testid="editor-media-block">
      <Group gap={4} justify="space-between">
        <Text size="sm" fw={600}>
          {t(`richEditor.entities.${entity.type}`)}
        </Text>
        <Group gap={4}>
          {kind && (
            <Button
              size="compact-xs"
              variant="default"
              disabled={disabled}
              onClick={() => setChoosing(true)}
            >
              {t("mediaLibrary.picker.choose")}
            </Button>
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
      </Group>
      {entity.type === "IMAGE" && entity.data.src && !issues.src && (
        <img className={classes.mediaPreview} src={entity.data.src} alt={entity.data.title ?? ""} />
      )}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          size="xs"
          required
          label={t("richEditor.src")}
          description={entity.type === "IFRAME" ? t("richEditor.iframeHosts") : undefined}
          value={entity.data.src}
          disabled={disabled}
          error={issues.src && t(issues.src)}
          onChange={(event) => set({ src: event.currentTarget.value })}
          style={{ flex: "2 1 220px" }}
        />
        <TextInput
          size="xs"
          required={entity.type === "IMAGE"}
          label={t("richEditor.title")}
          value={entity.data.title ?? ""}
          disabled={disabled}
          error={issues.title && t(issues.title)}
          onChange={(event) => set({ title: event.currentTarget.value })}
          style={{ flex: "1 1 160px" }}
        />
        {sized && (
          <>
            <NumberInput
              size="xs"
              w={100}
              required={entity.type === "IMAGE"}
              label={t("richEditor.width")}
              min={1}
              allowDecimal={false}
              value={"width" in entity.data ? (entity.data.width ?? "") : ""}
              disabled={disabled}
              error={issues.width && t(issues.width)}
              onChange={(value) => set({ width: number(value) })}
            />
            <NumberInput
              size="xs"
              w={100}
              required={entity.type === "IMAGE"}
              label={t("richEditor.height")}
              min={1}
              allowDecimal={false}
              value={"height" in entity.data ? (entity.data.height ?? "") : ""}
              disabled={disabled}
              error={issues.height && t(issues.height)}
              onChange={(value) => set({ height: number(value) })}
            />
          </>
        )}
      </Group>
      {kind && (
        <MediaLibraryDialog
          kind={kind}
          opened={choosing}
          onClose={() => setChoosing(false)}
          chosen={[]}
          onPick={pick}
          countLabel=""
        />
      )}
    </div>
  );
}
