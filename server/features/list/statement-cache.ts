import { type Compilable, CompiledQuery } from "kysely";
import { LRUCache } from "lru-cache";
import { sideRows } from "../../db/create-db.ts";
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
const cachesByDb = new WeakMap<AnyDb, LRUCache<string, Recipe>>();

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
    recipes = new LRUCache({ max: MAX_ENTRIES });
    cachesByDb.set(db, recipes);
  }
  let recipe = recipes.get(key);
  if (!recipe) {
    recipe = toRecipe(build().compile());
    recipes.set(key, recipe);
  }
  const parameters = recipe.params.map((p) => ("slot" in p ? binder.values[p.slot] : p.constant));
  const readNow = sideRows(db);
  if (readNow) return readNow(recipe.sql, parameters) as Row[];
  const result = await db.executeQuery(CompiledQuery.raw(recipe.sql, parameters));
  return result.rows as Row[];
}

/**
 * What else a request's shape decides, kept under the same kind of key as its statements
 * (resource, `actorKey`, asked fields…): which columns to read and keep, whether a scope lets
 * the actor list at all. Working them out again on every request cost about a tenth of an
 * uncached list answer (`npm run bench:api`). One store per `owner` (a registry, a resource, a
 * ref): the answers are worked out from it. A computation that throws (a 400) is not kept.
 */
const answersByOwner = new WeakMap<object, LRUCache<string, { value: unknown }>>();

export function byShape<T>(owner: object, key: string, compute: () => T): T {
  let answers = answersByOwner.get(owner);
  if (!answers) {
    answers = new LRUCache({ max: MAX_ENTRIES });
    answersByOwner.set(owner, answers);
  }
  const kept = answers.get(key);
  if (kept) return kept.value as T;
  const value = compute();
  answers.set(key, { value });
  return value;
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
