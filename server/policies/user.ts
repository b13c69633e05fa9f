import type { Actor } from "./actor.ts";
import type { ResourcePolicy } from "./policy.ts";
import { isOwner, views, writesAll } from "./roles.ts";

const manages = (actor: Actor) => writesAll(actor, "user");

/**
 * User management: ADMIN changes roles and statuses and sees contacts, ADMIN_TRIAL reads (masked).
 * An admin never demotes or disables themselves (so the site keeps an admin who knows it); that
 * the last ADMIN stays is checked by the flow, which can count them.
 */
export const userPolicy = {
  global: { view: (actor) => views(actor, "user"), seeContacts: manages },
  record: {
    updateRole: (actor, user) => manages(actor) && (user === undefined || !isOwner(actor, user.id)),
    updateStatus: (actor, user) =>
      manages(actor) && (user === undefined || !isOwner(actor, user.id)),
  },
} satisfies ResourcePolicy<{ id: number }>;
