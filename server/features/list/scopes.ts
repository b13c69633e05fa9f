import type { Actor } from "../../policies/actor.ts";
import { can, type PolicyResource } from "../../policies/index.ts";
import type { AnyQuery } from "./resource.ts";

/**
 * Row scopes shared by several resources (docs/product/catalogue-and-prices.md): PRIVATE and
 * ARCHIVED records are hidden from everyone but those who manage them, but a student keeps
 * seeing a course they own. Who manages what is the policy module's answer (`view`).
 */

export function publicUnlessAdmin(resource: PolicyResource) {
  return (query: AnyQuery, actor: Actor): AnyQuery =>
    can(actor, "view", resource) ? query : query.where(`${resource}.visibility`, "=", "PUBLIC");
}

/** Courses the actor may see: all for their managers, PUBLIC plus those the student owns otherwise. */
export function visibleCourses(query: AnyQuery, actor: Actor, courseIdColumn = "course.id") {
  if (can(actor, "view", "course")) return query;
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

/** For resources only their management screens list (quizzes, the activity log…). */
export const managersOnly =
  (resource: PolicyResource) =>
  (query: AnyQuery, actor: Actor): AnyQuery | null =>
    can(actor, "view", resource) ? query : null;
