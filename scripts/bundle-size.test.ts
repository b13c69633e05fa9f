import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type Manifest, routeWeight, staticClosure } from "./bundle-size.ts";

const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
  "pages/public/HomePage.tsx": {
    file: "assets/Home.js",
    isDynamicEntry: true,
    imports: ["_shared.js", "index.html"],
    dynamicImports: ["pages/manage/UserManagementPage.tsx"],
  },
  "pages/manage/UserManagementPage.tsx": {
    file: "assets/Users.js",
    isDynamicEntry: true,
    imports: ["_big-table.js"],
  },
  "_big-table.js": { file: "assets/big-table.js" },
};

const files: Record<string, string> = {
  "assets/index.js": "a".repeat(1000),
  "assets/react.js": "b".repeat(2000),
  "assets/shared.js": "console.log('shared')",
  "assets/Home.js": "export default 1",
  "assets/Users.js": "x",
  "assets/big-table.js": "y",
};
const read = (file: string) => Buffer.from(files[file] ?? "");

describe("bundle size of a route", () => {
  it("follows static imports, never dynamic ones", () => {
    expect(staticClosure(manifest, ["index.html", "pages/public/HomePage.tsx"]).sort()).toEqual([
      "_react.js",
      "_shared.js",
      "index.html",
      "pages/public/HomePage.tsx",
    ]);
  });

  it("adds up the gzip size of the route's JavaScript", () => {
    const weight = routeWeight(manifest, "pages/public/HomePage.tsx", read);
    const expected = ["index.js", "react.js", "shared.js", "Home.js"].reduce(
      (sum, name) => sum + gzipSync(read(`assets/${name}`)).length,
      0,
    );
    expect(weight.totalGzipBytes).toBe(expected);
    expect(weight.otherPages).toEqual([]);
  });

  it("adds up the brotli size the server sends, smaller than gzip for real code", () => {
    const code = Buffer.from(
      Array.from({ length: 200 }, (_, i) => `export function f${i}(a){return a*${i}+"${i}";}`).join(
        "\n",
      ),
    );
    const weight = routeWeight(manifest, "pages/public/HomePage.tsx", (file) =>
      file === "assets/react.js" ? code : read(file),
    );
    const react = weight.files.find((f) => f.file === "assets/react.js");
    expect(react?.brotliBytes).toBeGreaterThan(0);
    expect(react?.brotliBytes).toBeLessThan(react?.gzipBytes ?? 0);
    expect(weight.totalBrotliBytes).toBe(weight.files.reduce((sum, f) => sum + f.brotliBytes, 0));
  });

  it("reports another page pulled in statically", () => {
    const leaky: Manifest = {
      ...manifest,
      "pages/public/HomePage.tsx": {
        file: "assets/Home.js",
        isDynamicEntry: true,
        imports: ["pages/manage/UserManagementPage.tsx"],
      },
    };
    expect(routeWeight(leaky, "pages/public/HomePage.tsx", read).otherPages).toEqual([
      "pages/manage/UserManagementPage.tsx",
    ]);
  });

  it("refuses a manifest without the page", () => {
    expect(() => routeWeight(manifest, "pages/public/Nope.tsx", read)).toThrow(/no chunk/);
  });
});
