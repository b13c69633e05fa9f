import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The columns an article write reads and answers with. */
export const ARTICLE_STATE = [
  "id",
  "slug",
  "name",
  "creator_id",
  "visibility",
  "submitted_time",
  "update_time",
] as const;

export function findArticle(db: Kysely<Database> | Transaction<Database>, id: number) {
  return db.selectFrom("article").select(ARTICLE_STATE).where("id", "=", id).executeTakeFirst();
}

/** Whether another article than `exceptId` already has this slug. */
export async function slugTaken(
  db: Kysely<Database> | Transaction<Database>,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom("article").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The ids among these that are not stored images. */
export async function missingImages(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly (number | null)[],
): Promise<number[]> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return [];
  const found = await db.selectFrom("image").select("id").where("id", "in", wanted).execute();
  const present = new Set(found.map((row) => Number(row.id)));
  return wanted.filter((id) => !present.has(id));
}

/** Whether an article category with this id exists. */
export async function categoryExists(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("article_category")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The alternative text of these images, by id ("" when none was written). */
export async function imageAlts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("image").select(["id", "alt"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [Number(row.id), row.alt ?? ""]));
}
