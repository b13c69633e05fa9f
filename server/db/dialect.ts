import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from "kysely";

// The few places where SQLite and PostgreSQL differ, so that query code can stay portable.
// Everything else (insert … on conflict do nothing, returning, limit/offset) is written once
// with Kysely and runs on both.

export type DbKind = "sqlite" | "postgres";

export function dbKind<DB>(db: Kysely<DB>): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

// ---- Time ---------------------------------------------------------------------------------

/** Now as stored: a UTC ISO-8601 string with milliseconds. Pass it as a value; avoid SQL now(). */
export function nowIso(): string {
  return new Date().toISOString();
}

/** A time `ms` milliseconds after `from` (default now), in the stored shape. */
export function isoAfter(ms: number, from: Date | string = new Date()): string {
  return new Date(new Date(from).getTime() + ms).toISOString();
}

/** Any date input to the stored shape; throws on an invalid date rather than storing junk. */
export function toIso(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date.toISOString();
}

const PG_TIME =
  /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?)?$/;

/**
 * PostgreSQL's text output of timestamptz/timestamp ("2026-11-22 14:00:00.5+07") to the
 * stored shape ("2026-11-22T07:00:00.500Z"); a timestamp without zone is taken as UTC.
 * Values it cannot map (infinity, BC dates) come back unchanged.
 */
export function pgTimeToIso(text: string): string {
  const m = PG_TIME.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, s, frac = "", sign, oh = "00", om = "00", os = "00"] = m;
  const ms = frac.padEnd(3, "0").slice(0, 3);
  const offset = sign ? `${sign}${oh}:${om}` : "Z";
  const time = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${offset}`);
  if (Number.isNaN(time)) return text;
  // Offsets with seconds only occur for historical local mean times; honour them anyway.
  const extra = sign ? Number(os) * 1000 * (sign === "+" ? -1 : 1) : 0;
  return new Date(time + extra).toISOString();
}

// ---- Errors -------------------------------------------------------------------------------

function codeOf(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") return code;
  return codeOf((err as { cause?: unknown }).cause);
}

/** A UNIQUE or PRIMARY KEY collision, on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** A row still referenced (restrict) or a reference to a missing row, on either engine. */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

/**
 * The columns named by a unique violation ("slug"), to say which value is taken; [] if the
 * error does not say.
 */
export function violatedColumns(err: unknown): string[] {
  if (typeof err !== "object" || err === null) return [];
  const { detail, message } = err as { detail?: unknown; message?: unknown };
  // PostgreSQL: detail "Key (provider, provider_transaction_id)=(SEPAY, 1) already exists."
  const pgKey = typeof detail === "string" ? /^Key \(([^)]+)\)=/.exec(detail) : null;
  if (pgKey?.[1]) return pgKey[1].split(",").map((c) => c.trim());
  // SQLite: message "UNIQUE constraint failed: course.slug, course.name"
  const sqlite = typeof message === "string" ? /constraint failed: (.+)$/.exec(message) : null;
  if (sqlite?.[1]) return sqlite[1].split(",").map((c) => c.trim().split(".").pop() ?? c);
  return [];
}

// ---- Text matching ------------------------------------------------------------------------

/** Escapes LIKE's wildcards so that a user's term matches literally (with `escape '\'`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column` contains `term`, case-insensitively: ILIKE on PostgreSQL, LIKE on SQLite (whose LIKE
 * folds ASCII only). For Vietnamese search compare the normalised search_text column instead.
 */
export function likeContains(kind: DbKind, column: string, term: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  const op = kind === "postgres" ? sql`ilike` : sql`like`;
  return sql<SqlBool>`${sql.ref(column)} ${op} ${pattern} escape '\\'`;
}

/** Booleans are stored as integers 0/1 on both engines. */
export function toFlag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}
