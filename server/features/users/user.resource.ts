import { ROLES, STAFF_ROLES, USER_STATUSES } from "../../../shared/constants.ts";
import type { Actor } from "../../policies/actor.ts";
import { allowedTo } from "../../policies/index.ts";
import { FILTER, FILTER_ORDER, id, oneOf, only, text, time } from "../list/fields.ts";
import type { AnyQuery, FieldSpec, ResourceSpec } from "../list/resource.ts";
import { maskEmail, maskPhone } from "./contact-masking.ts";

const seesContacts = allowedTo("seeContacts", "user");
const managesUsers = allowedTo("view", "user");
const isStaff = allowedTo("view", "dashboard");

/** Contact details: ADMIN reads them, ADMIN_TRIAL reads them masked (but its own), nobody else. */
const contact = (field: FieldSpec, apply: (value: string) => string): FieldSpec => ({
  ...only(managesUsers, field),
  mask: { revealTo: seesContacts, apply, ownerColumn: "id" },
});

/** All users for the staff; the staff's public profiles and one's own for everyone else. */
function publicProfilesAndOwn(query: AnyQuery, actor: Actor): AnyQuery {
  if (isStaff(actor)) return query;
  const self = actor.user?.id;
  if (self === undefined) return query.where("user.role", "in", STAFF_ROLES);
  return query.where((eb) => eb.or([eb("user.role", "in", STAFF_ROLES), eb("user.id", "=", self)]));
}

/**
 * Users: the account fields for the user managers; the public profile fields (name, title,
 * introduction, avatar) for the rest of the staff. A student sees the profiles of the people
 * who have a public profile — staff, who teach and write (a course's creator, an article's
 * author) — and their own: a student's name and introduction are not shown to other students. Password hashes and tokens are not fields, so they
 * cannot leave the server.
 */
export const userResource: ResourceSpec = {
  name: "user",
  searchable: true,
  policy: "user",
  fields: {
    id: id(),
    full_name: text(FILTER_ORDER),
    title: text(),
    introduction: text(),
    avatar_image_id: id(),
    email: contact(text(FILTER_ORDER), maskEmail),
    phone: contact(text(FILTER), maskPhone),
    role: only(managesUsers, oneOf(ROLES, FILTER)),
    status: only(managesUsers, oneOf(USER_STATUSES, FILTER)),
    locale: only(managesUsers, text()),
    email_verified_time: only(managesUsers, time(FILTER_ORDER)),
    create_time: only(managesUsers, time(FILTER_ORDER)),
    update_time: only(managesUsers, time(FILTER_ORDER)),
  },
  scope: (query, actor) => (actor.user ? publicProfilesAndOwn(query, actor) : null),
  // A visitor reads a course creator's or an article author's profile through its ref.
  refScope: publicProfilesAndOwn,
  refs: {
    image: { resource: "image", from: "items", kind: "forward", columns: ["avatar_image_id"] },
  },
};
