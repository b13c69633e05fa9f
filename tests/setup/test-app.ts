import type { FastifyInstance } from "fastify";
import type { KyselyPlugin } from "kysely";
import { buildApp } from "../../server/app.ts";
import { type Config, loadConfig } from "../../server/config.ts";
import type { DbKind } from "../../server/db/dialect.ts";
import { openTestDb, type TestDb } from "./test-db.ts";

export interface TestApp {
  app: FastifyInstance;
  db: TestDb["db"];
  /** The database's URL, for a second handle on the same data (another server process). */
  url: string;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a fresh database of the given engine, driven by `app.inject`. */
export async function createTestApp(
  kind: DbKind,
  options: { env?: Record<string, string>; plugins?: KyselyPlugin[] } = {},
): Promise<TestApp> {
  const testDb = await openTestDb(kind, { plugins: options.plugins });
  const config = loadConfig(
    { NODE_ENV: "test", DATA_DIR: ".tmp/test-data", JOBS: "0", ...options.env },
    process.cwd(),
    { dotenv: false },
  );
  const app = await buildApp({ config, db: testDb.db, webDir: ".tmp/no-web-build" });
  await app.ready();
  return {
    app,
    db: testDb.db,
    url: testDb.url,
    config,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}
