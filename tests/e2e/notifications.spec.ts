import { expect, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { notifyUser, signInAs } from "./sign-in.ts";

// The bell of the top bar and the /notifications page, for a student with new notifications.

const email = "hocvien2@demo.hocviet.vn";

test("the bell counts unread notifications; opening one reads it; all can be read", async ({
  page,
  context,
  baseURL,
}) => {
  await notifyUser(email, "Lập trình Python cơ bản", "/notifications?from=bell");
  await notifyUser(email, "Excel văn phòng", "/notifications?from=bell");
  await signInAs(context, email, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");

  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName(t("vi", "notifications.bellUnread", { count: 2 }));
  await expect(page.getByTestId("unread-count")).toContainText("2");
  await bell.click();
  const items = page.getByTestId("notification-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Excel văn phòng");
  await items.first().click();
  await expect(page).toHaveURL(/\/notifications\?from=bell$/);
  await expect(bell).toHaveAccessibleName(t("vi", "notifications.bellUnread", { count: 1 }));

  await expect(page.getByRole("heading", { name: t("vi", "nav.notifications") })).toBeVisible();
  await expect(page.getByTestId("unread-summary")).toHaveText(
    t("vi", "notifications.unreadCount", { count: 1 }),
  );
  await page.getByRole("button", { name: t("vi", "actions.markAllRead") }).click();
  await expect(page.getByTestId("unread-summary")).toHaveText(t("vi", "notifications.allRead"));
  await expect(bell).toHaveAccessibleName(t("vi", "nav.notifications"));
  await expect(page.locator("[data-testid=notification-item][data-unread]")).toHaveCount(0);
});

test("a visitor has no bell and is sent to login from /notifications", async ({ page }) => {
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/);
  await expect(page.getByTestId("notification-bell")).toHaveCount(0);
});
