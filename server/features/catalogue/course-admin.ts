import type { Kysely } from "kysely";
import type { z } from "zod";
import type { courseInputSchema } from "../../../shared/schemas/catalogue.ts";
import { courseSearchColumns } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { lockParent } from "./positions.ts";
import { requireFreeSlug, requireReferences } from "./references.ts";

type Db = Kysely<Database>;
export type CourseValues = z.output<typeof courseInputSchema>;

/** The course's columns from the form: JSON for the introduction, the search columns of its name and description. */
function columns(course: CourseValues) {
  return {
    ...course,
    introduction: course.introduction ? JSON.stringify(course.introduction) : null,
    // A place only onsite, a link only remote: the other one would be shown by mistake.
    location: course.delivery === "ONSITE" ? course.location : null,
    meeting_url: course.delivery === "REMOTE" ? course.meeting_url : null,
    ...courseSearchColumns(course.name, course.description),
  };
}

async function checkReferences(db: Db, course: CourseValues): Promise<void> {
  await requireReferences(db, [
    ["avatar_image_id", "image", course.avatar_image_id],
    ["promotional_avatar_image_id", "image", course.promotional_avatar_image_id],
    ["sharing_avatar_image_id", "image", course.sharing_avatar_image_id],
    ["sharing_image_id", "image", course.sharing_image_id],
    ["promotional_image_id", "image", course.promotional_image_id],
    ["creator_id", "user", course.creator_id],
    ["promotion_id", "promotion", course.promotion_id],
  ]);
}

/** A new course; its instructor is its author unless the form names another. */
export async function createCourse(
  db: Db,
  authorId: number | null,
  course: CourseValues,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireFreeSlug(trx, "course", course.slug);
    await checkReferences(trx, course);
    const row = await trx
      .insertInto("course")
      .values({ ...columns(course), creator_id: course.creator_id ?? authorId })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

/** An instructor left empty keeps the one the course has: a course always names somebody. */
export async function updateCourse(db: Db, id: number, course: CourseValues): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockParent(trx, "course", id);
    await requireFreeSlug(trx, "course", course.slug, id);
    await checkReferences(trx, course);
    const { creator_id, ...values } = columns(course);
    await trx
      .updateTable("course")
      .set({ ...values, ...(creator_id ? { creator_id } : {}), update_time: nowIso() })
      .where("id", "=", id)
      .execute();
    return id;
  });
}

/**
 * A course somebody enrolled in or ordered is never deleted: their library, orders and
 * certificates point to it. The refusal says how many and what to do instead (hide it).
 */
export async function deleteCourse(db: Db, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockParent(trx, "course", id);
    const count = async (table: "enrollment" | "order_item") => {
      const row = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("course_id", "=", id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const enrollments = await count("enrollment");
    const orders = await count("order_item");
    if (enrollments > 0 || orders > 0) {
      throw new AppError("CONFLICT", "errors.catalogue.courseHasBuyers", { enrollments, orders });
    }
    const deleted = await trx.deleteFrom("course").where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound();
    return id;
  });
}

/** Bumps the course's "last updated" date when its curriculum changes. */
export async function touchCourse(trx: Db, id: number): Promise<void> {
  await trx.updateTable("course").set({ update_time: nowIso() }).where("id", "=", id).execute();
}
