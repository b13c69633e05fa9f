import { FILTER, FILTER_ORDER, id, integer, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";
import { visibleCourses } from "../list/scopes.ts";

export const chapterResource: ResourceSpec = {
  name: "chapter",
  policy: "chapter",
  fields: {
    id: id(),
    course_id: id(FILTER),
    name: text(FILTER_ORDER),
    sort_order: integer(FILTER_ORDER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["sort_order", "asc"]],
  scope: (query, actor) => visibleCourses(query, actor, "chapter.course_id"),
  refs: {
    course: { resource: "course", from: "items", kind: "forward", columns: ["course_id"] },
  },
};
