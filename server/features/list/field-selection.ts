import { badRequest } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import type { ResourceSpec, Row } from "./resource.ts";
import { findResource, type Registry, readableFields } from "./resource-rules.ts";
import { actorKey, byShape } from "./statement-cache.ts";

/**
 * `fields=` of the list API (docs/product/api.md "Lean answers"): the fields a client shows, so
 * that a card list does not carry descriptions, objectives or article bodies. A plain name is a
 * field of the items (`"price"`), a dotted one a field of a ref's rows (`"image.path"`). Every
 * name must be a field the actor may read (400 otherwise), a dotted one of a ref the query asks
 * for. A ref with no dotted name keeps all its fields, and without `fields` nothing changes.
 *
 * The answer always keeps what links the rows together: `id`, the item columns of the refs asked
 * for (`avatar_image_id` for `image`), the columns a nested ref reads its keys from. Columns a
 * resource's redaction reads (`redactReads`) are read too, then left out if nobody asked.
 */

/** Which columns to read for one kind of row, and which of them the answer keeps. */
export interface ColumnChoice {
  read: string[];
  keep: ReadonlySet<string>;
}

export interface FieldSelection {
  items: ColumnChoice | undefined;
  /** By ref name; a ref missing here keeps all its readable fields. */
  refs: ReadonlyMap<string, ColumnChoice>;
  /** By forward ref name: the source columns its keys are read from (all when absent). */
  keyColumns: ReadonlyMap<string, readonly string[]>;
}

export const NO_SELECTION: FieldSelection = {
  items: undefined,
  refs: new Map(),
  keyColumns: new Map(),
};

/**
 * The selection for these asked fields and refs, worked out once per resource, actor and
 * request shape (statement-cache.ts `byShape`); a bad field name is a 400 and is not kept.
 */
export function selectFields(
  registry: Registry,
  spec: ResourceSpec,
  actor: Actor,
  fields: readonly string[] | undefined,
  refNames: readonly string[],
  readAll: boolean,
): FieldSelection {
  if (fields === undefined) return NO_SELECTION;
  const shape = [spec.name, actorKey(actor), readAll, JSON.stringify([fields, refNames])];
  return byShape(registry, shape.join("|"), () =>
    workOutSelection(registry, spec, actor, fields, refNames, readAll),
  );
}

function workOutSelection(
  registry: Registry,
  spec: ResourceSpec,
  actor: Actor,
  fields: readonly string[],
  refNames: readonly string[],
  readAll: boolean,
): FieldSelection {
  const itemFields = new Set<string>();
  const refFields = new Map<string, Set<string>>();
  const readableOf = new Map<string, Set<string>>();
  const readable = (resource: ResourceSpec) => {
    let names = readableOf.get(resource.name);
    if (!names) {
      names = new Set(readableFields(resource, actor));
      readableOf.set(resource.name, names);
    }
    return names;
  };

  for (const name of fields) {
    const dot = name.indexOf(".");
    if (dot === -1) {
      if (!readable(spec).has(name)) throw badRequest("errors.list.unknownField", { field: name });
      itemFields.add(name);
      continue;
    }
    const refName = name.slice(0, dot);
    const field = name.slice(dot + 1);
    const ref = spec.refs && Object.hasOwn(spec.refs, refName) ? spec.refs[refName] : undefined;
    if (!ref) throw badRequest("errors.list.unknownRef", { ref: refName });
    if (!refNames.includes(refName)) {
      throw badRequest("errors.list.refNotAsked", { field: name, ref: refName });
    }
    if (!readable(findResource(registry, ref.resource)).has(field)) {
      throw badRequest("errors.list.unknownField", { field: name });
    }
    const set = refFields.get(refName) ?? new Set<string>();
    set.add(field);
    refFields.set(refName, set);
  }

  // The refs that will be read: the asked ones and the ones they read their keys from.
  const resolved = new Set<string>();
  const visit = (name: string) => {
    const ref = spec.refs?.[name];
    if (!ref || resolved.has(name)) return;
    resolved.add(name);
    if (ref.from !== "items") visit(ref.from);
  };
  for (const name of refNames) visit(name);

  // A forward ref with several key columns (a course's five images) reads only the ones asked
  // for (`avatar_image_id`), all of them when none is.
  const keyColumns = new Map<string, readonly string[]>();
  for (const name of resolved) {
    const ref = spec.refs?.[name];
    if (ref?.kind !== "forward") continue;
    const asked = ref.from === "items" ? itemFields : refFields.get(ref.from);
    const chosen = asked ? ref.columns.filter((c) => asked.has(c)) : [];
    keyColumns.set(name, chosen.length > 0 ? chosen : ref.columns);
  }

  /** The columns of `source` rows that the resolved refs reading from it need. */
  const linkColumns = (source: string) => {
    const columns: string[] = [];
    for (const name of resolved) {
      if (spec.refs?.[name]?.from === source) columns.push(...(keyColumns.get(name) ?? []));
    }
    return columns;
  };

  const items = choice(
    spec,
    readable(spec),
    [...itemFields, "id", ...linkColumns("items")],
    readAll,
  );
  const refs = new Map<string, ColumnChoice>();
  for (const [refName, asked] of refFields) {
    const ref = spec.refs?.[refName];
    if (!ref) continue;
    const target = findResource(registry, ref.resource);
    const own = ref.kind === "reverse" && !ref.through ? [ref.columns[0]!] : [];
    refs.set(
      refName,
      choice(target, readable(target), [...asked, "id", ...own, ...linkColumns(refName)], false),
    );
  }
  return { items, refs, keyColumns };
}

function choice(
  spec: ResourceSpec,
  readable: ReadonlySet<string>,
  wanted: string[],
  readAll: boolean,
): ColumnChoice {
  const keep = new Set(wanted.filter((name) => readable.has(name)));
  const read = readAll
    ? [...readable]
    : [...new Set([...keep, ...(spec.redactReads ?? []).filter((name) => readable.has(name))])];
  // In the resource's declared order, so that a cache key does not depend on the asking order.
  const order = Object.keys(spec.fields);
  read.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { read, keep };
}

/** Leaves out of each row what was read only for redaction or policies. */
export function keepOnly(rows: Row[], choice: ColumnChoice | undefined): void {
  if (!choice) return;
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!choice.keep.has(key)) delete row[key];
    }
  }
}
