import type { Area } from "../../shared/policy/index.ts";
import { mayView, mayWrite, mayWriteAll, writesOwnOnly } from "../../shared/policy/index.ts";
import type { Actor } from "./actor.ts";

/**
 * The role matrix (shared/policy/matrix.ts) asked about an actor, for the policy files. Only
 * `server/policies/` imports this file: everything else asks `can()` / `authorize()`, so a rule
 * lives in exactly one place.
 */

const roleOf = (actor: Actor) => actor.user?.role ?? null;

export const views = (actor: Actor, area: Area): boolean => mayView(roleOf(actor), area);
export const writes = (actor: Actor, area: Area): boolean => mayWrite(roleOf(actor), area);
export const writesAll = (actor: Actor, area: Area): boolean => mayWriteAll(roleOf(actor), area);
export const writesOwn = (actor: Actor, area: Area): boolean => writesOwnOnly(roleOf(actor), area);

/** Everyone who opens the dashboard. */
export const isStaff = (actor: Actor): boolean => views(actor, "dashboard");

export const isOwner = (actor: Actor, ownerId: unknown): boolean =>
  actor.user !== null && ownerId !== null && Number(ownerId) === actor.user.id;
