import { BANNER_PLACES } from "../../../shared/constants.ts";
import { nowIso } from "../../db/dialect.ts";
import { can } from "../../policies/index.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, text, time } from "../list/fields.ts";
import type { AnyQuery, ResourceSpec } from "../list/resource.ts";

/**
 * Banners are public: the home page shows them to everyone, each only between its optional
 * `starts_at` and `ends_at`. Who manages banners (and ADMIN_TRIAL) lists them all, with their
 * dates, so the screen can say which are scheduled or over.
 */
export const bannerResource: ResourceSpec = {
  name: "banner",
  publicCache: true,
  policy: "banner",
  searchable: true,
  fields: {
    id: id(),
    caption: text(FILTER_ORDER),
    image_id: id(FILTER),
    place: oneOf(BANNER_PLACES, FILTER),
    linked_url: text(),
    sort_order: integer(FILTER_ORDER),
    starts_at: time(FILTER_ORDER),
    ends_at: time(FILTER_ORDER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["sort_order", "asc"]],
  scope: (query: AnyQuery, actor, now = nowIso()) =>
    can(actor, "view", "banner")
      ? query
      : query.where((eb) =>
          eb.and([
            eb.or([eb("banner.starts_at", "is", null), eb("banner.starts_at", "<=", now)]),
            eb.or([eb("banner.ends_at", "is", null), eb("banner.ends_at", ">", now)]),
          ]),
        ),
  refs: {
    image: { resource: "image", from: "items", kind: "forward", columns: ["image_id"] },
  },
};
