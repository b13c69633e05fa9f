import type { Kysely, Transaction } from "kysely";
import type { ArticleCategoryFields } from "../../../shared/schemas/content.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { fieldError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize } from "../../policies/index.ts";
import { categorySlugTaken, findArticleCategory } from "./article-category.queries.ts";

/**
 * Article categories: create, rename, delete (its articles keep going, without a category: the
 * foreign key sets theirs to null). Each write is one transaction with its activity-log rows.
 */

type Db = Kysely<Database>;

async function stateOf(trx: Transaction<Database>, id: number) {
  const category = await findArticleCategory(trx, id);
  if (!category) throw notFound();
  return { ...category, id: Number(category.id) };
}

async function checkSlug(trx: Transaction<Database>, slug: string, exceptId?: number) {
  if (await categorySlugTaken(trx, slug, exceptId)) {
    throw fieldError("slug", "errors.content.categorySlugTaken", "CONFLICT");
  }
}

const columns = (fields: ArticleCategoryFields) => ({
  name: fields.name,
  slug: fields.slug,
  search_text: normalizeSearch(fields.name),
});

export async function createArticleCategory(db: Db, actor: Actor, fields: ArticleCategoryFields) {
  authorize(actor, "create", "article_category");
  return db.transaction().execute(async (trx) => {
    await checkSlug(trx, fields.slug);
    const now = nowIso();
    const inserted = await trx
      .insertInto("article_category")
      .values({ ...columns(fields), create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return stateOf(trx, Number(inserted.id));
  });
}

export async function updateArticleCategory(
  db: Db,
  actor: Actor,
  id: number,
  fields: ArticleCategoryFields,
) {
  return db.transaction().execute(async (trx) => {
    authorize(actor, "update", "article_category", await stateOf(trx, id));
    await checkSlug(trx, fields.slug, id);
    await trx
      .updateTable("article_category")
      .set({ ...columns(fields), update_time: nowIso() })
      .where("id", "=", id)
      .execute();
    return stateOf(trx, id);
  });
}

export async function deleteArticleCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    authorize(actor, "delete", "article_category", await stateOf(trx, id));
    await trx.deleteFrom("article_category").where("id", "=", id).execute();
  });
}
