import { Modal, Stack, Text } from "@mantine/core";
import type { MediaKind } from "../../../../shared/constants.ts";
import { assetUrl, type StoredFile } from "../../../../shared/media.ts";
import { type MediaRow, mediaName } from "../../../api/media.ts";
import { useT } from "../../../app-context.tsx";
import { AudioPlayer } from "../../../components/media/AudioPlayer.tsx";
import { DocumentView } from "../../../components/media/DocumentView.tsx";
import { VideoPlayer } from "../../../components/media/VideoPlayer.tsx";
import { MediaFacts } from "./MediaFacts.tsx";
import classes from "./media.module.css";

interface MediaPreviewDialogProps {
  kind: MediaKind;
  row: MediaRow;
  onClose: () => void;
}

/** A file as the site shows it: the image, the video or audio player, the PDF's pages. */
export function MediaPreviewDialog({ kind, row, onClose }: MediaPreviewDialogProps) {
  const t = useT();
  const file = row as unknown as StoredFile;
  return (
    <Modal
      opened
      onClose={onClose}
      title={mediaName(row)}
      size="xl"
      radius="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Stack gap="sm">
        {kind === "image" && (
          <img className={classes.preview} src={assetUrl(file)} alt={row.title ?? ""} />
        )}
        {kind === "video" && (
          <VideoPlayer
            video={{ ...file, width: row.width, height: row.height, hls_status: row.hls_status }}
          />
        )}
        {kind === "audio" && <AudioPlayer audio={{ ...file, title: row.title }} />}
        {kind === "document" && <DocumentView document={{ ...file, title: row.title }} />}
        <Text size="sm" c="dimmed" component="div">
          <MediaFacts kind={kind} row={row} />
        </Text>
      </Stack>
    </Modal>
  );
}
