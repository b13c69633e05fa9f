import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { FavoritesList } from "../../../shared/schemas/enrollments.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import type { ListQuery } from "../list/list-query.ts";
import { registry } from "../list/registry.ts";
import type { ListResult } from "../list/resource.ts";
import { runList } from "../list/run-list.ts";

type Db = Kysely<Database>;

/** Likes a course the user may see (PUBLIC, or one they are enrolled in); a repeat is a no-op. */
export async function favor(db: Db, actor: Actor, courseId: number): Promise<void> {
  const visible = await runList(db, registry, "course", courseIdQuery([courseId]), actor);
  if (visible.items.length === 0) throw notFound();
  await db
    .insertInto("favorite")
    .values({ user_id: actor.user!.id, course_id: courseId })
    .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
    .execute();
}

export async function unfavor(db: Db, userId: number, courseId: number): Promise<void> {
  await db
    .deleteFrom("favorite")
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .execute();
}

const FIELDS = ["course_id", "create_time"] as const;

/**
 * What a course card needs besides the course, named as the library's enrollments name them
 * (`course_image`, `course_user`, `course_promotion`): the courses' own `image`, `user` and
 * `promotion` refs, read by the course list with this user's rules.
 */
const CARD_REFS = {
  course_image: "image",
  course_user: "user",
  course_promotion: "promotion",
} as const;
type CardRef = keyof typeof CARD_REFS;
const isCardRef = (name: string): name is CardRef => Object.hasOwn(CARD_REFS, name);

/**
 * The user's favourites as a list query (docs/product/api.md: a filter on course_id, limit 1, total
 * read — "do I like this course?"): filters on course_id (= or IN), orders on create_time or
 * course_id, `refNames: ["course"]` for the courses as the course list shows them to this user,
 * plus `course_image`, `course_user` and `course_promotion` for their cards (the favourites tab).
 */
export async function listFavorites(
  db: Db,
  actor: Actor,
  query: ListQuery,
): Promise<FavoritesList> {
  for (const filter of query.filters) {
    if (filter.field !== "course_id")
      throw badRequest("errors.list.unknownField", { field: filter.field });
    if (filter.operator !== "=" && filter.operator !== "IN") {
      throw badRequest("errors.list.badOperator", { operator: filter.operator });
    }
  }
  for (const order of query.orders) {
    if (!(FIELDS as readonly string[]).includes(order.field)) {
      throw badRequest("errors.list.notOrderable", { field: order.field });
    }
  }
  const unknownRef = query.refNames.find((name) => name !== "course" && !isCardRef(name));
  if (unknownRef) throw badRequest("errors.list.unknownRef", { ref: unknownRef });
  if (query.search !== undefined)
    throw badRequest("errors.list.notFilterable", { field: "search" });
  if (!actor.user) return { items: [], refs: {}, total: 0 };

  let where = db.selectFrom("favorite").where("user_id", "=", actor.user.id);
  for (const filter of query.filters) {
    const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(Number);
    if (values.some((v) => !Number.isSafeInteger(v))) {
      throw badRequest("errors.list.badValue", { field: "course_id" });
    }
    where =
      values.length === 0
        ? where.where(sql<boolean>`1 = 0`)
        : where.where("course_id", "in", values);
  }
  let page = where.select(["course_id", "create_time"]);
  for (const order of query.orders) {
    page = page.orderBy(order.field as (typeof FIELDS)[number], order.direction);
  }
  const [items, count] = await Promise.all([
    page
      .orderBy("create_time", "desc")
      .orderBy("course_id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    where.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  const refs: ListResult["refs"] = {};
  const cardRefs = query.refNames.filter(isCardRef);
  if ((query.refNames.includes("course") || cardRefs.length > 0) && items.length > 0) {
    const courses = await runList(
      db,
      registry,
      "course",
      {
        ...courseIdQuery(items.map((i) => i.course_id)),
        refNames: cardRefs.map((name) => CARD_REFS[name]),
      },
      actor,
    );
    if (query.refNames.includes("course")) {
      refs.course = Object.fromEntries(courses.items.map((c) => [String(c.id), c]));
    }
    for (const name of cardRefs) refs[name] = courses.refs[CARD_REFS[name]] ?? {};
  }
  return { items, refs, total: Number(count.total) };
}

function courseIdQuery(ids: number[]): ListQuery {
  return {
    filters: [{ field: "id", operator: "IN", value: ids }],
    orders: [],
    refNames: [],
    search: undefined,
    limit: Math.max(1, ids.length),
    offset: 0,
  };
}
