import { expect, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { field } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// The management kit on its first screen: an ADMIN changes a role; ADMIN_TRIAL sees the same
// screen with every control disabled and a tooltip saying why.

const student = "hocvien5@demo.hocviet.vn";

test("an ADMIN finds a user and changes their role", async ({ page, context, baseURL }) => {
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/user-management");
  await expect(page.getByRole("heading", { name: t("vi", "nav.user_management") })).toBeVisible();

  // Filter by role: the URL keeps the state, the table only lists students.
  await field(page.getByTestId("list-toolbar"), t("vi", "users.role")).click();
  await page.getByRole("option", { name: t("vi", "enums.role.CLIENT") }).click();
  await expect(page).toHaveURL(/role=CLIENT/);
  const badges = page.getByTestId("table-row").getByTestId("role-badge");
  await expect(badges.first()).toHaveText(t("vi", "enums.role.CLIENT"));
  // Retried until the table has re-rendered: no row of another role may remain.
  await expect(badges.filter({ hasNotText: t("vi", "enums.role.CLIENT") })).toHaveCount(0);

  await page.getByRole("searchbox", { name: t("vi", "common.search") }).fill("Ngô Gia Bảo");
  await expect(page).toHaveURL(/q=Ng/);
  const row = page.getByTestId("table-row").filter({ hasText: student });
  await expect(page.getByTestId("table-row")).toHaveCount(1);

  await row.getByRole("button", { name: t("vi", "users.changeRole") }).click();
  const dialog = page.getByRole("dialog", { name: t("vi", "users.changeRole") });
  await field(dialog, t("vi", "users.role")).click();
  await page.getByRole("option", { name: t("vi", "enums.role.CONTENT_WRITER") }).click();
  await dialog.getByRole("button", { name: t("vi", "actions.save") }).click();
  await expect(page.getByText(t("vi", "success.saved"))).toBeVisible();
  await expect(dialog).toBeHidden();

  // Still filtered on students: the changed user leaves the list; without the filter, shown.
  await expect(page.getByTestId("table-row")).toHaveCount(0);
  await page.getByRole("button", { name: t("vi", "actions.reset") }).click();
  await page.getByRole("searchbox", { name: t("vi", "common.search") }).fill("Ngô Gia Bảo");
  await expect(row.getByTestId("role-badge")).toHaveText(t("vi", "enums.role.CONTENT_WRITER"));
});

test("an ADMIN_TRIAL sees user management read-only, with the reason", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.trial, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/user-management");
  await expect(page.getByTestId("read-only-notice")).toHaveText(t("vi", "common.trialReadOnly"));
  const rows = page.getByTestId("table-row");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5);

  const buttons = rows.getByRole("button", { name: t("vi", "users.changeRole") });
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute("aria-disabled", "true");
  }
  for (const checkbox of await rows.getByRole("checkbox").all()) {
    await expect(checkbox).toBeDisabled();
  }
  // Other people's addresses are masked for the demo account.
  await expect(rows.filter({ hasText: "ho***@demo.hocviet.vn" }).first()).toBeVisible();

  const first = buttons.first();
  await first.hover();
  await expect(page.getByRole("tooltip")).toHaveText(t("vi", "common.trialReadOnly"));
  await first.click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
