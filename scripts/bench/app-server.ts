import { fork } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createDb } from "../../server/db/create-db.ts";

/**
 * Child process of bench-api: the real application on the benchmark database. Its SQL of one
 * list request and that answer's bytes are recorded first, in a process of its own
 * (record-list.ts), so that the bare baselines run exactly the same statements and send exactly
 * the same bytes; this process checks that it answers those bytes. `cache` off: the response
 * cache of public reads is skipped (every request runs its queries), to measure the list itself.
 */
const [dbUrl, sqlFile, path, cache, bodyFile = `${sqlFile}.body`] = process.argv.slice(2) as [
  string,
  string,
  string,
  "on" | "off",
  string | undefined,
];

const recorder = fork(
  new URL("record-list.ts", import.meta.url),
  [dbUrl, sqlFile, path, bodyFile],
  {
    stdio: "inherit",
  },
);
const [code] = (await once(recorder, "exit")) as [number | null];
if (code !== 0) throw new Error(`record-list.ts exited with ${code}`);

const config = loadConfig({ NODE_ENV: "production", JOBS: "0", DATA_DIR: ".tmp/bench" });
const app = await buildApp({ config, db: createDb(dbUrl).db, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
if (!address || typeof address !== "object") throw new Error("no address");
app.publicCache.enabled = cache === "on";
const measured = await fetch(`http://127.0.0.1:${address.port}${path}`);
if ((await measured.text()) !== readFileSync(bodyFile, "utf8")) {
  throw new Error("the measured server answers other bytes than the recorded ones");
}
process.send?.({ port: address.port });
process.on("SIGINT", () => process.exit(0));
