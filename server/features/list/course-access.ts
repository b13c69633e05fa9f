import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";
import type { AnyDb, ResourceSpec } from "./resource.ts";
import { findResource, type Registry } from "./resource-rules.ts";

/**
 * Which courses the actor may learn (docs/product/states-and-learning.md "Lesson access"): staff every course, a student
 * those with an ACTIVE or COMPLETED enrollment, a visitor none. Read only when a resource in the
 * answer needs it, so plain lists cost no extra query.
 */
export interface CourseAccess {
  has(courseId: number): boolean;
}

const NONE: CourseAccess = { has: () => false };
const ALL: CourseAccess = { has: () => true };

export async function courseAccess(
  db: AnyDb,
  registry: Registry,
  actor: Actor,
  spec: ResourceSpec,
  refNames: readonly string[],
): Promise<CourseAccess> {
  const needed =
    spec.usesCourseAccess || refNames.some((name) => refChainNeeds(registry, spec, name));
  if (!needed || actor.user === null) return NONE;
  if (can(actor, "learnAll", "course")) return ALL;
  const rows = await db
    .selectFrom("enrollment")
    .select("course_id")
    .where("user_id", "=", actor.user.id)
    .where("status", "in", ["ACTIVE", "COMPLETED"])
    .execute();
  return new Set(rows.map((r) => Number(r.course_id)));
}

/** True when the ref or any ref it reads its keys from is a resource that needs course access. */
function refChainNeeds(registry: Registry, spec: ResourceSpec, name: string): boolean {
  for (
    let ref = spec.refs?.[name];
    ref;
    ref = ref.from === "items" ? undefined : spec.refs?.[ref.from]
  ) {
    if (findResource(registry, ref.resource).usesCourseAccess) return true;
  }
  return false;
}
