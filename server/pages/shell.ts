import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "../../shared/rich-content/html-escape.ts";
import { HEAD_SCRIPT } from "./head-script.ts";
import { serializeJsonLd } from "./seo/json-ld.ts";
import type { ImagePreload, PageHead } from "./seo/types.ts";

/**
 * The HTML shell: Vite's built `index.html` with three markers the server fills per request
 * (`<!--app-lang-->`, `<!--app-head-->`, `<!--app-data-->`). Read once at start-up.
 */

export interface ShellParts {
  lang: string;
  head: string;
  /** The page data object; serialised with `<` escaped so it cannot close the element. */
  data: unknown;
  /** The page rendered on the server (server/pages/server-render.ts), put inside `#root`. */
  root?: string;
  /** The page's own module preloads, after the entry's (server/pages/module-preload.ts). */
  modulePreloads?: string;
}

const FALLBACK = `<!doctype html>
<html lang="<!--app-lang-->"><head><meta charset="UTF-8" /><!--app-head--></head>
<body><!--app-data--><div id="root"></div></body></html>`;

export function loadShellTemplate(webDir: string): string {
  const file = path.join(webDir, "index.html");
  // Without built assets (API tests) the shell still answers, with no script to run.
  return existsSync(file) ? scriptsAfterFirstPaint(readFileSync(file, "utf8")) : FALLBACK;
}

/**
 * The app's entry and the modules Vite preloads for it, fetched at low priority: the page is
 * drawn by the server, so its first paint needs the stylesheets and its largest paint an image,
 * not the code that hydrates it. At high priority (Chrome's default for module preloads) ~150 KB
 * of scripts shared the phone's bandwidth with them (docs/decisions/048).
 */
export function scriptsAfterFirstPaint(html: string): string {
  return html
    .replaceAll(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replaceAll(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

export function renderShell(template: string, parts: ShellParts): string {
  const json = JSON.stringify(parts.data)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
  return template
    .replace("<!--app-lang-->", parts.lang)
    .replace("<!--app-head-->", () => parts.head)
    .replace(
      "<!--app-data-->",
      () => `<script type="application/json" id="app-data">${json}</script>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${parts.root ?? ""}</div>`)
    .replace(
      "</head>",
      () => `${parts.modulePreloads ? `  ${parts.modulePreloads}\n  ` : ""}</head>`,
    );
}

/** The tags of a page's `<head>`, every value HTML-escaped. */
export function renderHead(head: PageHead, site: { siteName: string; locale: string }): string {
  const e = escapeHtml;
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${e(content)}" />`;
  const lines = [
    `<script>${HEAD_SCRIPT}</script>`,
    `<title>${e(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${e(head.canonical)}" />`,
  ];
  if (head.noindex) lines.push(meta("name", "robots", "noindex"));
  for (const image of head.preloadImages) lines.push(preloadLink(image));
  lines.push(
    meta("property", "og:site_name", site.siteName),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:locale", site.locale === "en" ? "en_US" : "vi_VN"),
  );
  if (head.image) {
    lines.push(meta("property", "og:image", head.image.url));
    if (head.image.width) lines.push(meta("property", "og:image:width", String(head.image.width)));
    if (head.image.height) {
      lines.push(meta("property", "og:image:height", String(head.image.height)));
    }
    lines.push(meta("property", "og:image:alt", head.image.alt));
  }
  for (const [property, content] of head.extraMeta ?? [])
    lines.push(meta("property", property, content));
  lines.push(
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  );
  if (head.image) lines.push(meta("name", "twitter:image", head.image.url));
  // Data blocks, never run: the CSP's script-src does not apply to them.
  for (const data of head.jsonLd) {
    lines.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  }
  return lines.join("\n    ");
}

/** The first screen's largest image, fetched early and first (it decides the LCP). */
function preloadLink(image: ImagePreload): string {
  const e = escapeHtml;
  const attributes = [`rel="preload"`, `as="image"`, `href="${e(image.href)}"`];
  if (image.srcset) {
    attributes.push(`imagesrcset="${e(image.srcset)}"`, `imagesizes="${e(image.sizes)}"`);
  }
  if (image.media) attributes.push(`media="${e(image.media)}"`);
  if (image.type) attributes.push(`type="${e(image.type)}"`);
  attributes.push(`fetchpriority="high"`);
  return `<link ${attributes.join(" ")} />`;
}
