import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Kysely, sql } from "kysely";
import {
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  NO_MIGRATIONS,
} from "kysely/migration";
import { dbKind } from "./dialect.ts";

const DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
// A date, a sequence number, a name: 2026_11_22_0001_initial.ts. Tests and helpers never match.
const FILE = /^(\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+)\.ts$/;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Migration names (file names without .ts), in the order they run. */
export function migrationNames(): string[] {
  return readdirSync(DIR)
    .map((file) => FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort(byName);
}

/** Imports every migration file of migrations/, in name order. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const name of migrationNames()) {
      const mod = (await import(pathToFileURL(`${DIR}${name}.ts`).href)) as Partial<Migration>;
      if (typeof mod.up !== "function" || typeof mod.down !== "function") {
        throw new Error(`Migration ${name} must export up(db) and down(db)`);
      }
      migrations[name] = { up: mod.up, down: mod.down };
    }
    return migrations;
  },
};

/** Runs every pending migration; returns the names it ran. Throws naming the failed one. */
export function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return run(db, (m) => m.migrateToLatest());
}

/** Reverts the latest migration; returns its name (or nothing when none is applied). */
export function migrateDown<DB>(db: Kysely<DB>): Promise<string[]> {
  return run(db, (m) => m.migrateDown());
}

/** Reverts every migration (tests, a full reset). */
export function migrateDownAll<DB>(db: Kysely<DB>): Promise<string[]> {
  return run(db, (m) => m.migrateTo(NO_MIGRATIONS));
}

async function run<DB>(
  db: Kysely<DB>,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, nameComparator: byName });
  const { error, results = [] } = await atomically(db, () => step(migrator));
  if (error) {
    const failed = results.find((r) => r.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed ? `Migration ${failed} failed: ${reason}` : `Migrations failed: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Kysely runs PostgreSQL migrations in one transaction but SQLite ones without (its adapter
 * claims no transactional DDL, though SQLite has it), so a failure would leave half-created
 * tables behind. On SQLite's single connection, wrap the run in a transaction ourselves.
 * Consequence for future SQLite table rebuilds: `pragma foreign_keys` cannot change inside a
 * transaction; use `pragma defer_foreign_keys = on` instead.
 */
async function atomically<DB>(
  db: Kysely<DB>,
  body: () => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  if (dbKind(db) !== "sqlite") return body();
  await sql`begin immediate`.execute(db);
  let result: MigrationResultSet;
  try {
    result = await body();
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
  await sql.raw(result.error ? "rollback" : "commit").execute(db);
  return result;
}
