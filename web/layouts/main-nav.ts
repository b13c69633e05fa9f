import { buildPath } from "../../shared/routes.ts";

/** The public sections linked from the top bar, its drawer on phones, and the footer. */
export const MAIN_NAV = [
  { key: "course_discovery", path: buildPath("course_discovery") },
  { key: "combo_discovery", path: buildPath("combo_discovery") },
  { key: "promotion_discovery", path: buildPath("promotion_discovery") },
  { key: "article_discovery", path: buildPath("article_discovery") },
] as const;
