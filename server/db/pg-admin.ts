import pg from "pg";

// Throwaway PostgreSQL databases for tests (and a template to clone them from): tests never
// migrate or write the database named in TEST_DATABASE_URL itself, only siblings of it.

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid database name: ${name}`);
  return `"${name}"`;
}

/** The same server URL with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function withClient<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `adminUrl` (optionally as a copy of `template`,
 * which must have no open connection) and returns its URL.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  name: string,
  options: { template?: string } = {},
): Promise<string> {
  const template = options.template ? ` template ${checkName(options.template)}` : "";
  await withClient(adminUrl, (c) => c.query(`create database ${checkName(name)}${template}`));
  return withDatabaseName(adminUrl, name);
}

/** Drops database `name`, ending its remaining connections (PostgreSQL 13+). */
export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (c) =>
    c.query(`drop database if exists ${checkName(name)} with (force)`),
  );
}

/** A fresh, unused database name with a readable prefix. */
export function randomDatabaseName(prefix = "hv_test"): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
