import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { createDb, type DbHandle } from "../server/db/create-db.ts";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  randomDatabaseName,
} from "../server/db/pg-admin.ts";
import { createSession, SESSION_COOKIE } from "../server/features/auth/sessions.ts";
import {
  CASSO_V2_VECTOR,
  cassoV1Body,
  cassoV2Body,
  cassoV2Header,
  sepayBody,
  type TransferFields,
} from "../server/features/webhooks/fixtures/bodies.ts";
import { verifyCrashOutcome } from "./webhook-crash-checks.ts";

/**
 * `npm run test:crash`: the bank webhooks must never lose a payment nor credit one twice, even
 * when the server dies mid-request. For each engine (SQLite in a temporary DATA_DIR; PostgreSQL
 * too when DATABASE_URL names a server, in a throwaway database beside it), this starts the
 * real server (`node server/main.ts`), opens one order per student through the checkout API,
 * sends a burst of SePay / Casso v1 / Casso v2 webhooks (each twice, concurrently), kills the
 * server with SIGKILL while they are in flight, restarts it, re-sends every webhook as the
 * providers would, and checks that every order is paid exactly once and every transaction
 * stored once. Prints PASS or FAIL per engine; the exit code is 0 only if all pass.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const ORDERS = 45;
const CONCURRENCY = 10;
const ACCOUNT = "0123499999";
const SECRETS = {
  SEPAY_API_KEY: "crash-sepay-key",
  CASSO_SECURE_TOKEN: "crash-casso-token",
  CASSO_CHECKSUM_KEY: CASSO_V2_VECTOR.checksumKey,
};

interface Webhook {
  orderId: number;
  provider: "SEPAY" | "CASSO";
  providerId: string;
  /** Builds the request afresh each time, as a provider re-signs a retry. */
  request(): { path: string; headers: Record<string, string>; body: string };
}

async function main() {
  const engines: Array<"sqlite" | "postgres"> = ["sqlite"];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl?.startsWith("postgres")) engines.push("postgres");
  else console.log("(DATABASE_URL not set to a postgres:// URL: PostgreSQL is skipped)");

  const results: Array<{ engine: string; failures: string[] }> = [];
  for (const engine of engines) {
    console.log(`\n=== ${engine} ===`);
    results.push({ engine, failures: await runOn(engine, adminUrl) });
  }
  console.log("\n=== Summary ===");
  for (const { engine, failures } of results) {
    console.log(`${failures.length === 0 ? "PASS" : "FAIL"}  ${engine}`);
    for (const failure of failures) console.log(`      - ${failure}`);
  }
  process.exit(results.every((r) => r.failures.length === 0) ? 0 : 1);
}

async function runOn(engine: "sqlite" | "postgres", adminUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hv-crash-"));
  const pgName = engine === "postgres" ? randomDatabaseName("hv_crash") : undefined;
  const databaseUrl = pgName ? await createPostgresDatabase(adminUrl!, pgName) : undefined;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: "admin@crash.test",
    ADMIN_PASSWORD: "crash-test-admin-password",
    BANK_NAME: "Vietcombank",
    BANK_BIN: "970436",
    BANK_ACCOUNT_NAME: "CONG TY HOC VIET",
    BANK_ACCOUNT_NUMBER: ACCOUNT,
    ...SECRETS,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let handle: DbHandle | undefined;
  try {
    server = await startServer(env, dataDir, base);
    handle = createDb(databaseUrl ?? `sqlite:${path.join(dataDir, "app.db")}`, {
      activityLog: false,
    });
    const webhooks = await openOrders(handle, base);
    console.log(`${webhooks.length} orders opened through checkout`);

    // The burst: every webhook twice (a provider's duplicate), killed a third of the way in.
    const burst = webhooks.flatMap((w) => [w, w]);
    const killAfter = Math.floor(burst.length / 3);
    const doomed = server;
    const first = await sendAll(base, burst, {
      onAnswer: (answered) => {
        if (answered === killAfter) doomed.kill("SIGKILL");
      },
    });
    await exited(doomed);
    console.log(
      `burst of ${burst.length}: ${first.ok} answered 2xx, ${first.failed} failed (cut off by the SIGKILL, or refused once the server was dead), ${first.other} other answers`,
    );

    server = await startServer(env, dataDir, base);
    const paidBeforeResend = await countPaid(handle, webhooks);
    const second = await sendAll(base, webhooks, {});
    console.log(
      `after restart: ${paidBeforeResend}/${webhooks.length} orders were paid; re-sent ${webhooks.length}: ${second.ok} answered 2xx`,
    );

    const failures = await verifyCrashOutcome(handle.db, webhooks);
    if (first.failed === 0)
      failures.push("the kill cut off no request: the burst was not interrupted");
    if (second.ok !== webhooks.length) {
      failures.push(`${webhooks.length - second.ok} re-sent webhooks did not answer 2xx`);
    }
    return failures;
  } catch (error) {
    return [`the run itself failed: ${error instanceof Error ? error.stack : String(error)}`];
  } finally {
    server?.kill("SIGTERM");
    if (server) await exited(server);
    await handle?.close();
    if (pgName) await dropPostgresDatabase(adminUrl!, pgName);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One student, course (or combo) and open order per webhook, made through the real checkout. */
async function openOrders(handle: DbHandle, base: string): Promise<Webhook[]> {
  const { db } = handle;
  const stamp = Date.now().toString(36);
  const webhooks: Webhook[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const student = await db
      .insertInto("user")
      .values({
        email: `crash-${stamp}-${i}@example.vn`,
        password_hash: "not-a-real-hash",
        full_name: `Học viên ${i}`,
        status: "ACTIVE",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const courses = [];
    for (let c = 0; c < (i % 5 === 0 ? 3 : 1); c++) {
      courses.push(
        await db
          .insertInto("course")
          .values({
            slug: `crash-${stamp}-${i}-${c}`,
            name: `Khoá ${i}.${c}`,
            visibility: "PUBLIC",
            price: 100_000 + i * 1000,
          })
          .returning("id")
          .executeTakeFirstOrThrow(),
      );
    }
    let item = { type: "course", id: courses[0]!.id };
    if (courses.length > 1) {
      const combo = await db
        .insertInto("combo")
        .values({
          slug: `crash-combo-${stamp}-${i}`,
          name: `Combo ${i}`,
          visibility: "PUBLIC",
          price: 250_000,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("combo_course")
        .values(courses.map((c, n) => ({ combo_id: combo.id, course_id: c.id, sort_order: n })))
        .execute();
      item = { type: "combo", id: combo.id };
    }
    const { cookieValue } = await createSession(db, student.id, {
      ip: "127.0.0.1",
      userAgent: "crash",
    });
    const res = await fetch(`${base}/api/order/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${cookieValue}` },
      body: JSON.stringify(item),
    });
    if (!res.ok) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
    const { order } = (
      (await res.json()) as {
        data: { order: { id: number; amount: number; reference_code: string } };
      }
    ).data;
    const fields: TransferFields = {
      id: 900_000 + i,
      amount: order.amount,
      message: `CT ${order.reference_code.toLowerCase()} hoc phi`,
      accountNumber: ACCOUNT,
    };
    webhooks.push(webhookFor(order.id, fields, i % 3));
  }
  return webhooks;
}

function webhookFor(orderId: number, fields: TransferFields, kind: number): Webhook {
  const json = { "content-type": "application/json" };
  if (kind === 0) {
    const body = JSON.stringify(sepayBody(fields));
    const headers = { ...json, authorization: `Apikey ${SECRETS.SEPAY_API_KEY}` };
    return {
      orderId,
      provider: "SEPAY",
      providerId: String(fields.id),
      request: () => ({ path: "/api/webhooks/sepay", headers, body }),
    };
  }
  if (kind === 1) {
    const body = JSON.stringify(cassoV1Body(fields));
    const headers = { ...json, "secure-token": SECRETS.CASSO_SECURE_TOKEN };
    return {
      orderId,
      provider: "CASSO",
      providerId: String(fields.id),
      request: () => ({ path: "/api/webhooks/casso", headers, body }),
    };
  }
  const payload = cassoV2Body(fields);
  return {
    orderId,
    provider: "CASSO",
    providerId: String(fields.id),
    request: () => ({
      path: "/api/webhooks/casso",
      headers: { ...json, "x-casso-signature": cassoV2Header(payload, SECRETS.CASSO_CHECKSUM_KEY) },
      body: JSON.stringify(payload),
    }),
  };
}

/** Sends the webhooks CONCURRENCY at a time; a refused connection counts as failed. */
async function sendAll(
  base: string,
  webhooks: readonly Webhook[],
  options: { onAnswer?: (answered: number) => void },
) {
  const tally = { ok: 0, failed: 0, other: 0 };
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < webhooks.length) {
      const { path: url, headers, body } = webhooks[next++]!.request();
      try {
        const res = await fetch(`${base}${url}`, { method: "POST", headers, body });
        await res.arrayBuffer();
        if (res.ok) tally.ok++;
        else tally.other++;
        options.onAnswer?.(++answered);
      } catch {
        tally.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return tally;
}

async function countPaid(handle: DbHandle, webhooks: readonly Webhook[]) {
  const rows = await handle.db
    .selectFrom("order")
    .select("id")
    .where("status", "=", "PAID")
    .where(
      "id",
      "in",
      webhooks.map((w) => w.orderId),
    )
    .execute();
  return rows.length;
}

async function startServer(env: NodeJS.ProcessEnv, cwd: string, base: string) {
  // cwd is the temporary folder, so that no developer's .env reaches this server.
  const child = spawn(process.execPath, [path.join(ROOT, "server/main.ts")], {
    cwd,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited at start-up:\n${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer /healthz within 60 s:\n${stderr}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

await main();
