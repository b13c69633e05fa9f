import { writeFileSync } from "node:fs";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createDb } from "../../server/db/create-db.ts";

/**
 * Child process of bench-api: the real application on the benchmark database. It records the
 * SQL of one list request and its answer's bytes, so that the bare baselines run exactly the
 * same statements and send exactly the same bytes. `cache` off: the response cache of public
 * reads is skipped (every request runs its queries), to measure the list itself.
 */
const [dbUrl, sqlFile, path, cache, bodyFile] = process.argv.slice(2) as [
  string,
  string,
  string,
  "on" | "off",
  string | undefined,
];
const { db } = createDb(dbUrl);

const captured: Array<{ sql: string; parameters: readonly unknown[] }> = [];
let capturing = false;
const executor = db.getExecutor();
const execute = executor.executeQuery.bind(executor);
executor.executeQuery = ((compiled, ...rest) => {
  if (capturing) captured.push({ sql: compiled.sql, parameters: compiled.parameters });
  return execute(compiled, ...rest);
}) as typeof execute;

const config = loadConfig({ NODE_ENV: "production", JOBS: "0", DATA_DIR: ".tmp/bench" });
const app = await buildApp({ config, db, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
if (!address || typeof address !== "object") throw new Error("no address");

// Recorded without the cache, whose version read is not part of the list's SQL.
app.publicCache.enabled = false;
capturing = true;
const res = await fetch(`http://127.0.0.1:${address.port}${path}`);
capturing = false;
app.publicCache.enabled = cache === "on";
const body = await res.text();
if (!res.ok) throw new Error(`benchmark request failed: ${res.status} ${body}`);
writeFileSync(sqlFile, JSON.stringify(captured));
if (bodyFile) writeFileSync(bodyFile, body);
process.send?.({ port: address.port });
process.on("SIGINT", () => process.exit(0));
