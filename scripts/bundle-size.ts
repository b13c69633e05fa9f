import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * What a route loads, from Vite's build manifest: the entry's JavaScript and everything it
 * imports statically, plus the route's own page chunk and its static imports. Dynamic imports
 * (other pages, menus opened on demand) are not loaded by the route, so they are not counted.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The home route's page chunk in the manifest: the route the JavaScript budgets and goals count. */
export const HOME_PAGE = "pages/public/HomePage.tsx";

/** The manifest keys of `roots` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return entries[0]?.[0] ?? "";
}

export interface RouteWeight {
  files: { file: string; gzipBytes: number; brotliBytes: number }[];
  totalGzipBytes: number;
  /** What the server sends a browser that takes brotli: the build's .br files (vite.config.ts). */
  totalBrotliBytes: number;
  /** Lazily loaded page chunks the route pulls in statically (there should be none but its own). */
  otherPages: string[];
}

/**
 * The compressed weight of the JavaScript a route loads. `read` returns a built file's bytes;
 * gzip at the default level (the figure the budgets were first set in), and brotli at its best
 * quality, as the build precompresses the files the server sends (`precompressAssets`).
 */
export function routeWeight(
  manifest: Manifest,
  pageKey: string,
  read: (file: string) => Buffer,
): RouteWeight {
  const keys = staticClosure(manifest, [entryKey(manifest), pageKey]);
  const files = keys
    .map((key) => manifest[key]?.file ?? "")
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const bytes = read(file);
      return { file, gzipBytes: gzipSync(bytes).length, brotliBytes: brotliSize(bytes) };
    });
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalBrotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
    otherPages: keys.filter((key) => key !== pageKey && manifest[key]?.isDynamicEntry),
  };
}

function brotliSize(bytes: Buffer): number {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
}
