import { spawn } from "node:child_process";
import path from "node:path";

/**
 * `npm run dev`: the API server on port 3001, restarted when its code changes (node --watch),
 * and Vite's dev server with hot reload on http://localhost:3000, which proxies /api, /media and
 * /healthz to it (vite.config.ts). Ctrl+C stops both.
 */
const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(process.execPath, ["--watch-path=server", "--watch-path=shared", "server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      SITE_ORIGIN: process.env.SITE_ORIGIN ?? "http://localhost:3000",
    },
  }),
  spawn(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "--port", process.env.PORT ?? "3000"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
