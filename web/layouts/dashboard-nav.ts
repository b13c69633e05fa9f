import type { AbilityName } from "../../shared/constants.ts";
import type { RouteKey } from "../../shared/routes.ts";

/**
 * The dashboard's screens: one array that builds the side navigation and the dashboard's
 * shortcuts, and tells the route guard which ability of the server's policy module opens each
 * screen (docs/conventions.md convention 3). Grouped as a reader scans them; every dashboard route of
 * shared/routes.ts appears exactly once (a test checks it). Icons live with the side navigation
 * (screen-icons.ts), so that the route guard, which every page loads, does not carry them.
 */

export type NavSection = "overview" | "content" | "courses" | "sales" | "system";

export interface DashboardScreen {
  key: RouteKey;
  section: NavSection;
  /** The ability that opens the screen; the side navigation lists only those the user has. */
  ability: AbilityName;
}

export const DASHBOARD_SCREENS = [
  { key: "dashboard", section: "overview", ability: "dashboard.view" },
  { key: "article_management", section: "content", ability: "article.view" },
  {
    key: "article_category_management",
    section: "content",
    ability: "article_category.view",
  },
  { key: "image_management", section: "content", ability: "media.view" },
  { key: "video_management", section: "content", ability: "media.view" },
  { key: "audio_management", section: "content", ability: "media.view" },
  { key: "document_management", section: "content", ability: "media.view" },
  { key: "banner_management", section: "content", ability: "banner.view" },
  { key: "course_management", section: "courses", ability: "course.view" },
  { key: "chapter_management", section: "courses", ability: "chapter.view" },
  { key: "lesson_management", section: "courses", ability: "lesson.view" },
  { key: "quiz_management", section: "courses", ability: "quiz.view" },
  { key: "combo_management", section: "sales", ability: "combo.view" },
  { key: "promotion_management", section: "sales", ability: "promotion.view" },
  { key: "enrollment_management", section: "sales", ability: "enrollment.view" },
  { key: "transaction_management", section: "sales", ability: "transaction.view" },
  { key: "user_management", section: "system", ability: "user.view" },
  { key: "user_action_management", section: "system", ability: "activity_log.view" },
] as const satisfies readonly DashboardScreen[];

export type ScreenKey = (typeof DASHBOARD_SCREENS)[number]["key"];
type Screen = (typeof DASHBOARD_SCREENS)[number];

const BY_KEY = new Map<RouteKey, Screen>(DASHBOARD_SCREENS.map((screen) => [screen.key, screen]));

/** The ability a dashboard screen needs, or null for a route that is not one. */
export function screenAbility(key: RouteKey): AbilityName | null {
  return BY_KEY.get(key)?.ability ?? null;
}

/** The screens these abilities open, in navigation order. */
export function allowedScreens(abilities: Partial<Record<AbilityName, boolean>>): Screen[] {
  return DASHBOARD_SCREENS.filter((screen) => abilities[screen.ability] === true);
}

/** Screens grouped by area, areas and screens in navigation order. */
export function groupBySection(screens: readonly Screen[]): [NavSection, Screen[]][] {
  const sections = new Map<NavSection, Screen[]>();
  for (const screen of screens) {
    sections.set(screen.section, [...(sections.get(screen.section) ?? []), screen]);
  }
  return [...sections];
}
