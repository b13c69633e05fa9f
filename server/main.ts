import { buildApp } from "./app.ts";
import { ConfigError, configWarnings, loadConfig } from "./config.ts";
import { createDb } from "./db/create-db.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { ensureFirstAdmin, FirstAdminRefused } from "./features/users/first-admin.ts";
import { schedulePurge } from "./jobs/purge-expired.ts";
import { createJobRunner } from "./jobs/queue.ts";
import { JOBS } from "./jobs/registry.ts";
import { formatSeedReport, seedDemo } from "./seed/seed.ts";

/**
 * Start-up: read the configuration, open and migrate the database, make sure an admin exists,
 * seed the demo catalogue on an empty embedded database, listen, and stop gracefully.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // pg reports here a pooled connection lost while idle (PostgreSQL restarted or failed over);
  // the pool makes a new one when it needs one. One line, in the app's log once there is one.
  let poolError = (err: Error) => console.error(`PostgreSQL pool: ${err.message}`);
  const { db, close } = createDb(config.databaseUrl, { onPoolError: (err) => poolError(err) });
  await migrateToLatest(db);

  const admin = await ensureFirstAdmin(db, config.admin).catch(async (error: unknown) => {
    if (!(error instanceof FirstAdminRefused)) throw error;
    console.error(error.message);
    await close();
    process.exit(1);
  });
  const printed: string[] = [];
  if (admin.action === "created") {
    printed.push(
      `Admin account: ${admin.email}  password: ${admin.generated ? admin.password : "(ADMIN_PASSWORD)"}`,
    );
  }
  if (config.seedDemo) {
    const report = await seedDemo(db, { mediaDir: config.mediaDir });
    if (report) printed.push(...formatSeedReport(report).split("\n"));
  }
  if (printed.length > 0) printOnce(printed);

  const app = await buildApp({ config, db, logger: { level: config.logLevel } });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  poolError = (err) =>
    app.log.warn({ reason: err.message }, "PostgreSQL: a pooled connection was lost");
  const runner = config.jobs ? createJobRunner({ db, jobs: JOBS, logger: app.log }) : null;
  if (runner) await schedulePurge(db);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing running requests");
    // A stuck request must not keep the process alive for ever.
    const timer = setTimeout(() => process.exit(1), 25_000);
    timer.unref();
    await app.close();
    await runner?.stop();
    await close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  runner?.start();
  console.log(
    `${config.siteName} is running at ${config.siteOrigin} (database: ${config.databaseKind})`,
  );
}

/** Credentials are shown once, on the terminal only: never in the structured log. */
function printOnce(lines: string[]) {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = "=".repeat(width + 4);
  console.log([rule, ...lines.map((l) => `  ${l}`), rule].join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
