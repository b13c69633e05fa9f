import type { Kysely } from "kysely";
import type { z } from "zod";
import { INSTRUCTOR_ROLES } from "../../../shared/policy/index.ts";
import type { courseInputSchema } from "../../../shared/schemas/catalogue.ts";
import { courseSearchColumns } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, fieldError, notFound } from "../../lib/app-error.ts";
import { lockParent } from "./positions.ts";
import { requireFreeSlug, requireReferences } from "./references.ts";

type Db = Kysely<Database>;
export type CourseValues = z.output<typeof courseInputSchema>;

/** The course's columns from the form: JSON for the introduction, the search columns of its name and description. */
function columns(course: CourseValues) {
  return {
    ...course,
    introduction: course.introduction ? JSON.stringify(course.introduction) : null,
    is_featured: course.is_featured ? (1 as const) : (0 as const),
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

/**
 * A course's instructor is somebody who teaches (INSTRUCTOR_ROLES), not a student: a 400 at
 * `creator_id` otherwise. Checked when the form names one; an update that keeps the course's
 * current instructor is not refused for it, so a course whose instructor has since left the
 * staff can still have its price or text changed.
 */
async function requireInstructor(db: Db, creatorId: number | null, current?: number | null) {
  if (creatorId === null || creatorId === current) return;
  const user = await db
    .selectFrom("user")
    .select("role")
    .where("id", "=", creatorId)
    .executeTakeFirst();
  if (user && !INSTRUCTOR_ROLES.includes(user.role)) {
    throw fieldError("creator_id", "errors.catalogue.notAnInstructor");
  }
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
    await requireInstructor(trx, course.creator_id);
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
    const stored = await trx
      .selectFrom("course")
      .select("creator_id")
      .where("id", "=", id)
      .executeTakeFirst();
    await requireInstructor(trx, course.creator_id, stored?.creator_id);
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
