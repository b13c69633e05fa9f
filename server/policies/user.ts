import type { ResourcePolicy } from "./policy.ts";
import { isAdmin, isAdminLike, isOwner } from "./roles.ts";

/**
 * User management: ADMIN changes roles and statuses, ADMIN_TRIAL reads. An admin never demotes or
 * disables themselves (so the site keeps an admin who knows it); that the last ADMIN stays is
 * checked by the flow, which can count them.
 */
export const userPolicy = {
  global: { view: isAdminLike, seeContacts: isAdmin },
  record: {
    updateRole: (actor, user) => isAdmin(actor) && (user === undefined || !isOwner(actor, user.id)),
    updateStatus: (actor, user) =>
      isAdmin(actor) && (user === undefined || !isOwner(actor, user.id)),
  },
} satisfies ResourcePolicy<{ id: number }>;
