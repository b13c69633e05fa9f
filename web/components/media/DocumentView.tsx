import { Button, Group, Paper, Text } from "@mantine/core";
import { assetUrl, type StoredFile } from "../../../shared/media.ts";
import { useT } from "../../app-context.tsx";
import { PdfViewer } from "./PdfViewer.tsx";

export interface DocumentViewProps {
  document: StoredFile & { title?: string | null };
  /** A document lesson counts as opened when the PDF shows or the file is downloaded. */
  onOpened?: () => void;
}

/**
 * A stored document (docs/product/content.md): a PDF is shown in the page; Word, PowerPoint and
 * Excel files are offered as downloads only.
 */
export function DocumentView({ document: file, onOpened }: DocumentViewProps) {
  const t = useT();
  if (file.extension === ".pdf") return <PdfViewer document={file} onOpened={onOpened} />;
  const name = `${file.title || "document"}${file.extension}`;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} truncate>
          {name}
        </Text>
        <Button component="a" href={assetUrl(file)} download={name} onClick={onOpened}>
          {t("actions.download")}
        </Button>
      </Group>
    </Paper>
  );
}
