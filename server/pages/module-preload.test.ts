import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_MODULES, FIRST_SCREEN_STYLES_ONLY, preloadTags } from "./module-preload.ts";
import { scriptsAfterFirstPaint } from "./shell.ts";

const manifest = {
  "index.html": {
    file: "assets/index-a.js",
    isEntry: true,
    imports: ["_react-b.js", "_app-g.js"],
    css: ["assets/index-a.css"],
  },
  "_react-b.js": { file: "assets/react-b.js" },
  "_app-g.js": { file: "assets/app-g.js", css: ["assets/app-g.css"] },
  "pages/public/HomePage.tsx": {
    file: "assets/HomePage-c.js",
    imports: ["_react-b.js", "_app-g.js", "_MediaImage-d.js", "index.html"],
    css: ["assets/HomePage-c.css"],
  },
  "_MediaImage-d.js": {
    file: "assets/MediaImage-d.js",
    imports: ["_media-e.js"],
    css: ["assets/MediaImage-d.css"],
  },
  "_media-e.js": { file: "assets/media-e.js" },
  "pages/public/home/HomeSections.tsx": {
    file: "assets/HomeSections-f.js",
    imports: ["_MediaImage-d.js", "_react-b.js"],
  },
  // Loaded on demand; its stylesheet is two imports down.
  "pages/public/course/IntroductionContent.tsx": {
    file: "assets/IntroductionContent-h.js",
    imports: ["_app-g.js", "_RichContentHtml-i.js", "pages/public/HomePage.tsx"],
  },
  "_RichContentHtml-i.js": { file: "assets/RichContentHtml-i.js", imports: ["_View-j.js"] },
  "_View-j.js": { file: "assets/View-j.js", css: ["assets/View-j.css"] },
};

describe("module preloads of a page's first screen", () => {
  it("names the page's modules and their static imports once, not the entry's", () => {
    const tags = preloadTags(manifest, [
      "pages/public/HomePage.tsx",
      "pages/public/home/HomeSections.tsx",
    ]);
    const hrefs = [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    // Stylesheets first (they block the first paint); the entry's and its chunks' are in
    // index.html already.
    expect(hrefs).toEqual([
      "/assets/HomePage-c.css",
      "/assets/MediaImage-d.css",
      "/assets/HomePage-c.js",
      "/assets/MediaImage-d.js",
      "/assets/media-e.js",
      "/assets/HomeSections-f.js",
    ]);
    expect(tags).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-c.js" fetchpriority="low" />',
    );
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-c.css" />');
    expect(tags).not.toContain("index-a.css");
    expect(tags).not.toContain("app-g.css");
  });

  it("links the stylesheets of a module whose code waits, not its code", () => {
    const tags = preloadTags(
      manifest,
      ["pages/public/HomePage.tsx"],
      ["pages/public/course/IntroductionContent.tsx"],
    );
    const hrefs = [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "/assets/HomePage-c.css",
      "/assets/MediaImage-d.css",
      "/assets/View-j.css",
      "/assets/HomePage-c.js",
      "/assets/MediaImage-d.js",
      "/assets/media-e.js",
    ]);
  });

  it("fetches the entry's scripts after what the first paint needs", () => {
    const html = scriptsAfterFirstPaint(
      [
        '<script type="module" crossorigin src="/assets/index-a.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      ].join("\n"),
    );
    expect(html).toBe(
      [
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      ].join("\n"),
    );
  });

  it("maps routes to modules that exist, so a renamed page cannot silently lose its preload", () => {
    const lists = [
      ...Object.values(FIRST_SCREEN_MODULES),
      ...Object.values(FIRST_SCREEN_STYLES_ONLY),
    ];
    for (const modules of lists) {
      for (const module of modules ?? []) {
        expect(existsSync(path.join(import.meta.dirname, "../../web", module)), module).toBe(true);
      }
    }
  });
});
