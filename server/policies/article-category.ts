import type { ResourcePolicy } from "./policy.ts";
import { views, writesAll } from "./roles.ts";

/**
 * Article categories: whoever works on articles sees them (a writer picks one on the form);
 * those who manage every article (ADMIN, CONTENT_MANAGER: `full` in the matrix's article row)
 * add, rename and delete them. ADMIN_TRIAL looks only.
 */
export const articleCategoryPolicy = {
  global: {
    view: (actor) => views(actor, "article"),
    create: (actor) => writesAll(actor, "article"),
  },
  record: {
    update: (actor) => writesAll(actor, "article"),
    delete: (actor) => writesAll(actor, "article"),
  },
} satisfies ResourcePolicy<{ id: number }>;
