import { describe, expect, it } from "vitest";
import { ROUTES } from "../../shared/routes.ts";
import {
  allowedScreens,
  DASHBOARD_SCREENS,
  groupBySection,
  screenAbility,
} from "./dashboard-nav.ts";
import { SCREEN_ICONS } from "./screen-icons.ts";

describe("dashboard screens", () => {
  it("list every dashboard route of the route table exactly once, each with an icon", () => {
    const dashboardRoutes = ROUTES.filter((r) => r.layout === "dashboard").map((r) => r.key);
    expect(DASHBOARD_SCREENS.map((s) => s.key).sort()).toEqual([...dashboardRoutes].sort());
    for (const screen of DASHBOARD_SCREENS) expect(SCREEN_ICONS[screen.key]).toBeTypeOf("function");
  });

  it("keep the screens the abilities open, grouped by area in order", () => {
    const screens = allowedScreens({
      "dashboard.view": true,
      "media.view": true,
      "user.view": false,
    });
    expect(
      groupBySection(screens).map(([section, items]) => [section, items.map((s) => s.key)]),
    ).toEqual([
      ["overview", ["dashboard"]],
      [
        "content",
        ["image_management", "video_management", "audio_management", "document_management"],
      ],
    ]);
    expect(allowedScreens({})).toEqual([]);
  });

  it("name the ability of a screen, and none for other routes", () => {
    expect(screenAbility("user_action_management")).toBe("activity_log.view");
    expect(screenAbility("account")).toBeNull();
  });
});
