import { Stack, Text } from "@mantine/core";
import type { MediaKind } from "../../../../shared/constants.ts";
import { formatDateTime, formatFileSize } from "../../../../shared/format.ts";
import type { MessageKey } from "../../../../shared/i18n/index.ts";
import { MEDIA_EXTENSIONS } from "../../../../shared/media.ts";
import { deleteMediaFile, type MediaRow, mediaName } from "../../../api/media.ts";
import { ref, type UserRow } from "../../../api/records.ts";
import { MediaThumb } from "../../../components/media-picker/MediaThumb.tsx";
import type { ManagementDescription } from "../../../manage/management-description.ts";
import type { RecordSource } from "../../../manage/RecordPicker.tsx";
import { MediaDropzone } from "./MediaDropzone.tsx";
import { MediaEditDialog } from "./MediaEditDialog.tsx";
import { MediaFacts } from "./MediaFacts.tsx";
import { MediaPreviewDialog } from "./MediaPreviewDialog.tsx";
import classes from "./media.module.css";

const TITLES: Record<MediaKind, MessageKey> = {
  image: "nav.image_management",
  video: "nav.video_management",
  audio: "nav.audio_management",
  document: "nav.document_management",
};

/** The uploaders, by name (the content roles read no e-mail addresses). */
const UPLOADERS: RecordSource<UserRow> = {
  resource: "user",
  searchQuery: (term) => ({ search: term, orders: [["full_name", "asc"]] }),
  labelOf: (user) => user.full_name || `#${user.id}`,
};

/**
 * One media screen (`/image-management`, `/video-management`, `/audio-management`,
 * `/document-management`): the drop zone for uploads, search by title, filters by type, uploader
 * and upload day, sorting, grid and list views, and per file: preview, edit the title, delete (the
 * server refuses a file in use and says where; the message is shown as it comes).
 */
export function mediaManagement(kind: MediaKind): ManagementDescription<MediaRow> {
  return {
    resource: kind,
    refNames: ["user"],
    messages: { title: TITLES[kind], description: "mediaLibrary.description" },
    defaultSort: { field: "create_time", direction: "desc" },
    search: { placeholder: "mediaLibrary.searchPlaceholder" },
    filters: [
      {
        kind: "select",
        name: "type",
        field: "extension",
        label: "mediaLibrary.fileType",
        options: () =>
          MEDIA_EXTENSIONS[kind].map((ext) => ({ value: ext, label: ext.slice(1).toUpperCase() })),
      },
      {
        kind: "record",
        name: "owner",
        field: "creator_id",
        label: "mediaLibrary.owner",
        placeholder: "mediaDetails.ownerSearch",
        source: UPLOADERS,
      },
      {
        kind: "dateRange",
        field: "create_time",
        from: { name: "from", label: "mediaLibrary.fromDate" },
        to: { name: "to", label: "mediaLibrary.toDate" },
      },
    ],
    columns: [
      {
        key: "preview",
        label: "actions.preview",
        width: 72,
        render: (row) => <MediaThumb kind={kind} row={row} size={48} />,
      },
      {
        key: "title",
        label: "mediaLibrary.title",
        sortable: true,
        render: (row) => (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {mediaName(row)}
            </Text>
            <Text size="xs" c="dimmed" component="div">
              <MediaFacts kind={kind} row={row} />
            </Text>
          </Stack>
        ),
      },
      {
        key: "size",
        label: "mediaLibrary.size",
        sortable: true,
        render: (row, { locale }) => (row.size === null ? "" : formatFileSize(row.size, locale)),
      },
      {
        key: "creator_id",
        label: "mediaLibrary.owner",
        render: (row, { refs }) => ref<UserRow>(refs, "user", row.creator_id)?.full_name ?? "",
      },
      {
        key: "create_time",
        label: "mediaLibrary.created",
        sortable: true,
        render: (row) => formatDateTime(row.create_time),
      },
    ],
    grid: {
      render: (row) => (
        <>
          <MediaThumb kind={kind} row={row} size={160} />
          <span className={classes.cardName}>{mediaName(row)}</span>
          <Text size="xs" c="dimmed" component="div">
            <MediaFacts kind={kind} row={row} />
          </Text>
        </>
      ),
    },
    above: ({ readOnly, refresh }) => (
      <MediaDropzone kind={kind} readOnly={readOnly} onUploaded={refresh} />
    ),
    rowActions: [
      {
        key: "preview",
        label: "actions.preview",
        dialog: ({ row, onClose }) => (
          <MediaPreviewDialog kind={kind} row={row} onClose={onClose} />
        ),
      },
      {
        key: "edit",
        label: "actions.edit",
        policy: { action: "update", ability: "media.update", refused: "mediaLibrary.notEditable" },
        dialog: ({ row, onClose, onSaved }) => (
          <MediaEditDialog kind={kind} row={row} onClose={onClose} onSaved={onSaved} />
        ),
      },
      {
        key: "delete",
        label: "actions.delete",
        variant: "subtle",
        policy: { action: "delete", ability: "media.delete", refused: "mediaLibrary.notEditable" },
        confirm: (row, { t }) => ({
          title: t("actions.delete"),
          message: t("mediaLibrary.deleteConfirm", { name: mediaName(row) }),
          danger: true,
        }),
        run: (row) => deleteMediaFile(kind, row.id),
        success: "mediaLibrary.deleted",
      },
    ],
  };
}
