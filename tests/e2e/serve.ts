import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

// Playwright's webServer command. Playwright starts the web server BEFORE globalSetup runs,
// so wiping the data folder there would pull it from under a server that already migrated
// and seeded it. This wrapper wipes DATA_DIR first, then runs scripts/start.ts, so that each
// run starts from an empty database (seeded again by start.ts).

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes("e2e")) {
  // A guard against wiping a real data folder through a mistyped environment.
  throw new Error(`Refusing to wipe DATA_DIR=${String(dataDir)}: expected an e2e folder`);
}
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ["scripts/start.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
