import path from "node:path";
import { createDb } from "../server/db/create-db.ts";
import { dashboardFigures } from "../server/features/dashboard/dashboard.ts";
import { parseListQuery } from "../server/features/list/list-query.ts";
import { RESOURCES } from "../server/features/list/registry.ts";
import { runList } from "../server/features/list/run-list.ts";
import type { Actor } from "../server/policies/actor.ts";
import { DASHBOARD_PERIODS } from "../shared/constants.ts";
import { dayKey, dayNumber } from "../shared/dashboard.ts";
import { siteDateKey } from "../shared/format.ts";

/**
 * `npm run bench:admin`: p50/p99 of the dashboard (each period over the last year) and of the
 * activity log (unfiltered and filtered, page 1 and page 400) on the database `npm run
 * seed:large` filled (LARGE_DATABASE_URL, same default). The same functions the routes call,
 * without HTTP: this measures the SQL, which is where the size shows. Goal: p99 ≤ 200 ms.
 */

const url =
  process.env.LARGE_DATABASE_URL ??
  `sqlite:${path.resolve(import.meta.dirname, "../.tmp/large/app.db")}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const registry = Object.fromEntries(RESOURCES.map((r) => [r.name, r]));
const admin: Actor = {
  user: { id: 1, role: "ADMIN", email: "user1@large.example", status: "ACTIVE", locale: "vi" },
  ip: "127.0.0.1",
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(label: string, run: () => Promise<unknown>) {
  await run(); // warm the statement and page caches once
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  const mark = p99 <= 200 ? "ok" : "SLOW";
  console.log(
    `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p99 ${p99.toFixed(1).padStart(7)} ms  ${mark}`,
  );
}

const handle = createDb(url, { activityLog: false });
try {
  console.log(`${handle.kind}, ${RUNS} runs each`);
  const to = siteDateKey(new Date());
  const from = dayKey((dayNumber(to) ?? 0) - 364);
  for (const period of DASHBOARD_PERIODS) {
    await measure(`dashboard, a year by ${period.toLowerCase()}`, () =>
      dashboardFigures(handle.db, admin, { from, to, period }),
    );
  }
  const log = (filters: unknown[], page: number) => () =>
    runList(
      handle.db,
      registry,
      "activity_log",
      parseListQuery({
        filters: JSON.stringify(filters),
        orders: JSON.stringify([["log_time", "desc"]]),
        limit: "24",
        offset: String((page - 1) * 24),
      }),
      admin,
    );
  for (const page of [1, 400]) {
    await measure(`activity log, unfiltered, page ${page}`, log([], page));
    await measure(
      `activity log, table = enrollment, page ${page}`,
      log([["table_name", "=", "enrollment"]], page),
    );
    await measure(`activity log, user 2, page ${page}`, log([["user_id", "=", 2]], page));
  }
} finally {
  await handle.close();
}
