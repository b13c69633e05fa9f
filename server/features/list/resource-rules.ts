import { type AliasedRawBuilder, type Expression, sql } from "kysely";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import type { AnyDb, FieldMask, RedactContext, ResourceSpec, Row } from "./resource.ts";
import { actorKey, byShape } from "./statement-cache.ts";

export type Registry = Readonly<Record<string, ResourceSpec>>;

/** The fields the actor may read, in the resource's declared order (kept per actor: byShape). */
export function readableFields(spec: ResourceSpec, actor: Actor): readonly string[] {
  return byShape(spec, `readable|${actorKey(actor)}`, () =>
    Object.entries(spec.fields)
      .filter(([, field]) => !field.readableBy || field.readableBy(actor))
      .map(([name]) => name),
  );
}

/**
 * What to select for these fields of the resource: its column, or the expression of a computed
 * field under the field's name.
 */
export function selections(spec: ResourceSpec, fields: readonly string[]) {
  return fields.map((name) => {
    const computed = spec.fields[name]?.computed;
    return computed ? aliased(computed(), name) : `${spec.name}.${name}`;
  });
}

const aliased = (expression: Expression<unknown>, name: string) =>
  sql`${expression}`.as(name) as AliasedRawBuilder<unknown, string>;

/**
 * A field the actor may use in a filter or an order: readable, and not masked for them.
 * Undefined when the actor may not read it at all (the caller answers "unknown field").
 */
export function usableField(spec: ResourceSpec, actor: Actor, name: string) {
  const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
  if (!field || (field.readableBy && !field.readableBy(actor))) return undefined;
  if (field.computed || (field.mask && !field.mask.revealTo(actor))) {
    return { ...field, filter: false, order: false };
  }
  return field;
}

/** Rows as the actor may receive them: JSON decoded, masks applied, the resource's redaction. */
export function finishRows(spec: ResourceSpec, rows: Row[], ctx: RedactContext): void {
  decodeJsonFields(spec, rows);
  applyMasks(spec, rows, ctx.actor);
  spec.redact?.(rows, ctx);
}

/** Per resource, its JSON fields and its masked fields: computed once, read on every answer. */
const fieldGroups = new WeakMap<
  ResourceSpec,
  { json: string[]; masked: Array<[string, FieldMask]> }
>();

function groupsOf(spec: ResourceSpec) {
  let groups = fieldGroups.get(spec);
  if (!groups) {
    const entries = Object.entries(spec.fields);
    groups = {
      json: entries.filter(([, f]) => f.type.kind === "json").map(([name]) => name),
      masked: entries.flatMap(([name, f]) =>
        f.mask ? [[name, f.mask] as [string, FieldMask]] : [],
      ),
    };
    fieldGroups.set(spec, groups);
  }
  return groups;
}

function applyMasks(spec: ResourceSpec, rows: Row[], actor: Actor): void {
  for (const [name, mask] of groupsOf(spec).masked) {
    if (mask.revealTo(actor)) continue;
    for (const row of rows) {
      const value = row[name];
      if (typeof value !== "string") continue;
      const own = mask.ownerColumn !== undefined && isSelf(actor, row[mask.ownerColumn]);
      if (!own) row[name] = mask.apply(value);
    }
  }
}

const isSelf = (actor: Actor, userId: unknown) =>
  actor.user !== null && userId !== null && Number(userId) === actor.user.id;

/**
 * Whether the resource's scope lets the actor list it at all (a scope answers null when not),
 * which depends on who asks, not on the values: asked before binding, kept per actor.
 */
export function mayList(db: AnyDb, spec: ResourceSpec, actor: Actor): boolean {
  const scope = spec.scope;
  return (
    !scope ||
    byShape(
      spec,
      `may list|${actorKey(actor)}`,
      () => scope(db.selectFrom(spec.name), actor) !== null,
    )
  );
}

export function findResource(registry: Registry, name: string): ResourceSpec {
  const spec = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!spec) throw new AppError("NOT_FOUND", "errors.unknownResource", { resource: name });
  return spec;
}

function decodeJsonFields(spec: ResourceSpec, rows: Row[]): void {
  const jsonFields = groupsOf(spec).json;
  if (jsonFields.length === 0) return;
  for (const row of rows) {
    for (const name of jsonFields) {
      const value = row[name];
      if (typeof value === "string") {
        try {
          row[name] = JSON.parse(value);
        } catch {
          row[name] = null; // a broken value is not the client's problem; the write path validates
        }
      }
    }
  }
}
