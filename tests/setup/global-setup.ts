import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../../server/db/create-db.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";

/**
 * Migrates one template database per engine before the server tests run; each test file then
 * gets its own copy (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL).
 * PostgreSQL runs when TEST_DATABASE_URL is set; REQUIRE_POSTGRES=1 makes its absence fatal.
 */

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresAdminUrl: string | null;
    postgresTemplate: string | null;
  }
}

// One folder per run, so that two test runs at once (a developer's and an editor's) cannot
// delete each other's databases.
const TMP = path.resolve(import.meta.dirname, `../../.tmp/test-db-${process.pid}`);

export default async function setup(project: TestProject) {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const sqliteTemplate = path.join(TMP, "template.db");
  const sqlite = createDb(`sqlite:${sqliteTemplate}`);
  await migrateToLatest(sqlite.db);
  await sqlite.close();
  project.provide("sqliteTemplate", sqliteTemplate);

  const adminUrl = process.env.TEST_DATABASE_URL ?? null;
  if (!adminUrl && process.env.REQUIRE_POSTGRES === "1") {
    throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set");
  }
  project.provide("postgresAdminUrl", adminUrl);
  project.provide("postgresTemplate", null);
  const removeSqlite = () => rmSync(TMP, { recursive: true, force: true });
  if (!adminUrl) return removeSqlite;

  const template = `tpl_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${template}`);
  await adminQuery(adminUrl, `create database ${template}`);
  const postgres = createDb(withDatabase(adminUrl, template), { poolMax: 1 });
  await migrateToLatest(postgres.db);
  await postgres.close();
  project.provide("postgresTemplate", template);

  return async () => {
    removeSqlite();
    await dropTestDatabases(adminUrl);
    await adminQuery(adminUrl, `drop database if exists ${template}`);
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`t_${process.pid}_%`],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
