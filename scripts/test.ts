import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * `npm test`: every check the project has, in order of speed — typecheck, lint, unit and API
 * tests (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set), the bundle-size check, then the
 * browser tests. Every step runs even when one fails, so one run shows every problem.
 */
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string, file: string) => path.join(root, "node_modules", name, file);

const steps: Array<{ name: string; args: string[] }> = [
  // Three configs: the browser app without Node types, the server without the DOM, and the
  // browser tests with both (tsconfig.json, for editors, mixes everything).
  ...["web", "server", "e2e"].map((part) => ({
    name: `typecheck ${part}`,
    args: [bin("typescript", "bin/tsc"), "--noEmit", "-p", `tsconfig.${part}.json`],
  })),
  { name: "lint", args: [bin("@biomejs/biome", "bin/biome"), "check", "."] },
  { name: "unit and API tests", args: [bin("vitest", "vitest.mjs"), "run"] },
  { name: "bundle size", args: [path.join(root, "scripts/check-bundle-size.ts")] },
  { name: "browser tests", args: [bin("@playwright/test", "cli.js"), "test"] },
];

const only = process.argv.slice(2);
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, step.args, { cwd: root, stdio: "inherit" });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 ? 0 : 1);
