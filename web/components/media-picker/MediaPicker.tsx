import { ActionIcon, Alert, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { MediaKind } from "../../../shared/constants.ts";
import { MEDIA_EXTENSIONS } from "../../../shared/media.ts";
import { fetchMediaByIds, type MediaRow, mediaName } from "../../api/media.ts";
import { useT } from "../../app-context.tsx";
import { MoveDownIcon, MoveUpIcon, UploadIcon } from "../icons/editing.tsx";
import { CloseIcon } from "../icons/pages.tsx";
import { MediaLibraryDialog } from "./MediaLibraryDialog.tsx";
import classes from "./MediaPicker.module.css";
import { MediaThumb } from "./MediaThumb.tsx";
import { move, type PickRefusal, pick, roomLeft, unpick } from "./selection.ts";
import { UploadList } from "./UploadList.tsx";
import { useUploads } from "./use-uploads.ts";

export interface MediaPickerProps {
  kind: MediaKind;
  /** The chosen files' ids, in their order. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Shown as "Select at least N files" under the picker while fewer are chosen. */
  minFiles?: number;
  /** 1 makes a one-file picker: choosing another file replaces it. */
  maxFiles?: number;
  label?: string;
  description?: string;
  /** The form's message for this field (e.g. from useSchemaForm). */
  error?: string | null;
  disabled?: boolean;
  /** Marks the label as required. */
  required?: boolean;
}

const REFUSALS: Record<PickRefusal, "validation.alreadySelected" | "validation.maxSelectable"> = {
  alreadySelected: "validation.alreadySelected",
  maxSelectable: "validation.maxSelectable",
};

/**
 * The one way a form chooses files (docs/product/screens-and-routes.md "media picker"): upload new ones or choose from
 * the library, filtered to the kind; the chosen files are listed with their preview, and each
 * can be removed or moved up and down with buttons (keyboard usable, no drag needed).
 */
export function MediaPicker(props: MediaPickerProps) {
  const { kind, value, onChange, minFiles, maxFiles, label, description, error, disabled } = props;
  const t = useT();
  const id = useId();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Rows seen in the library or just uploaded, so a new choice shows before any fetch.
  const [known, setKnown] = useState<ReadonlyMap<number, MediaRow>>(new Map());
  // Uploads finish one by one between renders: each must add to the latest value.
  const latest = useRef(value);
  latest.current = value;

  // Sorted, so that reordering the files asks for nothing new.
  const missing = value.filter((chosenId) => !known.has(chosenId)).sort((a, b) => a - b);
  const fetched = useQuery({
    queryKey: [kind, "list", "media-picker-chosen", missing],
    queryFn: ({ signal }) => fetchMediaByIds(kind, missing, signal),
    enabled: missing.length > 0,
    placeholderData: keepPreviousData,
  });
  const rowOf = (chosenId: number) =>
    known.get(chosenId) ?? fetched.data?.find((row) => row.id === chosenId);

  const remember = (row: MediaRow) => setKnown((map) => new Map(map).set(row.id, row));
  const change = (next: number[]) => {
    latest.current = next;
    onChange(next);
  };
  const choose = (row: MediaRow): string | null => {
    const result = pick(latest.current, row.id, maxFiles);
    if (!result.ok) return t(REFUSALS[result.reason]);
    remember(row);
    change(result.value);
    return null;
  };

  const uploads = useUploads(kind, (row) => setNotice(choose(row)));
  const room = roomLeft(value, maxFiles);
  const countLabel =
    maxFiles === undefined
      ? t("mediaLibrary.picker.chosenNoMax", { count: value.length })
      : t("mediaLibrary.picker.chosen", { count: value.length, max: maxFiles });
  const tooFew = minFiles !== undefined && value.length > 0 && value.length < minFiles;
  const message = error ?? (tooFew ? t("validation.minFiles", { min: minFiles ?? 0 }) : null);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={message}
      required={props.required}
      data-testid={`media-picker-${kind}`}
    >
      <Stack gap="xs" mt={label ? 4 : 0}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("mediaLibrary.picker.none")}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={label}
          >
            {value.map((chosenId, index) => {
              const row = rowOf(chosenId);
              const name = row
                ? mediaName(row)
                : t("mediaLibrary.picker.untitled", { id: chosenId });
              return (
                <li key={chosenId} className={classes.chosen} data-testid="media-picker-chosen">
                  {row ? <MediaThumb kind={kind} row={row} size={48} /> : null}
                  <Text size="sm" className={classes.chosenName}>
                    {name}
                  </Text>
                  {value.length > 1 && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("mediaLibrary.picker.moveUp", { name })}
                        disabled={disabled || index === 0}
                        onClick={() => change(move(value, index, index - 1))}
                      >
                        <MoveUpIcon size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("mediaLibrary.picker.moveDown", { name })}
                        disabled={disabled || index === value.length - 1}
                        onClick={() => change(move(value, index, index + 1))}
                      >
                        <MoveDownIcon size={16} />
                      </ActionIcon>
                    </>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("mediaLibrary.picker.remove", { name })}
                    disabled={disabled}
                    onClick={() => change(unpick(value, chosenId))}
                  >
                    <CloseIcon size={16} />
                  </ActionIcon>
                </li>
              );
            })}
          </Stack>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={disabled}
            onClick={() => {
              setNotice(null);
              setLibraryOpen(true);
            }}
          >
            {t("mediaLibrary.picker.choose")}
          </Button>
          <FileButton
            multiple={maxFiles !== 1}
            accept={MEDIA_EXTENSIONS[kind].join(",")}
            disabled={disabled}
            onChange={(files) => {
              const list = (Array.isArray(files) ? files : files ? [files] : []) as File[];
              if (list.length === 0) return;
              // Only as many as there is room for; the rest are named as refused.
              const accepted = list.slice(0, Math.max(room, 0));
              setNotice(accepted.length < list.length ? t("validation.maxSelectable") : null);
              uploads.add(accepted);
            }}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                size="xs"
                leftSection={<UploadIcon size={14} />}
                disabled={disabled || room === 0}
              >
                {t("mediaLibrary.picker.upload")}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {countLabel}
          </Text>
        </Group>
        <div role="status" aria-live="polite">
          {notice && (
            <Alert color="yellow" variant="light" p="xs">
              {notice}
            </Alert>
          )}
        </div>
        <UploadList
          items={uploads.items.filter((item) => item.status !== "done")}
          onCancel={uploads.cancel}
          onRetry={uploads.retry}
          onDismiss={uploads.dismiss}
        />
      </Stack>
      <MediaLibraryDialog
        kind={kind}
        opened={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        chosen={value}
        onPick={(row) => {
          const refusal = choose(row);
          if (!refusal && maxFiles === 1) setLibraryOpen(false);
          return refusal;
        }}
        countLabel={countLabel}
      />
    </Input.Wrapper>
  );
}
