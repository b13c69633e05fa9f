import { fork } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { createDb } from "../server/db/create-db.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { fillBenchCatalogue } from "./bench/bench-data.ts";

/**
 * `npm run bench:api`: the course list with refs under load, the application beside a bare
 * node:http server running the same SQL through the same driver, measured in one run with
 * alternating rounds, and the ratio of their medians. BENCH_DATABASE_URL=postgres://… measures
 * on PostgreSQL (the database is emptied first).
 */
const REF_NAMES = ["image", "user", "promotion"];
const PATH = `/api/course/list?limit=12&refNames=${encodeURIComponent(JSON.stringify(REF_NAMES))}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const root = path.resolve(import.meta.dirname, "..");
const workDir = path.join(root, ".tmp/bench");
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const dbUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(workDir, "bench.db")}`;
const sqlFile = path.join(workDir, "statements.json");

const handle = createDb(dbUrl);
await migrateToLatest(handle.db);
await fillBenchCatalogue(handle.db);
await handle.close();

function start(script: string, args: string[]) {
  const child = fork(path.join(root, "scripts/bench", script), args, { stdio: "inherit" });
  const port = new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, port };
}

async function measure(port: number): Promise<{ rps: number; p50: number; p99: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const app = start("app-server.ts", [dbUrl, sqlFile, PATH]);
const appPort = await app.port;
const bare = start("bare-server.ts", [dbUrl, sqlFile, JSON.stringify(REF_NAMES)]);
const barePort = await bare.port;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const runs = { app: [] as number[], bare: [] as number[] };
console.log(
  `GET ${decodeURIComponent(PATH)} — ${CONNECTIONS} connections, ${SECONDS} s per round, ${ROUNDS} rounds`,
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, port] of [
    ["bare", barePort],
    ["app", appPort],
  ] as const) {
    const m = await measure(port);
    runs[name].push(m.rps);
    console.log(
      `  round ${round} ${name.padEnd(4)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms`,
    );
  }
}
app.child.kill();
bare.child.kill();
const appMedian = median(runs.app);
const bareMedian = median(runs.bare);
console.log(`\nbare node:http (same SQL, same driver): ${bareMedian.toFixed(0)} req/s (median)`);
console.log(`application:                           ${appMedian.toFixed(0)} req/s (median)`);
console.log(
  `ratio: ${((appMedian / bareMedian) * 100).toFixed(1)} % of the ceiling (target ≥ 50 %)`,
);
