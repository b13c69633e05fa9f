import type { Kysely } from "kysely";
import type { z } from "zod";
import type { comboInputSchema, promotionInputSchema } from "../../../shared/schemas/catalogue.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, fieldError, notFound } from "../../lib/app-error.ts";
import { requireFreeSlug, requireReferences } from "./references.ts";

/** Promotions and combos: what is sold beside single courses. */

type Db = Kysely<Database>;
export type PromotionValues = z.output<typeof promotionInputSchema>;
export type ComboValues = z.output<typeof comboInputSchema>;

async function requireCourses(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom("course").select("id").where("id", "in", ids).execute();
  if (found.length !== new Set(ids).size)
    throw fieldError("course_ids", "errors.catalogue.notFound");
}

// ---- promotions ----

/**
 * The courses covered are the courses whose `promotion_id` is this promotion (the one link):
 * listing a course takes it from any other promotion, which is how overlapping promotions are
 * resolved — the last one a course was given wins, and the form shows which one it leaves.
 */
async function cover(trx: Db, promotionId: number, courseIds: readonly number[]): Promise<void> {
  await trx
    .updateTable("course")
    .set({ promotion_id: null })
    .where("promotion_id", "=", promotionId)
    .$if(courseIds.length > 0, (q) => q.where("id", "not in", courseIds))
    .execute();
  if (courseIds.length === 0) return;
  await trx
    .updateTable("course")
    .set({ promotion_id: promotionId })
    .where("id", "in", courseIds)
    .where((eb) => eb.or([eb("promotion_id", "is", null), eb("promotion_id", "!=", promotionId)]))
    .execute();
}

function promotionColumns(p: PromotionValues) {
  const { course_ids: _courses, ...columns } = p;
  return { ...columns, search_text: normalizeSearch(p.name) };
}

export function createPromotion(db: Db, p: PromotionValues): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireFreeSlug(trx, "promotion", p.slug);
    await requireReferences(trx, [["image_id", "image", p.image_id]]);
    await requireCourses(trx, p.course_ids);
    const row = await trx
      .insertInto("promotion")
      .values(promotionColumns(p))
      .returning("id")
      .executeTakeFirstOrThrow();
    await cover(trx, Number(row.id), p.course_ids);
    return Number(row.id);
  });
}

export function updatePromotion(db: Db, id: number, p: PromotionValues): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireFreeSlug(trx, "promotion", p.slug, id);
    await requireReferences(trx, [["image_id", "image", p.image_id]]);
    await requireCourses(trx, p.course_ids);
    const updated = await trx
      .updateTable("promotion")
      .set({ ...promotionColumns(p), update_time: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound();
    await cover(trx, id, p.course_ids);
    return id;
  });
}

/** Its courses simply lose it (the link is set null); orders keep the price they were made at. */
export function deletePromotion(db: Db, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("course")
      .set({ promotion_id: null })
      .where("promotion_id", "=", id)
      .execute();
    const deleted = await trx.deleteFrom("promotion").where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound();
    return id;
  });
}

// ---- combos ----

function comboColumns(c: ComboValues) {
  const { course_ids: _courses, ...columns } = c;
  return { ...columns, search_text: normalizeSearch(c.name) };
}

async function writeComboCourses(trx: Db, comboId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom("combo_course").where("combo_id", "=", comboId).execute();
  await trx
    .insertInto("combo_course")
    .values(ids.map((course_id, sort_order) => ({ combo_id: comboId, course_id, sort_order })))
    .execute();
}

async function checkCombo(trx: Db, c: ComboValues, id?: number): Promise<void> {
  await requireFreeSlug(trx, "combo", c.slug, id);
  await requireReferences(trx, [
    ["image_id", "image", c.image_id],
    ["promotional_image_id", "image", c.promotional_image_id],
  ]);
  await requireCourses(trx, c.course_ids);
}

export function createCombo(db: Db, c: ComboValues): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkCombo(trx, c);
    const row = await trx
      .insertInto("combo")
      .values(comboColumns(c))
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeComboCourses(trx, Number(row.id), c.course_ids);
    return Number(row.id);
  });
}

export function updateCombo(db: Db, id: number, c: ComboValues): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkCombo(trx, c, id);
    const updated = await trx
      .updateTable("combo")
      .set({ ...comboColumns(c), update_time: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound();
    await writeComboCourses(trx, id, c.course_ids);
    return id;
  });
}

/** A combo somebody ordered is kept (their order names it): hide it instead. */
export function deleteCombo(db: Db, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ordered = await trx
      .selectFrom("order")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("item_type", "=", "COMBO")
      .where("item_id", "=", id)
      .executeTakeFirstOrThrow();
    if (Number(ordered.n) > 0) {
      throw new AppError("CONFLICT", "errors.catalogue.comboHasOrders", {
        orders: Number(ordered.n),
      });
    }
    const deleted = await trx.deleteFrom("combo").where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound();
    return id;
  });
}
