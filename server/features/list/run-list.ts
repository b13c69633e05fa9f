import { sql } from "kysely";
import { nowIso } from "../../db/dialect.ts";
import { AppError, badRequest, forbidden } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { can, recordActions } from "../../policies/index.ts";
import { courseAccess } from "./course-access.ts";
import { keepOnly, selectFields } from "./field-selection.ts";
import { applyFilter, checkFilter, searchCondition, searchValues } from "./filters.ts";
import type { ListQuery } from "./list-query.ts";
import { resolveRefs } from "./refs.ts";
import type { AnyDb, AnyQuery, ListResult, ResourceSpec, Row } from "./resource.ts";
import {
  findResource,
  finishRows,
  mayList,
  type Registry,
  readableFields,
  selections,
  usableField,
} from "./resource-rules.ts";
import { actorKey, Binder, runCached } from "./statement-cache.ts";

export interface RunListOptions {
  /**
   * false: no count statement, the total is the page's length. For `/get`, whose filter is a
   * unique key (id or slug) and whose page is one row, that is the count (decision 049).
   */
  count?: boolean;
}

/**
 * The generic list query of docs/product/api.md: one statement for the page, one for the total and one
 * per ref name, whatever the page size (no N+1).
 */
export async function runList(
  db: AnyDb,
  registry: Registry,
  resource: string,
  query: ListQuery,
  actor: Actor,
  options: RunListOptions = {},
): Promise<ListResult> {
  const spec = findResource(registry, resource);
  const readable = readableFields(spec, actor);
  const fieldOf = (name: string) => usableField(spec, actor, name);

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
  if (query.search !== undefined && !spec.searchable) {
    throw badRequest("errors.list.notFilterable", { field: "search" });
  }
  // Managers' answers carry policies, which read the whole record: read it all, answer the asked.
  const readsAll = spec.policy !== undefined && can(actor, "view", spec.policy);
  const selection = selectFields(registry, spec, actor, query.fields, query.refNames, readsAll);
  const columns = selection.items?.read ?? readable;
  const scope = spec.scope ?? ((q: AnyQuery) => q);
  // Asked before binding: whether the actor may list at all does not depend on the values.
  if (!mayList(db, spec, actor)) {
    throw actor.user ? forbidden() : new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  }

  const binder = new Binder();
  const filterSlots = filters.map((f) => f.bound.map((v) => binder.bind(v)));
  const searchSlots =
    query.search === undefined ? null : searchValues(query.search).map((v) => binder.bind(v));
  const limitSlot = binder.bind(query.limit);
  const offsetSlot = binder.bind(query.offset);
  // Bound on every request (a statement that does not use it ignores it): a scope that compares
  // with the time (banners' active dates) must not find an old time in a cached statement.
  const nowSlot = binder.bind(nowIso());
  // A capped count reads one row more than it reports, to know whether more exist.
  const countCap =
    spec.countAhead === undefined ? null : query.offset + query.limit + spec.countAhead;
  const countCapSlot = countCap === null ? null : binder.bind(countCap + 1);
  const key = [
    spec.name,
    actorKey(actor),
    filters.map((f) => f.shape).join(","),
    searchSlots?.length ?? 0,
    orders.map(([f, d]) => `${f} ${d}`).join(","),
    selection.items ? columns.join(",") : "*",
  ].join("|");

  const where = () => {
    let q = scope(db.selectFrom(spec.name), actor, nowSlot) as AnyQuery;
    for (const [i, filter] of filters.entries())
      q = applyFilter(q, spec.name, filter, filterSlots[i]!);
    return searchSlots ? q.where(searchCondition(spec.name, searchSlots)) : q;
  };
  const [items, totals] = await Promise.all([
    runCached(db, `page|${key}`, binder, () =>
      orderPage(where(), spec, orders)
        .select(selections(spec, columns))
        .limit(limitSlot as unknown as number)
        .offset(offsetSlot as unknown as number),
    ),
    options.count === false
      ? null
      : runCached(db, `count|${key}`, binder, () =>
          countCapSlot === null
            ? where().select(sql<number>`count(*)`.as("total"))
            : db
                .selectFrom(
                  where()
                    .select(sql`1`.as("one"))
                    .limit(countCapSlot as unknown as number)
                    .as("capped"),
                )
                .select(sql<number>`count(*)`.as("total")),
        ),
  ]);

  const ctx = {
    actor,
    coursesWithAccess: await courseAccess(db, registry, actor, spec, query.refNames),
    lockedMedia: new Set<string>(),
  };
  // Asked before masking and redaction, which may blank fields the policies read.
  const policies = policiesOf(spec, items, actor);
  finishRows(spec, items, ctx);
  await spec.complete?.(db, items);
  keepOnly(items, selection.items);
  const refs = await resolveRefs(db, registry, spec, items, query.refNames, ctx, selection);
  const counted = totals === null ? items.length : Number(totals[0]?.total ?? 0);
  const capped = countCap !== null && counted > countCap;
  const total = capped ? countCap : counted;
  const result: ListResult = capped
    ? { items, refs, total, totalCapped: true }
    : { items, refs, total };
  return policies ? { ...result, policies } : result;
}

/** For the resource's managers, the record actions the actor may take on each item. */
function policiesOf(spec: ResourceSpec, items: Row[], actor: Actor) {
  const policy = spec.policy;
  if (!policy || !can(actor, "view", policy)) return undefined;
  const policies: Record<string, string[]> = {};
  for (const item of items) policies[String(item.id)] = recordActions(actor, policy, item);
  return policies;
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
  if (!chosen.some(([field]) => field === "id"))
    ordered = ordered.orderBy(`${spec.name}.id`, "desc");
  return ordered;
}
