import { expect, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { linkFromOutbox } from "./outbox.ts";
import { expectAccessible, field } from "./page-tools.ts";
import { createAdminWithPassword } from "./sign-in.ts";

// The forms of the accounts flow, used as a new student would: register, verify the e-mail
// from the outbox, sign out and in again, then edit the account settings.

test("register → verify from the outbox → login → account settings", async ({ page }) => {
  const email = `hoc.vien.${Date.now()}@example.com`;
  const password = "mot-mat-khau-du-dai-2026";

  await page.goto("/register");
  // The messages of docs/product/validation-and-errors.md at the fields, before anything is sent.
  await page
    .getByRole("button", { name: t("vi", "nav.createAccount") })
    .last()
    .click();
  await expect(page.getByText(t("vi", "validation.required"))).toHaveCount(2);
  await expect(page.getByText(t("vi", "validation.passwordMin", { minLength: 8 }))).toBeVisible();
  await expect(field(page, t("vi", "auth.fullName"))).toBeFocused();
  await expectAccessible(page, "register with errors");
  await field(page, t("vi", "auth.email")).fill("hong.nhung@");
  await expect(page.getByText(t("vi", "validation.invalidEmail"))).toBeVisible();

  await field(page, t("vi", "auth.fullName")).fill("Lê Thị Hồng Nhung");
  await field(page, t("vi", "auth.email")).fill(email);
  await field(page, t("vi", "auth.password")).fill(password);
  await page
    .getByRole("button", { name: t("vi", "nav.createAccount") })
    .last()
    .click();

  // Signed in as PENDING: the verify-email screen, with the resend countdown running.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { name: t("vi", "auth.checkInbox") })).toBeVisible();
  await expect(page.getByTestId("pending-email")).toHaveText(email);
  await expect(page.getByTestId("resend")).toHaveText(/^Thử lại sau 0:(5\d|60)$/);
  await expect(page.getByTestId("resend")).toBeDisabled();

  const link = await linkFromOutbox(email, "/verify-email");
  await page.goto(link);
  await expect(page.getByTestId("verified")).toHaveText(t("vi", "success.emailVerified"));
  await expect(page.getByTestId("pending-notice")).toHaveCount(0);

  // Sign out from the profile menu, then in again with the form.
  await page.getByTestId("profile-menu").click();
  await page.getByRole("menuitem", { name: t("vi", "nav.signOut") }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByTestId("top-bar").getByRole("link", { name: t("vi", "nav.login") }),
  ).toBeVisible();

  await page.goto("/login");
  await field(page, t("vi", "auth.email")).fill(email);
  await field(page, t("vi", "auth.password")).fill(password);
  await page.getByRole("button", { name: t("vi", "nav.login") }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId("profile-menu").click();
  await page.getByRole("menuitem", { name: t("vi", "nav.account") }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("account-name")).toHaveText("Lê Thị Hồng Nhung");

  const profile = page.getByRole("form", { name: t("vi", "account.profile") });
  await field(profile, t("vi", "account.phone")).fill("12345");
  await profile.getByRole("button", { name: t("vi", "actions.save") }).click();
  await expect(profile.getByText(t("vi", "validation.invalidPhone"))).toBeVisible();
  await field(profile, t("vi", "account.phone")).fill("0912 345 678");
  await field(profile, t("vi", "account.title")).fill("Nhân viên kế toán");
  await profile.getByRole("button", { name: t("vi", "actions.save") }).click();
  await expect(page.getByText(t("vi", "success.saved"))).toBeVisible();
  await page.reload();
  await expect(field(profile, t("vi", "account.title"))).toHaveValue("Nhân viên kế toán");
  await expect(field(profile, t("vi", "account.phone"))).toHaveValue("0912345678");

  // Changing the password signs the user out, and login says why.
  const passwordForm = page.getByRole("form", { name: t("vi", "actions.changePassword") });
  await field(passwordForm, t("vi", "auth.currentPassword")).fill(password);
  await field(passwordForm, t("vi", "auth.newPassword")).fill(`${password}-moi`);
  await field(passwordForm, t("vi", "auth.confirmNewPassword")).fill(`${password}-khac`);
  await passwordForm.getByRole("button", { name: t("vi", "actions.changePassword") }).click();
  await expect(passwordForm.getByText(t("vi", "validation.passwordsMismatch"))).toBeVisible();
  await field(passwordForm, t("vi", "auth.confirmNewPassword")).fill(`${password}-moi`);
  await passwordForm.getByRole("button", { name: t("vi", "actions.changePassword") }).click();
  await expect(page).toHaveURL(/\/login\?reason=passwordChanged$/);
  await expect(page.getByTestId("signed-out-reason")).toHaveText(
    t("vi", "auth.signedOut.passwordChanged"),
  );
  // Signing in again on that very page works, with the new password.
  await field(page, t("vi", "auth.email")).fill(email);
  await field(page, t("vi", "auth.password")).fill(`${password}-moi`);
  await page.getByRole("button", { name: t("vi", "nav.login") }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("profile-menu")).toBeVisible();
});

test("an administrator whose address predates today's rules (admin@localhost) signs in with the form", async ({
  page,
}) => {
  const password = "mat-khau-cua-quan-tri-cu";
  await createAdminWithPassword("admin@localhost", password, "Quản trị viên cài đặt cũ");
  await page.goto("/login");
  await field(page, t("vi", "auth.email")).fill("admin@localhost");
  await field(page, t("vi", "auth.password")).fill(password);
  await page.getByRole("button", { name: t("vi", "nav.login") }).click();
  await expect(page.getByText(t("vi", "validation.invalidEmail"))).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("profile-menu").click();
  await page.getByRole("menuitem", { name: t("vi", "nav.account") }).click();
  await expect(page.getByTestId("account-name")).toHaveText("Quản trị viên cài đặt cũ");
});
