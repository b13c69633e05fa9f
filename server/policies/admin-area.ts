import type { Actor } from "./actor.ts";
import { isAdmin, isAdminLike } from "./roles.ts";

/**
 * The management areas of the third row of DECISIONS.md "Roles and permissions" (user, activity
 * log, banner, course, chapter, lesson, quiz, enrollment, transaction, combo, promotion): ADMIN
 * does everything, ADMIN_TRIAL sees every screen and writes nothing, nobody else enters.
 */
export const adminAreaView = (actor: Actor): boolean => isAdminLike(actor);
export const adminAreaWrite = (actor: Actor): boolean => isAdmin(actor);

/** The plain create / update / delete policy most admin areas have. */
export const ADMIN_AREA = {
  global: { view: adminAreaView, create: adminAreaWrite },
  record: { update: adminAreaWrite, delete: adminAreaWrite },
} as const;
