import { buildPath } from "../../shared/routes.ts";

/** The public sections linked from the top bar (and its drawer on phones). */
export const MAIN_NAV = [
  { key: "course_discovery", path: buildPath("course_discovery") },
  { key: "article_discovery", path: buildPath("article_discovery") },
] as const;
