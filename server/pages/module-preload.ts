import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteKey } from "../../shared/routes.ts";

/**
 * `<link rel="modulepreload">` for the code of a page's first screen (docs/decisions/007). The
 * app loads each page's code on demand, and that code loads its own pieces in turn: on a slow
 * phone network each step waits for the one before. Naming every file of the first screen in
 * the HTML lets the browser fetch them all at once, beside the app's entry. The files come from
 * Vite's manifest (`dist/web/.vite/manifest.json`); without a build there is nothing to preload.
 */

/** The modules (paths under web/) whose code draws each storefront page's first screen. */
export const FIRST_SCREEN_MODULES: Partial<Record<RouteKey, readonly string[]>> = {
  home: ["pages/public/HomePage.tsx", "pages/public/home/HomeSections.tsx"],
  course_discovery: ["pages/public/discovery/CourseDiscoveryPage.tsx"],
  course: ["pages/public/course/CoursePage.tsx"],
  combo_discovery: ["pages/public/combos/ComboDiscoveryPage.tsx"],
  combo: ["pages/public/combos/ComboPage.tsx"],
  promotion_discovery: ["pages/public/promotions/PromotionDiscoveryPage.tsx"],
  promotion: ["pages/public/promotions/PromotionPage.tsx"],
  article_discovery: ["pages/public/articles/ArticleDiscoveryPage.tsx"],
  article: ["pages/public/articles/ArticlePage.tsx"],
  terms_and_conditions: ["pages/public/articles/ContentArticlePage.tsx"],
  privacy_policy: ["pages/public/articles/ContentArticlePage.tsx"],
  help: ["pages/public/articles/ContentArticlePage.tsx"],
  user_profile: ["pages/public/profile/UserProfilePage.tsx"],
};

/**
 * Modules whose code waits (loaded on demand) but whose stylesheets the server's markup needs
 * at once: the server draws them in full, and without their CSS the markup is drawn unstyled
 * and changes size when the code arrives. The course introduction's rich text (its code comes
 * when the reader nears it, docs/decisions/047) grew 912 → 985 px that way (docs/decisions/053).
 */
export const FIRST_SCREEN_STYLES_ONLY: Partial<Record<RouteKey, readonly string[]>> = {
  course: ["pages/public/course/IntroductionContent.tsx"],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Reads the manifest once; answers the preload tags of a route ("" when none). */
export function loadModulePreloads(webDir: string): (key: RouteKey | null) => string {
  const file = path.join(webDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const tags = new Map<RouteKey, string>();
  for (const [key, modules] of Object.entries(FIRST_SCREEN_MODULES) as [RouteKey, string[]][]) {
    tags.set(key, preloadTags(manifest, modules, FIRST_SCREEN_STYLES_ONLY[key]));
  }
  return (key) => (key ? (tags.get(key) ?? "") : "");
}

/**
 * The JS files (and their CSS) of these modules and everything they import statically; for the
 * `stylesOnly` modules, the CSS of the module and of everything it imports, without its code.
 */
export function preloadTags(
  manifest: Manifest,
  modules: readonly string[],
  stylesOnly: readonly string[] = [],
): string {
  // The entry and what it imports, their stylesheets too, are already in index.html.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const skip = new Set(entry ? [entry.file, ...importedFiles(manifest, entry)] : []);
  for (const chunk of entry ? [entry, ...importedChunks(manifest, entry)] : []) {
    for (const css of chunk.css ?? []) skip.add(css);
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const name of modules) {
    const chunk = manifest[name];
    if (!chunk) continue;
    for (const js of [chunk.file, ...importedFiles(manifest, chunk)]) {
      if (!skip.has(js)) scripts.add(js);
    }
    for (const css of [chunk, ...(chunk.imports ?? []).map((name) => manifest[name])].flatMap(
      (c) => c?.css ?? [],
    )) {
      if (!skip.has(css)) styles.add(css);
    }
  }
  for (const name of stylesOnly) {
    for (const css of stylesheetsInImportOrder(manifest, name)) {
      if (!skip.has(css)) styles.add(css);
    }
  }
  return [
    // Stylesheets, not preloads: the app's loader adds a chunk's CSS only when no stylesheet
    // link has it yet, so each file is fetched once, in the order the app would add it. They
    // block the first paint, so they come first.
    ...[...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${css}" />`),
    // The server has drawn the page: its code only hydrates it, and is fetched after what the
    // first paint and the largest image need (docs/decisions/048).
    ...[...scripts].map(
      (js) => `<link rel="modulepreload" crossorigin href="/${js}" fetchpriority="low" />`,
    ),
  ].join("\n    ");
}

/** A module's stylesheets and its static imports', each import's before the importer's, as the app's loader adds them. */
function stylesheetsInImportOrder(manifest: Manifest, name: string, seen = new Set<string>()) {
  const chunk = manifest[name];
  if (!chunk || seen.has(name)) return [];
  seen.add(name);
  const styles: string[] = [];
  for (const imported of chunk.imports ?? []) {
    styles.push(...stylesheetsInImportOrder(manifest, imported, seen));
  }
  styles.push(...(chunk.css ?? []));
  return styles;
}

function importedChunks(manifest: Manifest, chunk: ManifestChunk): ManifestChunk[] {
  const files = importedFiles(manifest, chunk);
  return Object.values(manifest).filter((c) => files.has(c.file) && c !== chunk);
}

function importedFiles(manifest: Manifest, chunk: ManifestChunk, seen = new Set<string>()) {
  for (const name of chunk.imports ?? []) {
    const imported = manifest[name];
    if (!imported || seen.has(imported.file)) continue;
    seen.add(imported.file);
    importedFiles(manifest, imported, seen);
  }
  return seen;
}
