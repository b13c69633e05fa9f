import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "../../shared/rich-content/html-escape.ts";

/**
 * The HTML shell: Vite's built `index.html` with three markers the server fills per request
 * (`<!--app-lang-->`, `<!--app-head-->`, `<!--app-data-->`). Read once at start-up.
 */

export interface ShellParts {
  lang: string;
  head: string;
  /** The page data object; serialised with `<` escaped so it cannot close the element. */
  data: unknown;
}

const FALLBACK = `<!doctype html>
<html lang="<!--app-lang-->"><head><meta charset="UTF-8" /><!--app-head--></head>
<body><!--app-data--><div id="root"></div></body></html>`;

export function loadShellTemplate(webDir: string): string {
  const file = path.join(webDir, "index.html");
  // Without built assets (API tests) the shell still answers, with no script to run.
  return existsSync(file) ? readFileSync(file, "utf8") : FALLBACK;
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
    );
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  locale: string;
  image?: string;
  type?: string;
}

export function renderHead(tags: HeadTags): string {
  const e = escapeHtml;
  const lines = [
    `<title>${e(tags.title)}</title>`,
    `<meta name="description" content="${e(tags.description)}" />`,
    `<link rel="canonical" href="${e(tags.canonical)}" />`,
    `<meta property="og:site_name" content="${e(tags.siteName)}" />`,
    `<meta property="og:title" content="${e(tags.title)}" />`,
    `<meta property="og:description" content="${e(tags.description)}" />`,
    `<meta property="og:url" content="${e(tags.canonical)}" />`,
    `<meta property="og:type" content="${e(tags.type ?? "website")}" />`,
    `<meta property="og:locale" content="${tags.locale === "en" ? "en_US" : "vi_VN"}" />`,
    `<meta name="twitter:card" content="${tags.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${e(tags.title)}" />`,
    `<meta name="twitter:description" content="${e(tags.description)}" />`,
  ];
  if (tags.image) {
    lines.push(`<meta property="og:image" content="${e(tags.image)}" />`);
    lines.push(`<meta name="twitter:image" content="${e(tags.image)}" />`);
  }
  return lines.join("\n    ");
}
