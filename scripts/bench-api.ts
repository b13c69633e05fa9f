import { fork } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { createDb } from "../server/db/create-db.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { COURSE_CARD_FIELDS, COURSE_CARD_REFS, COURSE_PAGE_REFS } from "../shared/page-queries.ts";
import { fillBenchCatalogue, fillLargeCatalogueRefs } from "./bench/bench-data.ts";

/**
 * `npm run bench:api`: the public reads under load, each beside its ceiling, measured in one
 * run with alternating rounds (this machine is shared and noisy), medians of the rounds:
 * 1. the course list with refs, uncached, beside a bare node:http server running the same SQL
 *    through the same driver (goal ≥ 70 %);
 * 2. the same list from the response cache, beside a bare node:http server sending the same
 *    bytes (goal ≥ 50 %);
 * 3. course discovery searching a two-word Vietnamese query typed without accents, uncached
 *    (goal p99 ≤ 50 ms over 2k courses);
 * 4. a course page's API answer by slug at 50 connections (goal p99 ≤ 20 ms);
 * 5. the home page's HTML (server-rendered when dist/ssr is built) at 50 connections, from the
 *    response cache (goal ≥ 1,500 req/s, ≤ 30 KB before compression);
 * 6. the kept course list while searches that miss the cache (a new text each) run beside it
 *    on 10 more connections: kept answers must not queue behind the searches' SQL (decision 069).
 *
 * BENCH_BEFORE=<folder> (a checkout of an earlier commit sharing this one's node_modules and
 * dist, e.g. `git archive <commit> | tar -x -C .tmp/before && ln -s "$PWD/dist" .tmp/before/dist`)
 * also starts that code's servers and measures its rows right after this code's, in the same
 * rounds: before/after in one run.
 *
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (that database is emptied and filled
 * with 200 courses). BENCH_LARGE=1 measures on the `npm run seed:large` database instead
 * (LARGE_DATABASE_URL, default sqlite:.tmp/large/app.db: 2k courses, 100k users), giving its
 * courses images, creators and promotions first if they have none.
 */
const LIST_PATH = `/api/course/list?limit=12&refNames=${encodeURIComponent(JSON.stringify(COURSE_CARD_REFS))}&fields=${encodeURIComponent(JSON.stringify(COURSE_CARD_FIELDS))}`;
const SEARCH_PATH = `/api/course/discover?q=${encodeURIComponent("lap trinh")}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const LARGE = process.env.BENCH_LARGE === "1";

const root = path.resolve(import.meta.dirname, "..");
const workDir = path.join(root, ".tmp/bench");
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const dbUrl = LARGE
  ? (process.env.LARGE_DATABASE_URL ?? `sqlite:${path.join(root, ".tmp/large/app.db")}`)
  : (process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(workDir, "bench.db")}`);
const sqlFile = path.join(workDir, "statements.json");
const bodyFile = path.join(workDir, "body.json");

const handle = createDb(dbUrl, { activityLog: !LARGE });
await migrateToLatest(handle.db);
if (LARGE) await fillLargeCatalogueRefs(handle.db);
else await fillBenchCatalogue(handle.db);
const someCourse = await handle.db
  .selectFrom("course")
  .select("slug")
  .where("visibility", "=", "PUBLIC")
  .orderBy("id")
  .executeTakeFirstOrThrow();
const courseCount = await handle.db
  .selectFrom("course")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();
await handle.close();
const PAGE_PATH = `/api/course/get?slug=${someCourse.slug}&refNames=${encodeURIComponent(JSON.stringify(COURSE_PAGE_REFS))}`;

const HOME_PATH = "/";
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
if (BEFORE && !existsSync(path.join(BEFORE, "dist"))) {
  // Without it the earlier code serves its pages without the server-rendered HTML, and the
  // page rows compare two different answers (decision 069 was misled by that once).
  console.error(
    `BENCH_BEFORE has no dist/: link this checkout's build into it first: ln -s ${path.join(root, "dist")} ${path.join(BEFORE, "dist")}`,
  );
  process.exit(2);
}

function start(script: string, args: string[], from = root) {
  const child = fork(path.join(from, "scripts/bench", script), args, { stdio: "inherit" });
  const port = new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, port };
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(
  port: number,
  url: string,
  connections = CONNECTIONS,
  beside?: "searches that miss",
): Promise<Measure> {
  const [result] = await Promise.all([
    autocannon({ url: `http://127.0.0.1:${port}${url}`, connections, duration: SECONDS }),
    beside ? missingSearches(port) : undefined,
  ]);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

let searchNumber = 0;
/** Course searches, each for a text not asked before (so never a kept answer), on 10 connections. */
function missingSearches(port: number) {
  const words = ["lap trinh", "thiet ke", "tieng anh", "ke toan", "marketing", "phan tich"];
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          searchNumber++;
          const q = `${words[searchNumber % words.length]} ${searchNumber}`;
          return { ...request, path: `/api/course/discover?q=${encodeURIComponent(q)}` };
        },
      },
    ],
  });
}

async function bytesOf(port: number, url: string): Promise<number> {
  return (await (await fetch(`http://127.0.0.1:${port}${url}`)).arrayBuffer()).byteLength;
}

// Each app process records the list's SQL and answer; the second recording is the same.
const uncached = start("app-server.ts", [dbUrl, sqlFile, LIST_PATH, "off", bodyFile]);
const uncachedPort = await uncached.port;
const cached = start("app-server.ts", [dbUrl, `${sqlFile}.cached`, LIST_PATH, "on"]);
const cachedPort = await cached.port;
const bare = start("bare-server.ts", [dbUrl, sqlFile, JSON.stringify(COURSE_CARD_REFS)]);
const barePort = await bare.port;
const fixed = start("static-server.ts", [bodyFile]);
const fixedPort = await fixed.port;
const before = BEFORE
  ? {
      uncached: start("app-server.ts", [dbUrl, `${sqlFile}.before`, LIST_PATH, "off"], BEFORE),
      cached: start("app-server.ts", [dbUrl, `${sqlFile}.before.c`, LIST_PATH, "on"], BEFORE),
    }
  : null;
const beforePorts = before
  ? { uncached: await before.uncached.port, cached: await before.cached.port }
  : null;

const runs: Record<string, Measure[]> = {};
type Row = [
  name: string,
  port: number,
  url: string,
  connections?: number,
  beside?: "searches that miss",
];
/** A row of this code, followed by the same row of the code before when BENCH_BEFORE is set. */
const withBefore = (row: Row, beforePort: number | undefined): Row[] =>
  beforePort === undefined
    ? [row]
    : [row, [`${row[0]} (before)`, beforePort, row[2], row[3], row[4]] as Row];
const plan: Row[] = [
  ["list, bare SQL server", barePort, LIST_PATH],
  ...withBefore(["list, uncached", uncachedPort, LIST_PATH], beforePorts?.uncached),
  ["list, bare bytes server", fixedPort, LIST_PATH],
  ...withBefore(["list, cached", cachedPort, LIST_PATH], beforePorts?.cached),
  ...withBefore(
    ["list, cached, beside searches", cachedPort, LIST_PATH, CONNECTIONS, "searches that miss"],
    beforePorts?.cached,
  ),
  ...withBefore(["search, uncached", uncachedPort, SEARCH_PATH, 10], beforePorts?.uncached),
  ...withBefore(["course page, cached, 50 conn.", cachedPort, PAGE_PATH, 50], beforePorts?.cached),
  ...withBefore(["home HTML, cached, 50 conn.", cachedPort, HOME_PATH, 50], beforePorts?.cached),
];
console.log(
  `${Number(courseCount.n)} courses on ${dbUrl.replace(/\/\/[^@]*@/, "//…@").replace(root, ".")} — ${SECONDS} s per round, ${ROUNDS} rounds, ${CONNECTIONS} connections unless said`,
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, port, url, connections, beside] of plan) {
    const m = await measure(port, url, connections, beside);
    runs[name] = [...(runs[name] ?? []), m];
    console.log(
      `  round ${round} ${name.padEnd(30)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms`,
    );
  }
}
const homeBytes = await bytesOf(cachedPort, HOME_PATH);
for (const p of [uncached, cached, bare, fixed]) p.child.kill();
if (before) for (const p of [before.uncached, before.cached]) p.child.kill();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rps = (name: string) => median(runs[name]!.map((m) => m.rps));
const p99 = (name: string) => median(runs[name]!.map((m) => m.p99));
const ratio = (a: string, b: string) => rps(a) / rps(b);
const verdict = (ok: boolean) => (ok ? "goal met" : "goal NOT met");
const listRatio = ratio("list, uncached", "list, bare SQL server");
const cachedRatio = ratio("list, cached", "list, bare bytes server");
console.log("\nmedians:");
if (BEFORE) {
  for (const name of Object.keys(runs).filter((n) => n.endsWith(" (before)"))) {
    const now = name.slice(0, -" (before)".length);
    console.log(
      `  ${now.padEnd(30)} before ${rps(name).toFixed(0).padStart(6)} req/s p99 ${p99(name)} ms → after ${rps(now).toFixed(0).padStart(6)} req/s p99 ${p99(now)} ms`,
    );
  }
  const beforeList = ratio("list, uncached (before)", "list, bare SQL server");
  const beforeCached = ratio("list, cached (before)", "list, bare bytes server");
  console.log(
    `  ratios before: uncached list ${(beforeList * 100).toFixed(1)} % of bare SQL, cached ${(beforeCached * 100).toFixed(1)} % of bare bytes`,
  );
}
console.log(
  `  uncached course list with refs: ${rps("list, uncached").toFixed(0)} vs bare SQL ${rps("list, bare SQL server").toFixed(0)} req/s = ${(listRatio * 100).toFixed(1)} % (goal ≥ 70 %: ${verdict(listRatio >= 0.7)})`,
);
console.log(
  `  cached public read:             ${rps("list, cached").toFixed(0)} vs bare bytes ${rps("list, bare bytes server").toFixed(0)} req/s = ${(cachedRatio * 100).toFixed(1)} % (goal ≥ 50 %: ${verdict(cachedRatio >= 0.5)})`,
);
console.log(
  `  search "lap trinh", uncached, 10 conn.: p99 ${p99("search, uncached")} ms, ${rps("search, uncached").toFixed(0)} req/s (goal p99 ≤ 50 ms: ${verdict(p99("search, uncached") <= 50)})`,
);
const beside = "list, cached, beside searches";
console.log(
  `  kept list beside 10 conn. of searches that miss: ${rps(beside).toFixed(0)} req/s, p50 ${median(runs[beside]!.map((m) => m.p50))} ms, p99 ${p99(beside)} ms`,
);
const home = "home HTML, cached, 50 conn.";
console.log(
  `  home HTML, 50 conn.:            ${rps(home).toFixed(0)} req/s, p99 ${p99(home)} ms, ${homeBytes} bytes before compression (goal ≥ 1,500 req/s: ${verdict(rps(home) >= 1500)}; ≤ 30 KB: ${verdict(homeBytes <= 30 * 1024)})`,
);
console.log(
  `  course page by slug, 50 conn.:  p99 ${p99("course page, cached, 50 conn.")} ms, ${rps("course page, cached, 50 conn.").toFixed(0)} req/s (goal p99 ≤ 20 ms: ${verdict(p99("course page, cached, 50 conn.") <= 20)})`,
);
