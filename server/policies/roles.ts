import type { Role } from "../../shared/constants.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "../../shared/constants.ts";
import type { Actor } from "./actor.ts";

/**
 * The role tests the policy files are written with. Only `server/policies/` imports this file:
 * everything else asks `can()` / `authorize()`, so a rule lives in exactly one place.
 */

export const hasRole = (actor: Actor, roles: readonly Role[]): boolean =>
  actor.user !== null && roles.includes(actor.user.role);

/** Everyone who opens the dashboard. */
export const isStaff = (actor: Actor): boolean => hasRole(actor, STAFF_ROLES);

/** ADMIN and the read-only ADMIN_TRIAL: they see every management screen. */
export const isAdminLike = (actor: Actor): boolean => hasRole(actor, ADMIN_ROLES);

export const isAdmin = (actor: Actor): boolean => actor.user?.role === "ADMIN";

const CONTENT_MANAGERS: readonly Role[] = ["ADMIN", "CONTENT_MANAGER"];
const CONTENT_AUTHORS: readonly Role[] = ["ADMIN", "CONTENT_MANAGER", "CONTENT_WRITER"];

/** Manage every article and media file, and publish (DECISIONS.md "Roles and permissions"). */
export const isContentManager = (actor: Actor): boolean => hasRole(actor, CONTENT_MANAGERS);

/** Write content at all (a writer only their own articles); ADMIN_TRIAL never writes. */
export const isContentAuthor = (actor: Actor): boolean => hasRole(actor, CONTENT_AUTHORS);

export const isOwner = (actor: Actor, ownerId: unknown): boolean =>
  actor.user !== null && ownerId !== null && Number(ownerId) === actor.user.id;
