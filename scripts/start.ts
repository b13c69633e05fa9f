import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `npm start`: builds the web assets and the app's server entry (dist/ssr, which renders the
 * public pages: docs/decisions/032) when they are missing or older than their sources, then
 * starts the server. So `npm install && npm start` works with no other step.
 */
const root = path.resolve(import.meta.dirname, "..");
const stamps = ["dist/web/index.html", "dist/ssr/entry-server.js"].map((p) => path.join(root, p));
const sources = ["web", "shared", "vite.config.ts", "package-lock.json"].map((p) =>
  path.join(root, p),
);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = Math.min(...stamps.map((s) => (existsSync(s) ? statSync(s).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt === 0 ? "Building the web app…" : "Web sources changed: rebuilding…");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  // The browser's assets, then the server entry.
  for (const args of [["build"], ["build", "--ssr"]]) {
    const result = spawnSync(process.execPath, [vite, ...args, "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) {
      console.error("The web build failed; see the messages above.");
      process.exit(result.status ?? 1);
    }
  }
}

await import("../server/main.ts");
