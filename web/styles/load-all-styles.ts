let loading: Promise<unknown> | undefined;

/**
 * Loads Mantine's whole stylesheet (web/styles/mantine-all.ts) once; resolves when it applies
 * (Vite waits for a chunk's CSS before the chunk). The storefront has only the components it
 * draws (web/styles/mantine-storefront.ts, docs/decisions/034); a page behind sign-in or of the
 * back office awaits this before it renders (web/routes.tsx).
 */
export function loadAllStyles(): Promise<unknown> {
  loading ??= import("./mantine-all.ts").catch((error: unknown) => {
    // Offline or a stale deployment: the page's own load fails too and offers a retry.
    loading = undefined;
    throw error;
  });
  return loading;
}
