import { ActionIcon, Group, Progress, Stack, Text } from "@mantine/core";
import { useT } from "../../app-context.tsx";
import { RetryIcon } from "../icons/editing.tsx";
import { CloseIcon } from "../icons/pages.tsx";
import type { UploadItem } from "./use-uploads.ts";

interface UploadListProps {
  items: readonly UploadItem[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}

/** The files being uploaded: each with its progress, its own error, cancel and retry. */
export function UploadList({ items, onCancel, onRetry, onDismiss }: UploadListProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-live="polite">
      {items.map((item) => (
        <li key={item.key} data-testid="upload-item" data-status={item.status}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {item.file.name}
            </Text>
            {item.status === "uploading" && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${t("mediaLibrary.cancelUpload")}: ${item.file.name}`}
                onClick={() => onCancel(item.key)}
              >
                <CloseIcon size={16} />
              </ActionIcon>
            )}
            {(item.status === "failed" ||
              item.status === "canceled" ||
              item.status === "refused") && (
              <Group gap={4} wrap="nowrap">
                {item.status !== "refused" && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${t("mediaLibrary.retryUpload")}: ${item.file.name}`}
                    onClick={() => onRetry(item.key)}
                  >
                    <RetryIcon size={16} />
                  </ActionIcon>
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${t("mediaLibrary.removeUpload")}: ${item.file.name}`}
                  onClick={() => onDismiss(item.key)}
                >
                  <CloseIcon size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
          {item.status === "uploading" && (
            <Progress
              value={item.percent}
              size="sm"
              aria-label={t("mediaLibrary.uploading", { percent: item.percent })}
            />
          )}
          {(item.status === "failed" || item.status === "refused") && (
            <Text size="sm" c="red.8" role="alert">
              {item.error}
            </Text>
          )}
          {item.status === "canceled" && (
            <Text size="sm" c="dimmed">
              {t("mediaLibrary.uploadCanceled")}
            </Text>
          )}
          {item.status === "done" && (
            <Text size="sm" c="green.8">
              {t("mediaLibrary.uploadAdded", { name: item.file.name })}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
