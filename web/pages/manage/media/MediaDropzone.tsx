import { Button, FileButton, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { type DragEvent, useState } from "react";
import { type MediaKind, TOOLTIP_DELAY_MS } from "../../../../shared/constants.ts";
import { MEDIA_EXTENSIONS } from "../../../../shared/media.ts";
import { useT } from "../../../app-context.tsx";
import { UploadIcon } from "../../../components/icons/editing.tsx";
import { UploadList, useUploads } from "../../../components/media-picker/index.ts";
import classes from "./media.module.css";

interface MediaDropzoneProps {
  kind: MediaKind;
  readOnly: boolean;
  onUploaded: () => void;
}

/**
 * The media screen's drop zone: drop several files or choose them; each uploads on its own
 * request with its progress, cancel and retry, and the server's own error (type, size) under
 * its name. (A plain drop target: @mantine/dropzone is not among the project's packages.)
 * The files stream to the server as they are (no reading into memory here), which keeps a
 * 1 GB video's upload within the server's memory bound as `bench:upload` measures it.
 */
export function MediaDropzone({ kind, readOnly, onUploaded }: MediaDropzoneProps) {
  const t = useT();
  const [over, setOver] = useState(false);
  const uploads = useUploads(kind, () => onUploaded());
  const accept = MEDIA_EXTENSIONS[kind].join(",");

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (readOnly) return;
    uploads.add([...event.dataTransfer.files]);
  };

  const chooser = (
    <FileButton
      multiple
      accept={accept}
      disabled={readOnly}
      onChange={(files) => uploads.add(files)}
    >
      {(props) => (
        <Button
          {...props}
          variant="light"
          leftSection={<UploadIcon size={16} />}
          disabled={readOnly}
        >
          {t("actions.upload")}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="md"
        radius="md"
        className={classes.dropzone}
        data-over={over || undefined}
        data-disabled={readOnly || undefined}
        data-testid="media-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!readOnly) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Group justify="space-between" gap="sm">
          <div>
            <Text fw={500}>{t("mediaLibrary.dropHere")}</Text>
            <Text size="sm" c="dimmed">
              {MEDIA_EXTENSIONS[kind].join(" ")}
            </Text>
          </div>
          {readOnly ? (
            <Tooltip label={t("common.trialReadOnly")} openDelay={TOOLTIP_DELAY_MS}>
              <span>{chooser}</span>
            </Tooltip>
          ) : (
            chooser
          )}
        </Group>
      </Paper>
      <UploadList
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
      />
    </Stack>
  );
}
