import type { Kysely } from "kysely";
import { dbKind } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";

/**
 * Dense positions: the children of a parent (a course's chapters and lessons, a quiz's groups
 * and questions) carry `sort_order` 0, 1, 2 … in the order shown, with no gap and no tie.
 *
 * Every write that changes a list of children first locks its parent row (`lockParent`), so two
 * reorders of the same course run one after the other: on PostgreSQL the row lock makes the
 * second wait; SQLite runs one write transaction at a time. A reorder names every child; if the
 * list changed meanwhile (a child added or deleted), it is refused as stale rather than guessed.
 */

type Db = Kysely<Database>;
type Parent = "course" | "quiz";

/** Locks the parent for the rest of the transaction; a missing parent is a 404. */
export async function lockParent(trx: Db, table: Parent, id: number): Promise<void> {
  const row = await trx
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .$if(dbKind(trx) === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** The ids given must be exactly the ids there are, each once. */
export function requireSameSet(current: readonly number[], given: readonly number[]): void {
  const now = new Set(current);
  const asked = new Set(given);
  if (asked.size !== given.length || now.size !== asked.size || given.some((id) => !now.has(id))) {
    throw new AppError("CONFLICT", "errors.catalogue.staleOrder");
  }
}

/** Writes 0…n-1 in the given order, with the other columns each row needs (its chapter…). */
export async function writePositions<
  T extends "chapter" | "lesson" | "question_group" | "question",
>(
  trx: Db,
  table: T,
  rows: readonly { id: number; extra?: Record<string, number | null> }[],
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    await trx
      .updateTable(table as "chapter")
      .set({ sort_order: index, ...(row.extra ?? {}) })
      .where("id", "=", row.id)
      .execute();
  }
}
