import { BANNER_PLACES } from "../../../shared/constants.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";

/** Banners are public: the home page shows them to everyone. */
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
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["sort_order", "asc"]],
  refs: {
    image: { resource: "image", from: "items", kind: "forward", columns: ["image_id"] },
  },
};
