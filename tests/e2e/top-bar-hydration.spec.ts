import { expect, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { watchPageErrors } from "./page-tools.ts";

// The top bar hydrates in slices after React's first pass, like the page and the footer
// (docs/decisions/052). Its server markup is on screen before that: a visitor's first click on
// it must still do what it says, at once, on a slow phone. The CPU is slowed 6× so that the
// click lands while the page is still hydrating.

test.describe("the top bar's first click, while the page hydrates", () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  });

  test("the colour scheme toggle switches to dark", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: t("vi", "nav.darkMode") });
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(page.getByRole("button", { name: t("vi", "nav.lightMode") })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the phone menu opens", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: t("vi", "nav.menu") }).click();
    const drawer = page.getByRole("dialog", { name: t("vi", "nav.menu") });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: t("vi", "nav.login") })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
