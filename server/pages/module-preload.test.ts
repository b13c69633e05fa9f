import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_MODULES, preloadTags } from "./module-preload.ts";

const manifest = {
  "index.html": {
    file: "assets/index-a.js",
    isEntry: true,
    imports: ["_react-b.js"],
    css: ["assets/index-a.css"],
  },
  "_react-b.js": { file: "assets/react-b.js" },
  "pages/public/HomePage.tsx": {
    file: "assets/HomePage-c.js",
    imports: ["_react-b.js", "_MediaImage-d.js", "index.html"],
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
};

describe("module preloads of a page's first screen", () => {
  it("names the page's modules and their static imports once, not the entry's", () => {
    const tags = preloadTags(manifest, [
      "pages/public/HomePage.tsx",
      "pages/public/home/HomeSections.tsx",
    ]);
    const hrefs = [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "/assets/HomePage-c.js",
      "/assets/MediaImage-d.js",
      "/assets/media-e.js",
      "/assets/HomeSections-f.js",
      "/assets/HomePage-c.css",
      "/assets/MediaImage-d.css",
    ]);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-c.js" />');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-c.css" />');
    expect(tags).not.toContain("index-a.css");
  });

  it("maps routes to modules that exist, so a renamed page cannot silently lose its preload", () => {
    for (const modules of Object.values(FIRST_SCREEN_MODULES)) {
      for (const module of modules ?? []) {
        expect(existsSync(path.join(import.meta.dirname, "../../web", module)), module).toBe(true);
      }
    }
  });
});
