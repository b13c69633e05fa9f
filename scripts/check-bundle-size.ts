import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Manifest, routeWeight } from "./bundle-size.ts";

/**
 * `npm test` step "bundle size": builds the web app into a temporary folder and fails when the
 * JavaScript the home route loads exceeds 170 KB gzip, or when the home route statically pulls
 * in another route's page (a management screen, the editor, charts must load on their routes).
 */
const LIMIT_BYTES = 170 * 1000;
const HOME_PAGE = "pages/public/HomePage.tsx";

const root = path.resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(path.join(tmpdir(), "hocviet-bundle-"));
try {
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--manifest", "--outDir", outDir],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (build.status !== 0) throw new Error("vite build failed");
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const weight = routeWeight(manifest, HOME_PAGE, (file) => readFileSync(path.join(outDir, file)));

  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const f of weight.files) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
  console.log(
    `  ${kb(weight.totalGzipBytes).padStart(9)}  home route, gzip (limit ${kb(LIMIT_BYTES)})`,
  );

  let failed = false;
  if (weight.totalGzipBytes > LIMIT_BYTES) {
    console.error(
      `✗ The home route loads ${kb(weight.totalGzipBytes)} of JavaScript, over ${kb(LIMIT_BYTES)}.`,
    );
    failed = true;
  }
  if (weight.otherPages.length > 0) {
    console.error(`✗ The home route loads other pages statically: ${weight.otherPages.join(", ")}`);
    failed = true;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
