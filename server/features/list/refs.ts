import { forbidden } from "../../lib/app-error.ts";
import type { ColumnChoice } from "./field-selection.ts";
import { type FieldSelection, keepOnly, NO_SELECTION } from "./field-selection.ts";
import type { AnyDb, AnyQuery, RedactContext, RefSpec, ResourceSpec, Row } from "./resource.ts";
import {
  findResource,
  finishRows,
  type Registry,
  readableFields,
  selections,
} from "./resource-rules.ts";
import { actorKey, Binder, byShape, runCached } from "./statement-cache.ts";

/**
 * Resolves the requested refs, each with one query over the keys of its source rows. A ref may
 * read its keys from another ref (course → lesson → quiz → question); such a source is resolved
 * first even when the client did not ask for it. A ref reveals only the target rows the actor
 * may read: the ref's own scope and the target's `refScope` (a hidden course, a PRIVATE
 * promotion or another student never comes back through a public record).
 */
export async function resolveRefs(
  db: AnyDb,
  registry: Registry,
  spec: ResourceSpec,
  items: Row[],
  refNames: readonly string[],
  ctx: RedactContext,
  /** `fields=` (field-selection.ts): a ref not in it answers all its fields. */
  selection: FieldSelection = NO_SELECTION,
): Promise<Record<string, Record<string, Row>>> {
  const resolved = new Map<string, Row[]>();
  const refs: Record<string, Record<string, Row>> = {};

  const resolve = async (name: string): Promise<Row[]> => {
    const done = resolved.get(name);
    if (done) return done;
    const ref = spec.refs?.[name];
    if (!ref) return [];
    const sources = ref.from === "items" ? items : await resolve(ref.from);
    const rows = await readRef(
      db,
      registry,
      `${spec.name}.${name}`,
      ref,
      sources,
      ctx,
      selection.refs.get(name),
      selection.keyColumns.get(name) ?? ref.columns,
    );
    resolved.set(name, rows);
    return rows;
  };

  for (const name of refNames) {
    const rows = await resolve(name);
    const byId: Record<string, Row> = {};
    for (const row of rows) byId[String(row.id)] = row;
    refs[name] = byId;
  }
  return refs;
}

async function readRef(
  db: AnyDb,
  registry: Registry,
  refId: string,
  ref: RefSpec,
  sources: Row[],
  ctx: RedactContext,
  chosen: ColumnChoice | undefined,
  keyColumns: readonly string[],
): Promise<Row[]> {
  const keys = collectKeys(ref, keyColumns, sources);
  if (keys.length === 0) return [];
  const target = findResource(registry, ref.resource);
  const readable = readableFields(target, ctx.actor);
  if (readable.length === 0) throw forbidden();
  const columns = chosen?.read ?? readable;
  if (ref.through) {
    return readThrough(db, target, ref, ref.through, columns, keys, sources, ctx, chosen);
  }
  const mayRead = byShape(ref, `may read|${refId}|${actorKey(ctx.actor)}`, () => {
    const probe = db.selectFrom(target.name);
    if (ref.scope && ref.scope(probe, ctx.actor) === null) return false;
    return !(target.refScope && target.refScope(probe, ctx.actor) === null);
  });
  if (!mayRead) return [];

  const binder = new Binder();
  const slots = keys.map((k) => binder.bind(k));
  const matchColumn = ref.kind === "forward" ? "id" : ref.columns[0]!;
  const rows = await runCached(
    db,
    `ref|${refId}|${actorKey(ctx.actor)}|${keys.length}|${chosen ? columns.join(",") : "*"}`,
    binder,
    () => {
      let query = db
        .selectFrom(target.name)
        .select(selections(target, columns))
        .where(`${target.name}.${matchColumn}`, "in", slots);
      if (ref.scope) query = ref.scope(query, ctx.actor) as AnyQuery;
      if (target.refScope) query = target.refScope(query, ctx.actor) as AnyQuery;
      for (const [field, direction] of ref.orderBy ?? []) {
        query = query.orderBy(`${target.name}.${field}`, direction);
      }
      return query;
    },
  );
  finishRows(target, rows, ctx);
  keepOnly(rows, chosen);
  return rows;
}

/** A many-to-many ref in one query: the target rows joined to the link table. */
async function readThrough(
  db: AnyDb,
  target: ResourceSpec,
  ref: RefSpec,
  through: NonNullable<RefSpec["through"]>,
  columns: readonly string[],
  keys: number[],
  sources: Row[],
  ctx: RedactContext,
  chosen: ColumnChoice | undefined,
): Promise<Row[]> {
  const link = through.table;
  let query = db
    .selectFrom(link)
    .innerJoin(target.name, `${target.name}.id`, `${link}.${through.targetColumn}`)
    .select(selections(target, columns))
    .select(`${link}.${through.sourceColumn} as link_source_id`)
    .where(`${link}.${through.sourceColumn}`, "in", keys)
    .orderBy(`${link}.sort_order`, "asc");
  for (const scope of [ref.scope, target.refScope]) {
    if (!scope) continue;
    const scoped = scope(query, ctx.actor);
    if (!scoped) return [];
    query = scoped;
  }
  const joined = (await query.execute()) as Row[];
  const targetIds = new Map<unknown, number[]>();
  const rows = new Map<unknown, Row>();
  for (const { link_source_id: sourceId, ...row } of joined) {
    targetIds.set(sourceId, [...(targetIds.get(sourceId) ?? []), row.id as number]);
    rows.set(row.id, row);
  }
  for (const source of sources) source[through.attachAs] = targetIds.get(source.id) ?? [];
  const unique = [...rows.values()];
  finishRows(target, unique, ctx);
  keepOnly(unique, chosen);
  return unique;
}

function collectKeys(ref: RefSpec, keyColumns: readonly string[], sources: Row[]): number[] {
  const keys = new Set<number>();
  const columns = ref.kind === "forward" ? keyColumns : ["id"];
  for (const row of sources) {
    for (const column of columns) {
      const value = row[column];
      if (typeof value === "number") keys.add(value);
    }
  }
  return [...keys];
}
