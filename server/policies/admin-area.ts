import type { Area } from "../../shared/policy/index.ts";
import type { Actor } from "./actor.ts";
import { views, writesAll } from "./roles.ts";

/**
 * The admin-only areas of the role matrix (user, activity log, banner, course, chapter, lesson,
 * quiz, enrollment, transaction, order, combo, promotion): ADMIN does everything, ADMIN_TRIAL
 * sees every screen and writes nothing, nobody else enters — all read from the shared table.
 */
export const adminAreaView =
  (area: Area) =>
  (actor: Actor): boolean =>
    views(actor, area);
export const adminAreaWrite =
  (area: Area) =>
  (actor: Actor): boolean =>
    writesAll(actor, area);

/** The plain create / update / delete policy most admin areas have. */
export const adminArea = (area: Area) =>
  ({
    global: { view: adminAreaView(area), create: adminAreaWrite(area) },
    record: { update: adminAreaWrite(area), delete: adminAreaWrite(area) },
  }) as const;
