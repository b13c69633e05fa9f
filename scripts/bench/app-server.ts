import { writeFileSync } from "node:fs";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createDb } from "../../server/db/create-db.ts";

/**
 * Child process of bench-api: the real application on the benchmark database. It records the
 * SQL of one list request, so that the bare baseline runs exactly the same statements.
 */
const [dbUrl, sqlFile, path] = process.argv.slice(2) as [string, string, string];
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

capturing = true;
const res = await fetch(`http://127.0.0.1:${address.port}${path}`);
capturing = false;
if (!res.ok) throw new Error(`benchmark request failed: ${res.status} ${await res.text()}`);
writeFileSync(sqlFile, JSON.stringify(captured));
process.send?.({ port: address.port });
process.on("SIGINT", () => process.exit(0));
