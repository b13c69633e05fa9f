import type { Kysely, Transaction } from "kysely";
import type { BannerPlace } from "../../../shared/constants.ts";
import type { BannerFields } from "../../../shared/schemas/content.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { fieldError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize } from "../../policies/index.ts";
import { missingImages } from "../articles/article.queries.ts";
import { bannerIdsOf, findBanner, nextSortOrder } from "./banner.queries.ts";

/**
 * Banner management (an admin area): create, update, delete and reorder the banners of a place.
 * Each write is one transaction (the activity log's rows with it). The home page reads the
 * banners through the list API on every visit, so a change shows at once.
 */

type Db = Kysely<Database>;
export type BannerState = NonNullable<Awaited<ReturnType<typeof findBanner>>>;

async function stateOf(trx: Transaction<Database>, id: number): Promise<BannerState> {
  const banner = await findBanner(trx, id);
  if (!banner) throw notFound();
  return { ...banner, id: Number(banner.id) };
}

async function checkImage(trx: Transaction<Database>, imageId: number) {
  if ((await missingImages(trx, [imageId])).length > 0) {
    throw fieldError("image_id", "errors.content.imageMissing");
  }
}

function columns(fields: BannerFields) {
  return {
    caption: fields.caption,
    image_id: fields.image_id,
    place: fields.place,
    linked_url: fields.linked_url,
    starts_at: fields.starts_at,
    ends_at: fields.ends_at,
    search_text: normalizeSearch(fields.caption),
  };
}

export async function createBanner(db: Db, actor: Actor, fields: BannerFields) {
  authorize(actor, "create", "banner");
  return db.transaction().execute(async (trx) => {
    await checkImage(trx, fields.image_id);
    const now = nowIso();
    const inserted = await trx
      .insertInto("banner")
      .values({
        ...columns(fields),
        sort_order: await nextSortOrder(trx, fields.place),
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return stateOf(trx, Number(inserted.id));
  });
}

export async function updateBanner(db: Db, actor: Actor, id: number, fields: BannerFields) {
  return db.transaction().execute(async (trx) => {
    const before = await stateOf(trx, id);
    authorize(actor, "update", "banner", before);
    await checkImage(trx, fields.image_id);
    // Moved to another place: it goes to the end of that place's order.
    const sortOrder =
      before.place === fields.place ? before.sort_order : await nextSortOrder(trx, fields.place);
    await trx
      .updateTable("banner")
      .set({ ...columns(fields), sort_order: sortOrder, update_time: nowIso() })
      .where("id", "=", id)
      .execute();
    return stateOf(trx, id);
  });
}

export async function deleteBanner(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    authorize(actor, "delete", "banner", await stateOf(trx, id));
    await trx.deleteFrom("banner").where("id", "=", id).execute();
  });
}

/**
 * Puts a place's banners in the given order. The list must name every banner of the place once:
 * a list made from a stale screen (a banner added or deleted meanwhile) is refused rather than
 * leaving two banners at the same position.
 */
export async function reorderBanners(
  db: Db,
  actor: Actor,
  place: BannerPlace,
  ids: readonly number[],
): Promise<{ place: BannerPlace; ids: number[] }> {
  authorize(actor, "update", "banner");
  return db.transaction().execute(async (trx) => {
    const current = await bannerIdsOf(trx, place);
    const same =
      current.length === ids.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw fieldError("ids", "errors.content.bannerOrder");
    const now = nowIso();
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable("banner")
        .set({ sort_order: index, update_time: now })
        .where("id", "=", id)
        .execute();
    }
    return { place, ids: [...ids] };
  });
}
