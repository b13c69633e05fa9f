import { VISIBILITIES } from "../../../shared/constants.ts";
import { isStaff } from "../../policies/actor.ts";
import {
  FILTER,
  FILTER_ORDER,
  id,
  integer,
  json,
  oneOf,
  only,
  text,
  time,
} from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";

/** Articles: PUBLIC ones for everybody; staff see the rest (the accounts work narrows writers). */
export const articleResource: ResourceSpec = {
  name: "article",
  searchable: true,
  fields: {
    id: id(),
    slug: text(FILTER),
    name: text(FILTER_ORDER),
    description: text(),
    content: json(),
    avatar_image_id: id(FILTER),
    banner_image_id: id(FILTER),
    creator_id: id(FILTER),
    visibility: oneOf(VISIBILITIES, FILTER),
    priority: integer(FILTER_ORDER),
    submitted_time: only(isStaff, time(FILTER_ORDER)),
    create_time: time(FILTER_ORDER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["priority", "desc"]],
  scope: (query, actor) =>
    isStaff(actor) ? query : query.where("article.visibility", "=", "PUBLIC"),
  refs: {
    image: {
      resource: "image",
      from: "items",
      kind: "forward",
      columns: ["avatar_image_id", "banner_image_id"],
    },
    user: { resource: "user", from: "items", kind: "forward", columns: ["creator_id"] },
  },
};
