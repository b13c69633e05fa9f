import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export function findArticleCategory(db: Db, id: number) {
  return db
    .selectFrom("article_category")
    .select(["id", "slug", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Whether another category than `exceptId` already has this slug. */
export async function categorySlugTaken(db: Db, slug: string, exceptId?: number) {
  let query = db.selectFrom("article_category").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
