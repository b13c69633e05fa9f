import { ActionIcon, Button, Group, NumberInput, Text, TextInput } from "@mantine/core";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useContext, useState } from "react";
import type { MediaKind } from "../../../shared/constants.ts";
import { assetUrl, type StoredFile } from "../../../shared/media.ts";
import type { RichEntity } from "../../../shared/rich-content/schema.ts";
import { MEDIA_NODES, toStored } from "../../../shared/rich-content/tiptap.ts";
import { type MediaRow, mediaName } from "../../api/media.ts";
import { useT } from "../../app-context.tsx";
import { TrashIcon } from "../icons/editing.tsx";
import { MediaLibraryDialog } from "../media-picker/MediaLibraryDialog.tsx";
import { entityIssues } from "./entity-issues.ts";
import { LibraryAltWins } from "./library-alt.ts";
import classes from "./RichTextEditor.module.css";

type MediaType = keyof typeof MEDIA_NODES;

const KIND_OF: Partial<Record<MediaType, MediaKind>> = {
  IMAGE: "image",
  VIDEO: "video",
  AUDIO: "audio",
};

/** The node as the stored entity it becomes, to check it with the same rules as on save. */
function entityOf(node: NodeViewProps["node"]): RichEntity | undefined {
  return toStored({ type: "doc", content: [node.toJSON()] }).entityMap["0"];
}

/**
 * A media block inside the editor: an image, video or audio file chosen from the library (Src,
 * Title and, for an image or a video, Width and Height filled from the file and editable), or an
 * embed whose address must be an allow-listed host's player. Missing fields say so under each.
 */
export function MediaNodeView({ node, updateAttributes, deleteNode, editor }: NodeViewProps) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const type = (Object.entries(MEDIA_NODES).find(([, name]) => name === node.type.name)?.[0] ??
    "IMAGE") as MediaType;
  const kind = KIND_OF[type];
  const entity = entityOf(node);
  const issues = entity ? entityIssues(entity) : {};
  const disabled = !editor.isEditable;
  const attrs = node.attrs as Record<string, string | number | null>;
  // A library image's own alt text replaces this one when the article is read (decision 041).
  const libraryAlt = useContext(LibraryAltWins) && type === "IMAGE" && attrs.mediaId != null;
  const pick = (row: MediaRow) => {
    updateAttributes({
      src: assetUrl(row as unknown as StoredFile),
      title: mediaName(row),
      mediaId: row.id,
      // The library's alternative text travels with the image into the article.
      ...(type === "IMAGE" ? { alt: row.alt?.trim() || null } : {}),
      ...(type === "AUDIO" ? {} : { width: row.width ?? null, height: row.height ?? null }),
    });
    setChoosing(false);
    return null;
  };
  const number = (value: string | number) =>
    typeof value === "number" && value > 0 ? value : null;
  const sized = type !== "AUDIO";
  const src = String(attrs.src ?? "");

  return (
    <NodeViewWrapper className={classes.block} data-testid="editor-media-block" data-drag-handle>
      <Group gap={4} justify="space-between">
        <Text size="sm" fw={600}>
          {t(`richEditor.entities.${type}`)}
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
            color="red"
            size="sm"
            aria-label={t("richEditor.removeBlock")}
            disabled={disabled}
            onClick={deleteNode}
          >
            <TrashIcon size={14} />
          </ActionIcon>
        </Group>
      </Group>
      {type === "IMAGE" && src && !issues.src && (
        <img
          className={classes.mediaPreview}
          src={src}
          alt={String(attrs.alt || attrs.title || "")}
        />
      )}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          size="xs"
          required
          label={t("richEditor.src")}
          description={type === "IFRAME" ? t("richEditor.iframeHosts") : undefined}
          value={src}
          disabled={disabled}
          error={issues.src && t(issues.src)}
          onChange={(event) => updateAttributes({ src: event.currentTarget.value })}
          style={{ flex: "2 1 220px" }}
        />
        <TextInput
          size="xs"
          required={type === "IMAGE"}
          label={t("richEditor.title")}
          value={String(attrs.title ?? "")}
          disabled={disabled}
          error={issues.title && t(issues.title)}
          onChange={(event) => updateAttributes({ title: event.currentTarget.value })}
          style={{ flex: "1 1 160px" }}
        />
        {type === "IMAGE" && (
          <TextInput
            size="xs"
            label={t("mediaLibrary.alt")}
            description={libraryAlt ? t("richEditor.libraryAltWins") : undefined}
            // Under the field, so that the row's inputs stay on one line.
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={String(attrs.alt ?? "")}
            disabled={disabled}
            onChange={(event) => updateAttributes({ alt: event.currentTarget.value || null })}
            style={{ flex: "1 1 160px" }}
          />
        )}
        {sized && (
          <>
            <NumberInput
              size="xs"
              w={100}
              required={type === "IMAGE"}
              label={t("richEditor.width")}
              min={1}
              allowDecimal={false}
              value={attrs.width ?? ""}
              disabled={disabled}
              error={issues.width && t(issues.width)}
              onChange={(value) => updateAttributes({ width: number(value) })}
            />
            <NumberInput
              size="xs"
              w={100}
              required={type === "IMAGE"}
              label={t("richEditor.height")}
              min={1}
              allowDecimal={false}
              value={attrs.height ?? ""}
              disabled={disabled}
              error={issues.height && t(issues.height)}
              onChange={(value) => updateAttributes({ height: number(value) })}
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
    </NodeViewWrapper>
  );
}
