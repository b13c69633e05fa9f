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
const config = loadConfig({ NODE_ENV: "production", JOBS: "0", DATA_DIR: ".tmp/bench" });

async function serve(db: ReturnType<typeof createDb>["db"]) {
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address !== "object") throw new Error("no address");
  return { app, port: address.port };
}

// Recorded on a handle whose every statement goes through Kysely's executor (the measured one
// reads the list's statements on its side connection, create-db.ts `sideRows`), without the
// cache, whose version read is not part of the list's SQL.
const recording = createDb(dbUrl, { readsAside: false });
const captured: Array<{ sql: string; parameters: readonly unknown[] }> = [];
const executor = recording.db.getExecutor();
const execute = executor.executeQuery.bind(executor);
executor.executeQuery = ((compiled, ...rest) => {
  captured.push({ sql: compiled.sql, parameters: compiled.parameters });
  return execute(compiled, ...rest);
}) as typeof execute;
const recorder = await serve(recording.db);
recorder.app.publicCache.enabled = false;
const res = await fetch(`http://127.0.0.1:${recorder.port}${path}`);
const body = await res.text();
if (!res.ok) throw new Error(`benchmark request failed: ${res.status} ${body}`);
await recorder.app.close();
await recording.close();
writeFileSync(sqlFile, JSON.stringify(captured));
if (bodyFile) writeFileSync(bodyFile, body);

const { app, port } = await serve(createDb(dbUrl).db);
app.publicCache.enabled = cache === "on";
const measured = await fetch(`http://127.0.0.1:${port}${path}`);
if ((await measured.text()) !== body) throw new Error("the measured server answers other bytes");
process.send?.({ port });
process.on("SIGINT", () => process.exit(0));
