import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";
import { entryKey, HOME_PAGE, type Manifest, staticClosure } from "./bundle-size.ts";

/**
 * `npx node scripts/bundle-modules.ts [page]`: what the home route's JavaScript (or another
 * page's, by its manifest key) is made of, grouped by package and listed by module. The bundler
 * reports each module's code before minification, so each module's figure is an estimate: its
 * code gzipped alone, scaled so that a chunk's modules add up to the chunk's real gzip size
 * (minified, compressed whole). The totals are exact; scripts/check-bundle-size.ts prints them
 * per file. Written for docs/decisions/052.
 */
const pageKey = process.argv[2] ?? HOME_PAGE;
const root = path.resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(path.join(tmpdir(), "hocviet-modules-"));

/** Rendered code per chunk file and module id, taken from the bundle as it is written. */
const rendered = new Map<string, Map<string, string>>();
const collect: Plugin = {
  name: "collect-rendered-modules",
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== "chunk") continue;
      const modules = new Map<string, string>();
      for (const [id, info] of Object.entries(output.modules)) modules.set(id, info.code ?? "");
      rendered.set(output.fileName, modules);
    }
  },
};

try {
  await build({
    root: path.join(root, "web"),
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    plugins: [collect],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const files = staticClosure(manifest, [entryKey(manifest), pageKey])
    .map((key) => manifest[key]?.file ?? "")
    .filter((file) => file.endsWith(".js"));

  const byGroup = new Map<string, { sourceBytes: number; gzip: number; modules: number }>();
  const rows: { id: string; sourceBytes: number; gzip: number }[] = [];
  for (const file of files) {
    const modules = [...(rendered.get(file) ?? [])].filter(([, code]) => code.length > 0);
    const alone = modules.map(([, code]) => gzipSync(code).length);
    const chunkGzip = gzipSync(readFileSync(path.join(outDir, file))).length;
    const scale = chunkGzip / alone.reduce((sum, n) => sum + n, 0);
    for (const [index, [id, code]] of modules.entries()) {
      const sourceBytes = Buffer.byteLength(code);
      const gzip = (alone[index] ?? 0) * scale;
      const name = id.replace(`${root}/`, "").replace(/^\0/, "");
      rows.push({ id: name, sourceBytes, gzip });
      const group = packageOf(name);
      const sum = byGroup.get(group) ?? { sourceBytes: 0, gzip: 0, modules: 0 };
      byGroup.set(group, {
        sourceBytes: sum.sourceBytes + sourceBytes,
        gzip: sum.gzip + gzip,
        modules: sum.modules + 1,
      });
    }
  }
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);
  const total = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f))).length,
    0,
  );
  console.log(`${files.length} files, ${kb(total)} gzip in all (chunks compressed whole)\n`);
  console.log(`${"source".padStart(9)} ${"gzip est.".padStart(10)}  modules  package / folder`);
  for (const [group, sum] of [...byGroup].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(
      `${kb(sum.sourceBytes)} ${kb(sum.gzip).padStart(10)}  ${String(sum.modules).padStart(7)}  ${group}`,
    );
  }
  console.log(`\nLargest modules:`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.TOP ?? 60))) {
    console.log(`${kb(row.sourceBytes)} ${kb(row.gzip).padStart(10)}  ${row.id}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

/** "node_modules/@mantine/core/…" → "@mantine/core"; app code by its first two folders. */
function packageOf(id: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inModules?.[1]) return inModules[1];
  return id.split("/").slice(0, 2).join("/");
}
