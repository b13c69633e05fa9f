import { expect, type Locator, type Page, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { linkFromOutbox } from "./outbox.ts";
import { field } from "./page-tools.ts";

// Every account form, typed into the moment it is drawn (nothing waited for after the first
// field shows), then sent: what was typed before the page finished loading must be what the
// server receives. The forms are uncontrolled (@mantine/form), so a late redraw that remounts
// an input would silently drop what was typed; the later steps prove the values arrived.

const vi = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("vi", key, params);

/** Types each value as soon as its field is drawn, then checks none was dropped. */
async function typeAtOnce(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
  for (const [label, value] of Object.entries(values)) {
    await expect(field(scope, label)).toHaveValue(value);
  }
}

/** The field's own error message (the element its aria-describedby names), as the reader hears it. */
async function expectFieldError(page: Page, input: Locator, message: string) {
  await expect(input).toHaveAttribute("aria-describedby", /-error\b/);
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(/\s+/);
  const errorId = ids.find((id) => id.endsWith("-error")) ?? "";
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

test("every account form takes what is typed at once, and the server's field errors show at their field", async ({
  page,
}) => {
  // Six forms and two e-mails in one walk: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const email = `bieu.mau.${Date.now()}@example.com`;
  const password = "mat-khau-bieu-mau-2026";
  const createAccount = page.getByRole("button", { name: vi("nav.createAccount") }).last();

  // Register, first with a password the server refuses as too common: its message shows at
  // the password field, not above the button.
  await page.goto("/register");
  await typeAtOnce(page, {
    [vi("auth.fullName")]: "Phạm Minh Châu",
    [vi("auth.email")]: email,
    [vi("auth.password")]: "password123",
  });
  await createAccount.click();
  const passwordField = field(page, vi("auth.password"));
  await expectFieldError(page, passwordField, vi("validation.passwordTooCommon"));
  await expect(page.getByTestId("form-error")).toHaveCount(0);
  await expect(passwordField).toBeFocused();
  await passwordField.fill(password);
  await createAccount.click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(await linkFromOutbox(email, "/verify-email"));
  await expect(page.getByTestId("verified")).toHaveText(vi("success.emailVerified"));

  // Register again with the same address: the server's "already in use" at the e-mail field.
  await page.context().clearCookies();
  await page.goto("/register");
  await typeAtOnce(page, {
    [vi("auth.fullName")]: "Người Khác",
    [vi("auth.email")]: email,
    [vi("auth.password")]: password,
  });
  await createAccount.click();
  await expectFieldError(page, field(page, vi("auth.email")), vi("errors.auth.emailTaken"));
  await expect(page.getByTestId("form-error")).toHaveCount(0);

  // Forgot password, then the link of the e-mail: the reset form.
  await page.goto("/forgot-password");
  await typeAtOnce(page, { [vi("auth.email")]: email });
  await page.getByRole("button", { name: vi("actions.sendRecoveryLink") }).click();
  await expect(page.getByTestId("sent")).toBeVisible();
  await page.goto(await linkFromOutbox(email, "/reset-password"));
  const resetPassword = `${password}-dat-lai`;
  await typeAtOnce(page, {
    [vi("auth.newPassword")]: resetPassword,
    [vi("auth.confirmNewPassword")]: resetPassword,
  });
  await page.getByRole("button", { name: vi("auth.setNewPassword") }).click();
  await expect(page).toHaveURL(/\/login\?reason=passwordReset$/);

  // Sign in with the new password, opened straight on the login page.
  await page.goto("/login");
  await typeAtOnce(page, { [vi("auth.email")]: email, [vi("auth.password")]: resetPassword });
  await page.getByRole("button", { name: vi("nav.login") }).click();
  await expect(page).toHaveURL(/\/$/);

  // The profile, opened straight on the account page: saved, then read back after a reload.
  await page.goto("/account");
  const profile = page.getByRole("form", { name: vi("account.profile") });
  await typeAtOnce(profile, {
    [vi("auth.fullName")]: "Phạm Minh Châu Anh",
    [vi("account.title")]: "Giáo viên tiếng Anh",
    [vi("account.phone")]: "0912 345 678",
  });
  await profile.getByRole("button", { name: vi("actions.save") }).click();
  await expect(page.getByText(vi("success.saved"))).toBeVisible();
  await page.reload();
  await expect(field(profile, vi("auth.fullName"))).toHaveValue("Phạm Minh Châu Anh");
  await expect(field(profile, vi("account.title"))).toHaveValue("Giáo viên tiếng Anh");
  await expect(field(profile, vi("account.phone"))).toHaveValue("0912345678");

  // Change the password, opened straight on the account page; then sign in with it.
  await page.goto("/account");
  const passwordForm = page.getByRole("form", { name: vi("actions.changePassword") });
  const changedPassword = `${password}-doi-moi`;
  await typeAtOnce(passwordForm, {
    [vi("auth.currentPassword")]: resetPassword,
    [vi("auth.newPassword")]: changedPassword,
    [vi("auth.confirmNewPassword")]: changedPassword,
  });
  await passwordForm.getByRole("button", { name: vi("actions.changePassword") }).click();
  await expect(page).toHaveURL(/\/login\?reason=passwordChanged$/);
  await typeAtOnce(page, { [vi("auth.email")]: email, [vi("auth.password")]: changedPassword });
  await page.getByRole("button", { name: vi("nav.login") }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("profile-menu")).toBeVisible();
});
