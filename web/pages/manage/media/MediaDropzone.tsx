import "@mantine/dropzone/styles.layer.css";
import { Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
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

/** The file's extension as the refusal names it (".bmp"), or its name when it has none. */
const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0] ?? name;

/** The file dialog's filter: the kind's MIME family, narrowed to the extensions it accepts. */
const FAMILY: Record<MediaKind, string> = {
  image: "image/*",
  video: "video/*",
  audio: "audio/*",
  document: "application/*",
};

/**
 * The media screen's drop zone (@mantine/dropzone): drop several files or choose them; each
 * uploads on its own request with its progress, cancel and retry, and the server's own error
 * (type, size) under its name. A file whose extension the kind does not accept is listed with
 * its reason and not sent. The size limits are the server's configuration (MAX_UPLOAD_*_MB), so
 * the server's refusal names them. The files stream to the server as they are (no reading into
 * memory here), which keeps a 1 GB video's upload within the server's memory bound as
 * `bench:upload` measures it.
 */
export function MediaDropzone({ kind, readOnly, onUploaded }: MediaDropzoneProps) {
  const t = useT();
  const uploads = useUploads(kind, () => onUploaded());
  const extensions = MEDIA_EXTENSIONS[kind];

  // The exact check is the extension (as on the server): a MIME family also admits formats the
  // kind does not take (image/bmp).
  const validator = (file: File) =>
    extensions.includes(extensionOf(file.name).toLowerCase())
      ? null
      : { code: "file-invalid-type", message: extensionOf(file.name) };
  const onReject = (rejections: FileRejection[]) =>
    uploads.refuse(
      rejections.map(({ file, errors }) => ({
        file,
        error:
          errors[0]?.code === "file-invalid-type" || !errors[0]
            ? t("validation.invalidExtension", { ext: extensionOf(file.name) })
            : errors[0].message,
      })),
    );

  const chooser = (
    <Button
      variant="light"
      leftSection={<UploadIcon size={16} />}
      disabled={readOnly}
      // No handler of its own: the click reaches the zone, which opens the file dialog.
    >
      {t("actions.upload")}
    </Button>
  );

  return (
    <Stack gap="xs">
      <Dropzone
        multiple
        accept={{ [FAMILY[kind]]: [...extensions] }}
        validator={validator}
        disabled={readOnly}
        onDrop={(files: File[]) => uploads.add(files)}
        onReject={onReject}
        className={classes.dropzone}
        data-testid="media-dropzone"
        radius="md"
        p="md"
      >
        <Group justify="space-between" gap="sm">
          <div>
            <Text fw={500}>{t("mediaLibrary.dropHere")}</Text>
            <Text size="sm" c="dimmed">
              {extensions.join(" ")}
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
      </Dropzone>
      <UploadList
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
      />
    </Stack>
  );
}
