import type { Actor } from "./actor.ts";

/**
 * A resource's policy: pure predicates, no I/O. `global` actions are about the kind as a whole
 * (open its screen, create one); `record` actions are about one record, and are also asked
 * without a record, meaning "on at least some record" (a writer may update articles: their own).
 * Facts that need the database (is this the last ADMIN?) are checked by the flow that has them.
 * Each policy file declares its object with `satisfies ResourcePolicy<ItsRecord>`.
 */
export interface ResourcePolicy<R> {
  readonly global: Readonly<Record<string, (actor: Actor) => boolean>>;
  readonly record: Readonly<Record<string, (actor: Actor, record?: R) => boolean>>;
}
