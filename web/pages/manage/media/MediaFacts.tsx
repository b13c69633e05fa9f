import { Badge, Group } from "@mantine/core";
import type { MediaKind } from "../../../../shared/constants.ts";
import { formatDuration, formatFileSize } from "../../../../shared/format.ts";
import type { MediaRow } from "../../../api/media.ts";
import { useLocale, useT } from "../../../app-context.tsx";

/** A file's size and what its kind adds (dimensions, duration, pages, a video's conversion). */
export function MediaFacts({ kind, row }: { kind: MediaKind; row: MediaRow }) {
  const t = useT();
  const locale = useLocale();
  const facts: string[] = [];
  if (row.extension) facts.push(row.extension.replace(".", "").toUpperCase());
  if (row.size !== null) facts.push(formatFileSize(row.size, locale));
  if ((kind === "image" || kind === "video") && row.width && row.height) {
    facts.push(`${row.width}×${row.height}`);
  }
  if ((kind === "video" || kind === "audio") && row.duration) {
    facts.push(formatDuration(Math.round(row.duration)));
  }
  if (kind === "document" && row.page_count) {
    facts.push(`${row.page_count} ${t("mediaLibrary.pages").toLowerCase()}`);
  }
  const converting = row.hls_status === "PENDING" || row.hls_status === "PROCESSING";
  return (
    <Group gap={6} wrap="wrap">
      <span>{facts.join(" · ")}</span>
      {kind === "video" && converting && (
        <Badge size="sm" color="yellow" variant="light">
          {t("mediaLibrary.processing")}
        </Badge>
      )}
      {kind === "video" && row.hls_status === "FAILED" && (
        <Badge size="sm" color="red" variant="light">
          {t("mediaLibrary.processingFailed")}
        </Badge>
      )}
    </Group>
  );
}
