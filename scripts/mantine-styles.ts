import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { entryKey, type Manifest, staticClosure } from "./bundle-size.ts";

/**
 * Which of Mantine's per-component stylesheets (@mantine/core/styles/*.css) the storefront
 * draws with, found in a build: a component's stylesheet styles its hashed class names
 * (`.m_77c9d27d`), which its code carries as strings; a stylesheet is needed when one of its
 * class names is in the JavaScript the storefront runs. That JavaScript is the entry's static
 * imports, the storefront pages' chunks with their static imports, and what those pages load
 * on demand (dialogs, menus), transitively. docs/decisions/034.
 */

const stylesDir = path.resolve(import.meta.dirname, "../node_modules/@mantine/core/styles");

/** The stylesheets every page needs whatever it draws, loaded first (Mantine's order). */
export const MANTINE_BASE = ["baseline", "default-css-variables", "global"] as const;

/** Component stylesheet name (e.g. "Button") → the class names it styles. */
export function mantineComponentClasses(): Map<string, string[]> {
  const classes = new Map<string, string[]>();
  for (const file of readdirSync(stylesDir)) {
    if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
    const name = file.slice(0, -".css".length);
    if ((MANTINE_BASE as readonly string[]).includes(name)) continue;
    const css = readFileSync(path.join(stylesDir, file), "utf8");
    classes.set(
      name,
      [...new Set(css.match(/\.m_[0-9a-f]+/g) ?? [])].map((c) => c.slice(1)),
    );
  }
  return classes;
}

/**
 * The manifest keys of the JavaScript the storefront runs: from the entry and the storefront's
 * pages, every chunk imported statically or on demand (the header's menus, dialogs, toasts),
 * but not the other routes' pages and layouts (`isOtherRoute`).
 */
export function storefrontChunks(
  manifest: Manifest,
  pageKeys: readonly string[],
  isOtherRoute: (key: string) => boolean,
): string[] {
  const seen = new Set<string>();
  const queue = [entryKey(manifest), ...pageKeys];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    for (const k of staticClosure(manifest, [key])) {
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push(...(manifest[k]?.dynamicImports ?? []).filter((d) => !isOtherRoute(d)));
    }
  }
  return [...seen];
}

/** The component stylesheets whose class names occur in `code`, sorted. */
export function mantineStylesUsed(code: string): string[] {
  const used: string[] = [];
  for (const [name, classes] of mantineComponentClasses()) {
    if (classes.some((c) => code.includes(c))) used.push(name);
  }
  return used.sort();
}
