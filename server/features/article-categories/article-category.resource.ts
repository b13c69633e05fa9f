import { FILTER, FILTER_ORDER, id, text, time } from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";

/** Article categories are public: /articles filters by them and an article page names its own. */
export const articleCategoryResource: ResourceSpec = {
  name: "article_category",
  policy: "article_category",
  searchable: true,
  fields: {
    id: id(),
    slug: text(FILTER),
    name: text(FILTER_ORDER),
    create_time: time(FILTER_ORDER),
    update_time: time(FILTER_ORDER),
  },
  defaultOrder: [["name", "asc"]],
};
