import { VISIBILITIES } from "../../../shared/constants.ts";
import { allowedTo, can } from "../../policies/index.ts";
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
import { applyCurrentImageAlts } from "./body-image-alts.ts";

/** Articles: PUBLIC ones for everybody; the rest as the article policy lets each staff role see. */
export const articleResource: ResourceSpec = {
  name: "article",
  publicCache: true,
  policy: "article",
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
    category_id: id(FILTER),
    visibility: oneOf(VISIBILITIES, FILTER),
    priority: integer(FILTER_ORDER),
    submitted_time: only(allowedTo("view", "article"), time(FILTER_ORDER)),
    create_time: time(FILTER_ORDER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["priority", "desc"]],
  complete: applyCurrentImageAlts,
  scope: (query, actor) => {
    if (can(actor, "viewAll", "article")) return query;
    const writer = actor.user;
    if (writer === null || !can(actor, "view", "article")) {
      return query.where("article.visibility", "=", "PUBLIC");
    }
    // A CONTENT_WRITER: the PUBLIC articles and their own.
    return query.where((eb) =>
      eb.or([eb("article.visibility", "=", "PUBLIC"), eb("article.creator_id", "=", writer.id)]),
    );
  },
  refs: {
    image: {
      resource: "image",
      from: "items",
      kind: "forward",
      columns: ["avatar_image_id", "banner_image_id"],
    },
    user: { resource: "user", from: "items", kind: "forward", columns: ["creator_id"] },
    article_category: {
      resource: "article_category",
      from: "items",
      kind: "forward",
      columns: ["category_id"],
    },
    /** The authors' avatars, for the written-by credit of the article page. */
    user_image: { resource: "image", from: "user", kind: "forward", columns: ["avatar_image_id"] },
  },
};
