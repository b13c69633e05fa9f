import { type Actor, isAdminLike } from "../../policies/actor.ts";
import type { AnyQuery } from "./resource.ts";

/**
 * Row scopes shared by several resources (DECISIONS.md "Catalogue and prices"): PRIVATE and
 * ARCHIVED records are hidden from visitors, but a student keeps seeing a course they own.
 */

export function publicUnlessAdmin(table: string) {
  return (query: AnyQuery, actor: Actor): AnyQuery =>
    isAdminLike(actor) ? query : query.where(`${table}.visibility`, "=", "PUBLIC");
}

/** Courses the actor may see: all for admins, PUBLIC plus those the student owns otherwise. */
export function visibleCourses(query: AnyQuery, actor: Actor, courseIdColumn = "course.id") {
  if (isAdminLike(actor)) return query;
  const user = actor.user;
  return query.where((eb) => {
    const isPublic =
      courseIdColumn === "course.id"
        ? eb("course.visibility", "=", "PUBLIC")
        : eb(
            courseIdColumn,
            "in",
            eb.selectFrom("course").select("course.id").where("course.visibility", "=", "PUBLIC"),
          );
    if (!user) return isPublic;
    const owned = eb
      .selectFrom("enrollment")
      .select("enrollment.course_id")
      .where("enrollment.user_id", "=", user.id)
      .where("enrollment.status", "in", ["ACTIVE", "COMPLETED"]);
    return eb.or([isPublic, eb(courseIdColumn, "in", owned)]);
  });
}

/** For resources only the admins' screens list. */
export const adminLikeOnly = (query: AnyQuery, actor: Actor): AnyQuery | null =>
  isAdminLike(actor) ? query : null;
