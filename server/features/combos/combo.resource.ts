import { VISIBILITIES } from "../../../shared/constants.ts";
import { COURSE_CARD_REFS_OF_COURSES } from "../courses/course-card-refs.ts";
import { FILTER, FILTER_ORDER, id, integer, oneOf, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";
import { publicUnlessAdmin } from "../list/scopes.ts";

/** Combos; `refs.course` also attaches the ordered `course_ids` to each combo. */
export const comboResource: ResourceSpec = {
  name: "combo",
  publicCache: true,
  policy: "combo",
  searchable: true,
  fields: {
    id: id(),
    slug: text(FILTER),
    name: text(FILTER_ORDER),
    description: text(),
    price: integer(FILTER_ORDER),
    image_id: id(FILTER),
    promotional_image_id: id(FILTER),
    visibility: oneOf(VISIBILITIES, FILTER),
    priority: integer(FILTER_ORDER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["priority", "desc"]],
  scope: publicUnlessAdmin("combo"),
  refScope: publicUnlessAdmin("combo"),
  refs: {
    image: {
      resource: "image",
      from: "items",
      kind: "forward",
      columns: ["image_id", "promotional_image_id"],
    },
    course: {
      resource: "course",
      from: "items",
      kind: "reverse",
      columns: ["combo_id"],
      through: {
        table: "combo_course",
        sourceColumn: "combo_id",
        targetColumn: "course_id",
        attachAs: "course_ids",
      },
    },
    ...COURSE_CARD_REFS_OF_COURSES,
  },
};
