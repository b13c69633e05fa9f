import { VISIBILITIES } from "../../../shared/constants.ts";
import { COURSE_CARD_REFS_OF_COURSES } from "../courses/course-card-refs.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";
import { publicUnlessAdmin } from "../list/scopes.ts";

/** Promotions; the courses a promotion covers are those pointing to it (course.promotion_id). */
export const promotionResource: ResourceSpec = {
  name: "promotion",
  publicCache: true,
  policy: "promotion",
  searchable: true,
  fields: {
    id: id(),
    slug: text(FILTER),
    name: text(FILTER_ORDER),
    description: text(),
    discount_percentage: integer(FILTER_ORDER),
    start_time: time(FILTER_ORDER),
    end_time: time(FILTER_ORDER),
    visibility: oneOf(VISIBILITIES, FILTER),
    priority: integer(FILTER_ORDER),
    image_id: id(FILTER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["end_time", "asc"]],
  scope: publicUnlessAdmin("promotion"),
  refScope: publicUnlessAdmin("promotion"),
  refs: {
    image: { resource: "image", from: "items", kind: "forward", columns: ["image_id"] },
    course: {
      resource: "course",
      from: "items",
      kind: "reverse",
      columns: ["promotion_id"],
      orderBy: [
        ["priority", "desc"],
        ["id", "desc"],
      ],
    },
    ...COURSE_CARD_REFS_OF_COURSES,
  },
};
