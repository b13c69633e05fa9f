import { writeFileSync } from "node:fs";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createDb } from "../../server/db/create-db.ts";

/**
 * Child process of app-server.ts: asks the real application for one list request and writes
 * the SQL it ran (`sqlFile`) and its answer (`bodyFile`), then exits. The bare baselines run
 * that SQL and send those bytes. It runs in a process of its own so that the measured process
 * holds one application only: with a second one built and closed in it first, its kept answers
 * measured slower in 5 of 6 alternating rounds (median 25.3k against 28.2k req/s).
 *
 * The handle goes through Kysely's executor for every statement, where it is recorded (the
 * measured app reads the list's statements on its side connection, create-db.ts `sideRows`),
 * and the response cache is off: its version read is not part of the list's SQL.
 */
const [dbUrl, sqlFile, path, bodyFile] = process.argv.slice(2) as [string, string, string, string];
const config = loadConfig({ NODE_ENV: "production", JOBS: "0", DATA_DIR: ".tmp/bench" });

const recording = createDb(dbUrl, { readsAside: false });
const captured: Array<{ sql: string; parameters: readonly unknown[] }> = [];
const executor = recording.db.getExecutor();
const execute = executor.executeQuery.bind(executor);
executor.executeQuery = ((compiled, ...rest) => {
  captured.push({ sql: compiled.sql, parameters: compiled.parameters });
  return execute(compiled, ...rest);
}) as typeof execute;

const app = await buildApp({ config, db: recording.db, logger: false });
app.publicCache.enabled = false;
const res = await app.inject({ method: "GET", url: path });
if (res.statusCode !== 200)
  throw new Error(`benchmark request failed: ${res.statusCode} ${res.body}`);
await app.close();
await recording.close();
writeFileSync(sqlFile, JSON.stringify(captured));
writeFileSync(bodyFile, res.body);
