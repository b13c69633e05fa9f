import { type Compilable, CompiledQuery } from "kysely";
import type { Actor } from "../../policies/actor.ts";
import type { AnyDb, Row } from "./resource.ts";

/**
 * Compiled list statements, kept by the shape of the query (resource, actor, fields, filter
 * operators, orders, number of keys), so that a repeated kind of request skips building and
 * compiling its SQL. Values never enter the cache: they are bound to slots, placeholders that
 * the compiled statement's parameters name by position, and filled in at every run.
 *
 * Building a Kysely query costs about as much as running a small SQLite query; the list API
 * runs several per request, hence this cache (measured by `npm run bench:api`).
 */

const SLOT = "\u0000slot:";
const MAX_ENTRIES = 2000;

type Param = { slot: number } | { constant: unknown };

interface Recipe {
  sql: string;
  params: Param[];
}

/** Collects the values of one request in order and hands out the slot standing for each. */
export class Binder {
  readonly values: unknown[] = [];

  bind(value: unknown): string {
    this.values.push(value);
    return `${SLOT}${this.values.length - 1}`;
  }
}

/** One cache per database handle: SQL text differs between SQLite and PostgreSQL. */
const cachesByDb = new WeakMap<AnyDb, Map<string, Recipe>>();

/** The part of a cache key that depends on who asks: scopes and readable fields do. */
export function actorKey(actor: Actor): string {
  return actor.user ? `${actor.user.role}:${actor.user.id}` : "visitor";
}

export async function runCached(
  db: AnyDb,
  key: string,
  binder: Binder,
  build: () => Compilable,
): Promise<Row[]> {
  let recipes = cachesByDb.get(db);
  if (!recipes) {
    recipes = new Map();
    cachesByDb.set(db, recipes);
  }
  let recipe = recipes.get(key);
  if (recipe) {
    recipes.delete(key); // re-inserted below: Map order is the LRU order
  } else {
    recipe = toRecipe(build().compile());
    if (recipes.size >= MAX_ENTRIES) recipes.delete(recipes.keys().next().value as string);
  }
  recipes.set(key, recipe);
  const parameters = recipe.params.map((p) => ("slot" in p ? binder.values[p.slot] : p.constant));
  const result = await db.executeQuery(CompiledQuery.raw(recipe.sql, parameters));
  return result.rows as Row[];
}

function toRecipe(compiled: CompiledQuery): Recipe {
  const params = compiled.parameters.map(
    (p): Param =>
      typeof p === "string" && p.startsWith(SLOT)
        ? { slot: Number(p.slice(SLOT.length)) }
        : { constant: p },
  );
  return { sql: compiled.sql, params };
}
