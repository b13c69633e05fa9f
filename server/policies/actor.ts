import type { Role, UserStatus } from "../../shared/constants.ts";
import { STAFF_ROLES } from "../../shared/constants.ts";

/**
 * Who is making a request. A visitor has no user; the accounts work adds sessions that fill
 * `user`, and the WEBHOOK pseudo-actor for bank notifications.
 */
export interface Actor {
  user: { id: number; role: Role; email: string; status: UserStatus; locale: string } | null;
  ip: string;
}

export const visitor = (ip = ""): Actor => ({ user: null, ip });

export const isStaff = (actor: Actor): boolean =>
  actor.user !== null && (STAFF_ROLES as readonly string[]).includes(actor.user.role);

export const isAdminLike = (actor: Actor): boolean =>
  actor.user?.role === "ADMIN" || actor.user?.role === "ADMIN_TRIAL";

export const isAdmin = (actor: Actor): boolean => actor.user?.role === "ADMIN";
