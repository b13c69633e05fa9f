import { ROLES, USER_STATUSES } from "../../../shared/constants.ts";
import { isAdmin, isAdminLike } from "../../policies/actor.ts";
import { FILTER, FILTER_ORDER, id, oneOf, only, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";

/**
 * Users: the public profile fields for any signed-in person and as refs (a course's creator);
 * contact details for ADMIN only (the accounts work adds the ADMIN_TRIAL masking). Password
 * hashes and tokens are not fields, so they cannot leave the server.
 */
export const userResource: ResourceSpec = {
  name: "user",
  searchable: true,
  fields: {
    id: id(),
    full_name: text(FILTER_ORDER),
    title: text(),
    introduction: text(),
    avatar_image_id: id(),
    email: only(isAdmin, text(FILTER_ORDER)),
    phone: only(isAdmin, text(FILTER)),
    role: only(isAdminLike, oneOf(ROLES, FILTER)),
    status: only(isAdminLike, oneOf(USER_STATUSES, FILTER)),
    locale: only(isAdminLike, text()),
    create_time: only(isAdminLike, time(FILTER_ORDER)),
    update_time: only(isAdminLike, time(FILTER_ORDER)),
  },
  scope: (query, actor) => (actor.user ? query : null),
  refs: {
    image: { resource: "image", from: "items", kind: "forward", columns: ["avatar_image_id"] },
  },
};
