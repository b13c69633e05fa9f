import { expect, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, createStudent, signInAs } from "./sign-in.ts";

// A role change as ADMIN: it ends that user's session, and the activity log shows it with
// the values before and after, a link to the user, and in its CSV export.

test("a role change is in the activity log with before/after values and ends that user's session", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  const origin = baseURL ?? "";
  const email = `log-${Date.now()}@example.com`;
  const userId = await createStudent(email);
  const studentContext = await browser.newContext({ baseURL: origin });
  await signInAs(studentContext, email, origin);
  const before = await studentContext.request.get("/api/account/info");
  expect((await before.json()).data?.user?.email).toBe(email);

  await signInAs(context, ACCOUNTS.admin, origin);
  const changed = await page.request.post("/api/user/update-role", {
    data: { userId, role: "CONTENT_WRITER" },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  // That user's session is over.
  const after = await studentContext.request.get("/api/account/info");
  expect((await after.json()).data?.user ?? null).toBeNull();
  await studentContext.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/user-action-management?table=user&record=${userId}&type=UPDATE`);
  const row = page.getByTestId("table-row").first();
  await expect(row.getByTestId("change-diff")).toContainText("role");
  await expect(row.getByTestId("change-diff")).toContainText("CLIENT → CONTENT_WRITER");
  await expect(row.getByTestId("log-author")).toHaveText(ACCOUNTS.admin);
  await expectAccessible(page, "activity log");
  await settle(page);
  await saveScreenshot(page, test.info(), "activity-log-vi-1280");

  // The CSV export carries the same filters.
  const href = await page
    .getByRole("link", { name: t("vi", "activityLog.exportCsv") })
    .getAttribute("href");
  const csv = await page.request.get(href ?? "");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("CONTENT_WRITER");

  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, test.info(), "activity-log-vi-375");

  // The record link opens the user in user management.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("link", { name: `#${userId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user-management\\?q=${userId}`));
  await expect(page.getByTestId("table-row").first()).toContainText(email);

  await page.goto(`/user-action-management?table=user&record=${userId}&locale=en`);
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  await settle(page);
  await saveScreenshot(page, test.info(), "activity-log-en-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, test.info(), "activity-log-en-375");
  expect(errors).toEqual([]);
});
