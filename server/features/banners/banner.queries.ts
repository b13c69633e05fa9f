import type { Kysely, Transaction } from "kysely";
import type { BannerPlace } from "../../../shared/constants.ts";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export const BANNER_STATE = [
  "id",
  "caption",
  "image_id",
  "place",
  "linked_url",
  "sort_order",
  "starts_at",
  "ends_at",
] as const;

export function findBanner(db: Db, id: number) {
  return db.selectFrom("banner").select(BANNER_STATE).where("id", "=", id).executeTakeFirst();
}

/** The ids of a place's banners, in their order. */
export async function bannerIdsOf(db: Db, place: BannerPlace): Promise<number[]> {
  const rows = await db
    .selectFrom("banner")
    .select("id")
    .where("place", "=", place)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The next place at the end of a place's order. */
export async function nextSortOrder(db: Db, place: BannerPlace): Promise<number> {
  const row = await db
    .selectFrom("banner")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .where("place", "=", place)
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}
