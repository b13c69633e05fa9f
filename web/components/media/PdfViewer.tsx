import { ActionIcon, Button, Group, Loader, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { assetUrl, type StoredFile } from "../../../shared/media.ts";
import { useT } from "../../app-context.tsx";
import classes from "./PdfViewer.module.css";
import { loadPdfjs, type PdfDocument } from "./pdf-loader.ts";

export interface PdfViewerProps {
  document: StoredFile & { title?: string | null };
  /** Called once the first page is on screen (a document lesson counts as opened). */
  onOpened?: () => void;
}

type Status = "loading" | "ready" | "failed";

/**
 * A PDF shown in the page with pdf.js, one page at a time at the width of its column, the same
 * on phones and laptops, with page buttons and a download button.
 */
export function PdfViewer({ document: file, onOpened }: PdfViewerProps) {
  const t = useT();
  const url = assetUrl(file);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const opened = useRef(onOpened);
  opened.current = onOpened;

  useEffect(() => {
    let cancelled = false;
    let task: { destroy(): Promise<void> } | undefined;
    setStatus("loading");
    setPage(1);
    setPdf(null);
    loadPdfjs()
      .then((pdfjs) => {
        if (cancelled) return null;
        const loading = pdfjs.getDocument({ url });
        task = loading;
        return loading.promise;
      })
      .then((doc) => {
        if (doc && !cancelled) setPdf(doc);
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      // Stops its requests and its worker.
      void task?.destroy();
    };
  }, [url]);

  // The page is drawn at the column's width, again whenever the column changes size.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target || width <= 0) return;
    let task: { cancel(): void; promise: Promise<unknown> } | undefined;
    let cancelled = false;
    pdf
      .getPage(page)
      .then((current) => {
        if (cancelled) return;
        const scale = width / current.getViewport({ scale: 1 }).width;
        const viewport = current.getViewport({ scale });
        const density = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * density);
        target.height = Math.floor(viewport.height * density);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        task = current.render({
          canvas: target,
          viewport,
          transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
        });
        return task.promise;
      })
      .then(() => {
        if (cancelled) return;
        setStatus("ready");
        opened.current?.();
      })
      .catch((error: unknown) => {
        // A render replaced by the next one is cancelled on purpose.
        if (!cancelled && (error as { name?: string })?.name !== "RenderingCancelledException") {
          setStatus("failed");
        }
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width]);

  const pages = pdf?.numPages ?? 0;
  const title = file.title ?? "";
  return (
    <div className={classes.viewer}>
      <Group justify="space-between" gap="xs" className={classes.toolbar}>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label={t("actions.previous")}
            disabled={page <= 1 || status !== "ready"}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            ‹
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {pages > 0 ? t("media.pdf.page", { page, pages }) : ""}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t("actions.next")}
            disabled={page >= pages || status !== "ready"}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            ›
          </ActionIcon>
        </Group>
        <Button
          component="a"
          href={url}
          download={`${title || "document"}${file.extension}`}
          variant="light"
          size="xs"
        >
          {t("actions.download")}
        </Button>
      </Group>
      <div ref={frame} className={classes.page}>
        {status === "loading" && (
          <Group justify="center" p="xl" gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t("media.pdf.loading")}</Text>
          </Group>
        )}
        {status === "failed" && (
          <Text role="alert" p="xl" ta="center" c="red">
            {t("media.pdf.failed")}
          </Text>
        )}
        <canvas
          ref={canvas}
          className={classes.canvas}
          hidden={status !== "ready"}
          role="img"
          aria-label={pages > 0 ? `${title} — ${t("media.pdf.page", { page, pages })}` : title}
        />
      </div>
    </div>
  );
}
