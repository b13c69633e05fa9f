import { readFileSync } from "node:fs";
import http from "node:http";
import Database from "better-sqlite3";
import pg from "pg";

/**
 * Child process of bench-api: the ceiling. A bare node:http server that runs the statements the
 * application ran for the same request (page, total, one per ref) through the same driver and
 * writes the same answer shape — no framework, no validation, no policies.
 */
const [dbUrl, sqlFile, refNamesJson] = process.argv.slice(2) as [string, string, string];
const statements = JSON.parse(readFileSync(sqlFile, "utf8")) as Array<{
  sql: string;
  parameters: unknown[];
}>;
const refNames = JSON.parse(refNamesJson) as string[];

type Run = (sql: string, parameters: unknown[]) => Promise<Record<string, unknown>[]>;

function sqliteRunner(file: string): Run {
  const conn = new Database(file, { readonly: true });
  const prepared = new Map<string, Database.Statement>();
  return async (sql, parameters) => {
    let stmt = prepared.get(sql);
    if (!stmt) {
      stmt = conn.prepare(sql);
      prepared.set(sql, stmt);
    }
    return stmt.all(...parameters) as Record<string, unknown>[];
  };
}

function postgresRunner(url: string): Run {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (sql, parameters) => (await pool.query(sql, parameters)).rows;
}

const run = dbUrl.startsWith("sqlite:") ? sqliteRunner(dbUrl.slice(7)) : postgresRunner(dbUrl);

const server = http.createServer(async (_req, res) => {
  const [page, count, ...refQueries] = statements;
  const [items, totals] = await Promise.all([
    run(page!.sql, page!.parameters),
    run(count!.sql, count!.parameters),
  ]);
  const refs: Record<string, Record<string, unknown>> = {};
  for (const [i, q] of refQueries.entries()) {
    const byId: Record<string, unknown> = {};
    for (const row of await run(q.sql, q.parameters)) byId[String(row.id)] = row;
    refs[refNames[i] ?? `ref${i}`] = byId;
  }
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ data: { items, refs, total: Number(totals[0]?.total ?? 0) } }));
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.send?.({ port: address.port });
});
