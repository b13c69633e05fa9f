import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../shared/constants.ts";
import { formatPrice } from "../../shared/format.ts";
import { t } from "../../shared/i18n/index.ts";
import { pickDayRange } from "./day-range.ts";
import { openOrder } from "./orders.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, createStudent, notifyUser, signInAs } from "./sign-in.ts";

// The dashboard's figures as ADMIN: two payments entered by hand in October 2025 — one at
// 23:30 UTC, which is 06:30 the next morning in Hanoi — show to the đồng in the revenue card
// and in the chart's buckets, which the period switch re-cuts; the range is picked on the
// calendar. Then a notification read from the /notifications list lowers the bell's count.
// (The role change with before/after values and the ended session: activity-log.spec.ts.)

const LATE = "2025-10-14T23:30:00.000Z"; // 15/10 in GMT+07:00
const MORNING = "2025-10-14T03:00:00.000Z"; // 14/10 in GMT+07:00

const money = (amount: number, locale: Locale = "vi") =>
  formatPrice(amount, locale, { zeroAsFree: false });

/** On the calendar of the range picker, as a person picks the days. */
const chooseRange = (page: Page, locale: Locale, from: string, to: string) =>
  pickDayRange(page, locale, t(locale, "dashboard.range"), from, to);

async function choosePeriod(page: Page, locale: Locale, period: "DAY" | "WEEK" | "MONTH") {
  await page
    .getByTestId("dashboard-filters")
    .getByText(t(locale, `enums.dashboardPeriod.${period}`), { exact: true })
    .click();
}

const bucket = (page: Page, key: string) =>
  page.getByTestId("revenue-chart").locator(`li[data-bucket="${key}"]`);

test("the dashboard shows the revenue of payments by GMT+07:00 day, week and month", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Two locales, each range picked on the calendar, and the notification list: a long walk.
  test.setTimeout(180_000);
  const errors = watchPageErrors(page);
  const origin = baseURL ?? "";
  const student = `dashboard-${Date.now()}@example.com`;
  await createStudent(student);
  const first = await openOrder(browser, origin, student, 0);
  const second = await openOrder(browser, origin, student, 1);

  await signInAs(context, ACCOUNTS.admin, origin);
  for (const [order, time] of [
    [first, LATE],
    [second, MORNING],
  ] as const) {
    const res = await page.request.post("/api/transaction/create", {
      data: { amount: order.amount, orderId: order.id, transactionTime: time, message: "e2e" },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const total = first.amount + second.amount;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard");
  // The default range (the last 30 days) has this test's new account: its axis counts people
  // in whole numbers, never 0,25 of one.
  const growthTicks = page.getByTestId("growth-chart").locator(".recharts-yAxis-tick-labels text");
  await expect(growthTicks.first()).toBeVisible();
  const ticks = (await growthTicks.allTextContents()).map((tick) => {
    expect(tick).toMatch(/^\d+$/);
    return Number(tick);
  });
  // …and ends no more than one step past the highest bar (read from the chart's list of
  // figures): a top bar of 6 may get 0–8 in steps of 2, a top bar of 1 not an axis to 4.
  const figures = await page
    .getByTestId("growth-chart")
    .locator("li")
    .evaluateAll((items) => items.map((li) => li.getAttribute("aria-label")?.split(": ")[1] ?? ""));
  const highest = Math.max(...figures.flatMap((text) => (text.match(/\d+/g) ?? []).map(Number)));
  const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
  expect(Math.max(...ticks)).toBeLessThanOrEqual(highest + step);
  await chooseRange(page, "vi", "2025-10-01", "2025-10-31");
  await expect(page.getByTestId("figure-revenue-value")).toHaveText(money(total));
  await expect(page.getByTestId("figure-paid-orders-value")).toHaveText("2");

  // Day: the 23:30 UTC payment is on 15/10, the morning one on 14/10.
  await expect(page.getByTestId("revenue-chart").locator("li")).toHaveCount(31);
  await expect(bucket(page, "2025-10-15")).toHaveAttribute(
    "aria-label",
    `15/10: ${t("vi", "dashboard.revenue")} ${money(first.amount)}`,
  );
  await expect(bucket(page, "2025-10-14")).toHaveAttribute(
    "aria-label",
    `14/10: ${t("vi", "dashboard.revenue")} ${money(second.amount)}`,
  );
  // Hovering the 15th bar shows that day's figure to the đồng.
  const chart = page.getByTestId("revenue-chart");
  await chart.locator(".recharts-bar-rectangle").nth(14).hover();
  const tooltip = chart.locator(".recharts-tooltip-wrapper");
  await expect(tooltip).toContainText("15/10");
  await expect(tooltip).toContainText(`${t("vi", "dashboard.revenue")}${money(first.amount)}`);
  await expect(page.getByTestId("top-courses")).toContainText(first.courseName);

  // Week (from Monday 13/10): both in one bucket. Month: one bucket for October.
  await choosePeriod(page, "vi", "WEEK");
  await expect(page.getByTestId("revenue-chart").locator("li")).toHaveCount(5);
  await expect(bucket(page, "2025-10-13")).toHaveAttribute(
    "aria-label",
    `13/10: ${t("vi", "dashboard.revenue")} ${money(total)}`,
  );
  await choosePeriod(page, "vi", "MONTH");
  await expect(page.getByTestId("revenue-chart").locator("li")).toHaveCount(1);
  await expect(bucket(page, "2025-10-01")).toHaveAttribute(
    "aria-label",
    `10/2025: ${t("vi", "dashboard.revenue")} ${money(total)}`,
  );

  // A range longer than 500 days is said at the end date and asks nothing of the server.
  await chooseRange(page, "vi", "2024-01-01", "2025-10-31");
  await expect(page.getByText(t("vi", "validation.dateRangeTooLong", { days: 500 }))).toBeVisible();

  // A month with nothing in it says so, instead of an empty grid with an invented axis.
  await chooseRange(page, "vi", "2025-08-01", "2025-08-31");
  await expect(page.getByTestId("figure-revenue-value")).toHaveText(money(0));
  await expect(page.getByTestId("revenue-chart")).toContainText(
    t("vi", "dashboard.noRevenueInRange"),
  );
  await expect(page.getByTestId("revenue-chart").locator(".recharts-surface")).toHaveCount(0);
  await expect(page.getByTestId("growth-chart")).toContainText(
    t("vi", "dashboard.noGrowthInRange"),
  );

  await chooseRange(page, "vi", "2025-10-01", "2025-10-31");
  await choosePeriod(page, "vi", "DAY");
  await expect(page.getByTestId("figure-revenue-value")).toHaveText(money(total));
  // The configuration's health: the e2e server has a SePay key and the demo bank, no SMTP.
  const health = page.getByTestId("config-health");
  await expect(health).toContainText(t("vi", "dashboard.health.webhook", { provider: "SEPAY" }));
  await expect(health).toContainText(t("vi", "dashboard.health.smtpOutbox"));
  await expect(health).not.toContainText("e2e-sepay-api-key");
  await expectAccessible(page, "dashboard");
  await settle(page);
  await saveScreenshot(page, test.info(), "dashboard-vi-1280");
  // The range picker open: the calendar and its presets.
  await page.getByRole("button", { name: t("vi", "dashboard.range"), exact: true }).click();
  await expect(
    page.getByRole("button", { name: t("vi", "dashboard.presets.last90") }),
  ).toBeVisible();
  await saveScreenshot(page, test.info(), "dashboard-range-picker-vi-1280");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, test.info(), "dashboard-vi-375");

  await page.goto("/dashboard?locale=en");
  await chooseRange(page, "en", "2025-10-01", "2025-10-31");
  await expect(page.getByTestId("figure-revenue-value")).toHaveText(money(total, "en"));
  await settle(page);
  await saveScreenshot(page, test.info(), "dashboard-en-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, test.info(), "dashboard-en-1280");

  // A notification read from the list: the bell counts one fewer.
  await notifyUser(ACCOUNTS.admin, first.courseName, "/dashboard");
  const unread = async () =>
    (await (await page.request.get("/api/notification/unread-count")).json()).data.count as number;
  const count = await unread();
  expect(count).toBeGreaterThan(0);
  await page.goto("/notifications?locale=vi");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName(t("vi", "notifications.bellUnread", { count }));
  await expect(page.getByTestId("unread-summary")).toHaveText(
    t("vi", "notifications.unreadCount", { count }),
  );
  await page
    .locator("[data-testid=notification-item][data-unread]")
    .filter({ hasText: first.courseName })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(bell).toHaveAccessibleName(
    count - 1 > 0
      ? t("vi", "notifications.bellUnread", { count: count - 1 })
      : t("vi", "nav.notifications"),
  );
  expect(await unread()).toBe(count - 1);
  expect(errors).toEqual([]);
});
