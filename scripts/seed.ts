import { loadConfig } from "../server/config.ts";
import { createDb } from "../server/db/create-db.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { formatSeedReport, seedDemo } from "../server/seed/seed.ts";

// `npm run seed`: the demo catalogue on the configured database (DATA_DIR / DATABASE_URL), if
// that database is empty. Start-up does the same when SEED_DEMO is on.

const config = loadConfig();
const handle = createDb(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const started = performance.now();
  const report = await seedDemo(handle.db, { mediaDir: config.mediaDir });
  if (report) {
    console.log(formatSeedReport(report));
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    console.log("The database is not empty: nothing seeded.");
  }
} catch (error) {
  console.error("Seeding failed:", error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
