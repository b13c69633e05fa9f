import type { Kysely, Transaction } from "kysely";
import type { ArticleFields } from "../../../shared/schemas/content.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { fieldError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize } from "../../policies/index.ts";
import { categoryExists, findArticle, missingImages, slugTaken } from "./article.queries.ts";

/**
 * The article workflow (docs/decisions/003): anyone who writes articles creates drafts
 * (PRIVATE) and edits them; a CONTENT_WRITER edits only their own drafts and submits them for
 * publication (`submitted_time`); CONTENT_MANAGER and ADMIN publish, which makes the article
 * PUBLIC and clears `submitted_time`. Every write is one transaction, so the activity log's rows
 * are written with it. The policy module decides every step.
 */

export type ArticleState = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

type Db = Kysely<Database>;

async function checkFields(trx: Transaction<Database>, fields: ArticleFields, exceptId?: number) {
  if (await slugTaken(trx, fields.slug, exceptId)) {
    throw fieldError("slug", "errors.content.slugTaken", "CONFLICT");
  }
  const missing = await missingImages(trx, [fields.avatar_image_id, fields.banner_image_id]);
  if (missing.length > 0) {
    const field = missing.includes(fields.avatar_image_id ?? -1)
      ? "avatar_image_id"
      : "banner_image_id";
    throw fieldError(field, "errors.content.imageMissing");
  }
  if (fields.category_id !== null && !(await categoryExists(trx, fields.category_id))) {
    throw fieldError("category_id", "errors.content.categoryMissing");
  }
}

function columns(fields: ArticleFields) {
  return {
    name: fields.name,
    slug: fields.slug,
    description: fields.description,
    content: fields.content === null ? null : JSON.stringify(fields.content),
    avatar_image_id: fields.avatar_image_id,
    banner_image_id: fields.banner_image_id,
    priority: fields.priority,
    category_id: fields.category_id,
    search_text: normalizeSearch(fields.name),
  };
}

async function stateOf(trx: Transaction<Database>, id: number): Promise<ArticleState> {
  const article = await findArticle(trx, id);
  if (!article) throw notFound();
  return { ...article, id: Number(article.id) };
}

export async function createArticle(db: Db, actor: Actor, fields: ArticleFields) {
  authorize(actor, "create", "article");
  return db.transaction().execute(async (trx) => {
    await checkFields(trx, fields);
    const now = nowIso();
    const inserted = await trx
      .insertInto("article")
      .values({
        ...columns(fields),
        creator_id: actor.user?.id ?? null,
        visibility: "PRIVATE",
        submitted_time: null,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return stateOf(trx, Number(inserted.id));
  });
}

export async function updateArticle(
  db: Db,
  actor: Actor,
  id: number,
  fields: ArticleFields,
): Promise<ArticleState> {
  return db.transaction().execute(async (trx) => {
    authorize(actor, "update", "article", await stateOf(trx, id));
    await checkFields(trx, fields, id);
    await trx
      .updateTable("article")
      .set({ ...columns(fields), update_time: nowIso() })
      .where("id", "=", id)
      .execute();
    return stateOf(trx, id);
  });
}

export async function deleteArticle(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    authorize(actor, "delete", "article", await stateOf(trx, id));
    await trx.deleteFrom("article").where("id", "=", id).execute();
  });
}

/** A writer asks for publication: the managers see it among the articles to review. */
export async function submitArticle(db: Db, actor: Actor, id: number): Promise<ArticleState> {
  return db.transaction().execute(async (trx) => {
    authorize(actor, "submit", "article", await stateOf(trx, id));
    await trx
      .updateTable("article")
      .set({ submitted_time: nowIso() })
      .where("id", "=", id)
      .execute();
    return stateOf(trx, id);
  });
}

/** A manager publishes: PUBLIC at once, and no longer waiting for review. */
export async function publishArticle(db: Db, actor: Actor, id: number): Promise<ArticleState> {
  return db.transaction().execute(async (trx) => {
    authorize(actor, "publish", "article", await stateOf(trx, id));
    const now = nowIso();
    await trx
      .updateTable("article")
      .set({ visibility: "PUBLIC", submitted_time: null, update_time: now })
      .where("id", "=", id)
      .execute();
    return stateOf(trx, id);
  });
}
