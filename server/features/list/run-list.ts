import { sql } from "kysely";
import { badRequest, forbidden } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { courseAccess } from "./course-access.ts";
import { applyFilter, checkFilter, searchCondition } from "./filters.ts";
import type { ListQuery } from "./list-query.ts";
import { resolveRefs } from "./refs.ts";
import type { AnyDb, AnyQuery, ListResult, ResourceSpec, Row } from "./resource.ts";
import { decodeJsonFields, findResource, type Registry, readableFields } from "./resource-rules.ts";

/**
 * The generic list query of SPEC.md §7: one statement for the page, one for the total and one
 * per ref name, whatever the page size (no N+1).
 */

export async function runList(
  db: AnyDb,
  registry: Registry,
  resource: string,
  query: ListQuery,
  actor: Actor,
): Promise<ListResult> {
  const spec = findResource(registry, resource);
  const readable = new Set(readableFields(spec, actor));
  const fieldOf = (name: string) => (readable.has(name) ? spec.fields[name] : undefined);

  const filters = query.filters.map((f) => checkFilter(f, fieldOf(f.field)));
  const orders = query.orders.map((o) => {
    const field = fieldOf(o.field);
    if (!field) throw badRequest("errors.list.unknownField", { field: o.field });
    if (!field.order) throw badRequest("errors.list.notOrderable", { field: o.field });
    return [o.field, o.direction] as const;
  });
  for (const name of query.refNames) {
    if (!spec.refs || !Object.hasOwn(spec.refs, name)) {
      throw badRequest("errors.list.unknownRef", { ref: name });
    }
  }

  const scoped = spec.scope ? spec.scope(db.selectFrom(spec.name), actor) : db.selectFrom(spec.name);
  if (!scoped) throw forbidden();
  let where: AnyQuery = scoped;
  for (const filter of filters) where = applyFilter(where, spec.name, filter);
  if (query.search !== undefined) {
    if (!spec.searchable) throw badRequest("errors.list.notFilterable", { field: "search" });
    where = where.where(searchCondition(spec.name, query.search));
  }

  const pageQuery = orderPage(where, spec, orders)
    .select([...readable].map((f) => `${spec.name}.${f}`))
    .limit(query.limit)
    .offset(query.offset);
  const countQuery = where.select(sql<number>`count(*)`.as("total"));
  const [rows, countRow] = await Promise.all([pageQuery.execute(), countQuery.executeTakeFirst()]);

  const items = rows as Row[];
  decodeJsonFields(spec, items);
  const ctx = {
    actor,
    coursesWithAccess: await courseAccess(db, registry, actor, spec, query.refNames),
    lockedMedia: new Set<string>(),
  };
  spec.redact?.(items, ctx);
  const refs = await resolveRefs(db, registry, spec, items, query.refNames, ctx);
  return { items, refs, total: Number(countRow?.total ?? 0) };
}

function orderPage(
  query: AnyQuery,
  spec: ResourceSpec,
  orders: ReadonlyArray<readonly [string, "asc" | "desc"]>,
): AnyQuery {
  const chosen = orders.length > 0 ? orders : (spec.defaultOrder ?? []);
  let ordered = query;
  for (const [field, direction] of chosen) {
    ordered = ordered.orderBy(`${spec.name}.${field}`, direction);
  }
  // id last keeps pages stable when the chosen fields tie.
  if (!chosen.some(([field]) => field === "id")) ordered = ordered.orderBy(`${spec.name}.id`, "desc");
  return ordered;
}
