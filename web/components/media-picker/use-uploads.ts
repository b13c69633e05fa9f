import { useCallback, useEffect, useRef, useState } from "react";
import type { MediaKind } from "../../../shared/constants.ts";
import { ApiError } from "../../api/client.ts";
import type { MediaRow } from "../../api/media.ts";
import { uploadMediaFile } from "../media/upload.ts";

export interface UploadItem {
  key: string;
  file: File;
  /** "refused": turned down before sending (its type is not one the kind accepts). */
  status: "uploading" | "done" | "failed" | "canceled" | "refused";
  /** 0–100. */
  percent: number;
  /** The server's message (type, size…) or the network's, when it failed. */
  error: string | null;
}

let nextKey = 0;

/**
 * A queue of uploads to the media library, each with its progress, cancel and retry (docs/product/README.md
 * §2 media management). Files go one request each, in parallel: one refused file (too large, a
 * wrong type) shows its own error and the others still land. `onUploaded` receives each stored
 * record as the list API shows it.
 */
export function useUploads(kind: MediaKind, onUploaded: (row: MediaRow, file: File) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: "uploading", percent: 0, error: null });
      uploadMediaFile<MediaRow>(kind, file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          update(key, { percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
      })
        .then((row) => {
          update(key, { status: "done", percent: 100 });
          uploaded.current(row, file);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.code === "CANCELED") {
            update(key, { status: "canceled" });
            return;
          }
          update(key, {
            status: "failed",
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => controllers.current.delete(key));
    },
    [kind, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({
        key: `upload-${++nextKey}`,
        file,
        status: "uploading" as const,
        percent: 0,
        error: null,
      }));
      setItems((all) => [...all, ...added]);
      for (const item of added) start(item.key, item.file);
    },
    [start],
  );

  /** Lists files the drop zone turned down, each with its reason, without sending them. */
  const refuse = useCallback((refused: readonly { file: File; error: string }[]) => {
    const added = refused.map(({ file, error }) => ({
      key: `upload-${++nextKey}`,
      file,
      status: "refused" as const,
      percent: 0,
      error,
    }));
    setItems((all) => [...all, ...added]);
  }, []);

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item) start(key, item.file);
    },
    [items, start],
  );
  const dismiss = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((all) => all.filter((item) => item.key !== key));
  }, []);
  /** Forgets the uploads that landed, keeping the failed ones in view. */
  const clearDone = useCallback(() => {
    setItems((all) => all.filter((item) => item.status !== "done"));
  }, []);

  // Leaving the screen stops what is still going.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { items, add, refuse, cancel, retry, dismiss, clearDone };
}
