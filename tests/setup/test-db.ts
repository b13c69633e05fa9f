import { randomBytes } from "node:crypto";
import { copyFileSync } from "node:fs";
import { inject } from "vitest";
import { createDb, type DbHandle } from "../../server/db/create-db.ts";
import type { DbKind } from "../../server/db/dialect.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

/** The engines this run tests: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): DbKind[] {
  return inject("postgresTemplate") ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestDb extends DbHandle {
  url: string;
}

/** A fresh, migrated, empty database of its own for one test file (or one test). */
export async function openTestDb(
  kind: DbKind,
  options: Parameters<typeof createDb>[1] = {},
): Promise<TestDb> {
  const suffix = `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
  if (kind === "sqlite") {
    const template = inject("sqliteTemplate");
    const file = template.replace(/template\.db$/, `t_${suffix}.db`);
    copyFileSync(template, file);
    const url = `sqlite:${file}`;
    return { ...createDb(url, options), url };
  }
  const adminUrl = inject("postgresAdminUrl");
  const template = inject("postgresTemplate");
  if (!adminUrl || !template) throw new Error("PostgreSQL is not configured for this run");
  // The global setup's process id names the template; test databases share its prefix.
  const name = `t_${template.slice(4)}_${suffix}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = withDatabase(adminUrl, name);
  const handle = createDb(url, { poolMax: 4, ...options });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
