import { type APIRequestContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import { sepayBody } from "../../server/features/webhooks/fixtures/bodies.ts";
import { t } from "../../shared/i18n/index.ts";
import { openOrder } from "./orders.ts";
import { expectAccessible, field, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// The admins' payment screens: transactions (a manual one, a bank transfer kept for review and
// attached to its order) and enrollments (filtered, activated by hand); ADMIN_TRIAL reads both.

/** playwright.config.ts `webServer.env.SEPAY_API_KEY`. */
const SEPAY_API_KEY = "e2e-sepay-api-key";

/** A SePay transfer whose message carries no order code: kept as NEEDS_REVIEW (UNKNOWN_CODE). */
async function reportUnmatchedTransfer(
  request: APIRequestContext,
  transfer: { amount: number; message: string; accountNumber: string },
) {
  const res = await request.post("/api/webhooks/sepay", {
    headers: { Authorization: `Apikey ${SEPAY_API_KEY}` },
    data: sepayBody({ id: Date.now() % 1_000_000_000, ...transfer }),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function userIdOf(page: Page, email: string): Promise<number> {
  const filters = encodeURIComponent(JSON.stringify([["email", "=", email]]));
  const res = await page.request.get(`/api/user/list?filters=${filters}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.items[0].id;
}

const toolbar = (page: Page) => page.getByTestId("list-toolbar");
const rows = (page: Page) => page.getByTestId("table-row");

async function searchTransactions(page: Page, text: string) {
  await page.getByRole("searchbox", { name: t("vi", "common.search") }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

test("an ADMIN adds a transaction by hand and sees it in the list", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/transaction-management?locale=en");
  await expect(
    page.getByRole("heading", { name: t("en", "nav.transaction_management") }),
  ).toBeVisible();

  const token = `QUAY${Date.now()}`;
  await page.getByRole("button", { name: t("en", "transactions.add") }).click();
  const dialog = page.getByRole("dialog", { name: t("en", "transactions.addTitle") });
  await field(dialog, t("en", "transactions.amountVnd")).fill("350000");
  await field(dialog, t("en", "transactions.messageOrCode")).fill(`Nop tien mat ${token}`);
  await field(dialog, t("en", "transactions.transactionTime")).fill("2026-11-20T09:30");
  await field(dialog, t("en", "transactions.bankReference")).fill("QUAY-01");
  await dialog.getByRole("button", { name: t("en", "actions.add") }).click();
  await expect(page.getByText("Transaction added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: t("en", "common.search") }).fill(token);
  const row = rows(page).filter({ hasText: token });
  await expect(row).toHaveCount(1);
  await expect(rows(page)).toHaveCount(1);
  await expect(row).toContainText("20/11/2026 09:30");
  await expect(row).toContainText("350,000đ");
  await expect(row).toContainText(t("en", "enums.transactionProvider.MANUAL"));
  // No order code in the message: kept for review, entered by the admin.
  await expect(row.getByTestId("status-badge")).toHaveText(
    t("en", "enums.transactionStatus.NEEDS_REVIEW"),
  );
  await expect(row.getByTestId("review-reason")).toHaveText(
    t("en", "enums.reviewReason.UNKNOWN_CODE"),
  );
  expect(errors).toEqual([]);
});

test("a transfer kept for review is attached to the student's order, which activates the enrollment", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const student = "hocvien4@demo.hocviet.vn";
  const order = await openOrder(browser, baseURL ?? "", student, 0);
  const token = `CK${Date.now()}`;
  await reportUnmatchedTransfer(page.request, {
    amount: order.amount,
    message: `${token} chuyen khoan hoc phi`,
    accountNumber: order.accountNumber,
  });

  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/transaction-management");
  // Only the transfers needing review, then the one reported above.
  await field(toolbar(page), t("vi", "transactions.status")).click();
  await page.getByRole("option", { name: t("vi", "enums.transactionStatus.NEEDS_REVIEW") }).click();
  await expect(page).toHaveURL(/status=NEEDS_REVIEW/);
  await searchTransactions(page, token);
  const row = rows(page).filter({ hasText: token });
  await expect(rows(page)).toHaveCount(1);
  await expect(row.getByTestId("review-reason")).toHaveText(
    t("vi", "enums.reviewReason.UNKNOWN_CODE"),
  );
  await expect(row).toContainText(t("vi", "enums.transactionProvider.SEPAY"));

  await row.getByRole("button", { name: t("vi", "transactions.attach") }).click();
  const dialog = page.getByRole("dialog", { name: t("vi", "transactions.attachTitle") });
  await dialog.getByTestId("order-lookup").fill(order.reference_code.toLowerCase());
  await dialog.getByRole("button", { name: t("vi", "transactions.findOrder") }).click();
  const found = dialog.getByTestId("found-order");
  await expect(found).toContainText("Đặng Minh Châu");
  await expect(found).toContainText(order.courseName);
  await expect(found).toContainText(t("vi", "enums.orderStatus.AWAITING_PAYMENT"));
  await dialog.getByRole("button", { name: t("vi", "transactions.confirmAttach") }).click();
  await expect(
    page.getByText(t("vi", "transactions.attached", { reference: order.reference_code })),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // No longer needing review: it leaves the filtered list, and shows MATCHED with its order.
  await expect(rows(page)).toHaveCount(0);
  await page.goto(`/transaction-management?q=${token}`);
  await expect(row.getByTestId("status-badge")).toHaveText(
    t("vi", "enums.transactionStatus.MATCHED"),
  );
  await expect(row.getByTestId("order-reference")).toHaveText(order.reference_code);

  // The order is paid: the student's enrollment in the course is active.
  await page.goto(`/enrollment-management?student=${await userIdOf(page, student)}`);
  const enrollment = rows(page).filter({ hasText: order.courseName });
  await expect(enrollment.getByTestId("status-badge")).toHaveText(
    t("vi", "enums.enrollmentStatus.ACTIVE"),
  );
  await expect(enrollment.getByTestId("order-reference")).toHaveText(order.reference_code);
});

test("enrollment management filters by status and activates an awaiting enrollment after confirming", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const order = await openOrder(browser, baseURL ?? "", "hocvien3@demo.hocviet.vn", 1);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/enrollment-management");
  await expect(
    page.getByRole("heading", { name: t("vi", "nav.enrollment_management") }),
  ).toBeVisible();

  await field(toolbar(page), t("vi", "enrollments.status")).click();
  await page
    .getByRole("option", { name: t("vi", "enums.enrollmentStatus.AWAITING_PAYMENT") })
    .click();
  await expect(page).toHaveURL(/status=AWAITING_PAYMENT/);
  const badges = rows(page).getByTestId("status-badge");
  await expect(badges.first()).toHaveText(t("vi", "enums.enrollmentStatus.AWAITING_PAYMENT"));
  await expect(
    badges.filter({ hasNotText: t("vi", "enums.enrollmentStatus.AWAITING_PAYMENT") }),
  ).toHaveCount(0);

  const row = rows(page).filter({ hasText: "Bùi Thanh Tâm" }).filter({ hasText: order.courseName });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("order-reference")).toHaveText(order.reference_code);
  await row.getByRole("button", { name: t("vi", "actions.activateEnrollment") }).click();
  const confirm = page.getByRole("dialog", { name: t("vi", "actions.activateEnrollment") });
  await expect(confirm).toContainText("Bùi Thanh Tâm");
  await expect(confirm).toContainText(order.courseName);
  await confirm.getByRole("button", { name: t("vi", "actions.activateEnrollment") }).click();
  await expect(page.getByText(t("vi", "enrollments.activatedToast"))).toBeVisible();
  // No longer awaiting payment: it leaves the filtered list; without the filter, it is active.
  await expect(row).toHaveCount(0);
  await page.getByRole("button", { name: t("vi", "actions.reset") }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(row.getByTestId("status-badge")).toHaveText(
    t("vi", "enums.enrollmentStatus.ACTIVE"),
  );
});

test("an ADMIN_TRIAL reads both lists, with every action disabled and the reason", async ({
  page,
  context,
  baseURL,
}) => {
  const token = `TRIAL${Date.now()}`;
  await reportUnmatchedTransfer(page.request, {
    amount: 120_000,
    message: `${token} hoc phi`,
    accountNumber: "0000123456789",
  });
  await signInAs(context, ACCOUNTS.trial, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });

  // ADMIN_TRIAL sees transfer messages masked and cannot search inside them: among the
  // transfers to review, this one shows its message down to first letters.
  await page.goto("/transaction-management?status=NEEDS_REVIEW");
  await expect(page.getByTestId("read-only-notice")).toHaveText(t("vi", "common.trialReadOnly"));
  await expect(page.getByRole("button", { name: t("vi", "transactions.add") })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  const row = rows(page).filter({ hasText: "T*** h***" }).first();
  await expect(row).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  const attach = row.getByRole("button", { name: t("vi", "transactions.attach") });
  await expect(attach).toHaveAttribute("aria-disabled", "true");
  await attach.hover();
  await expect(page.getByRole("tooltip")).toHaveText(t("vi", "common.trialReadOnly"));
  await attach.click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Reading is allowed: the details with the bank's raw body.
  await row.getByRole("button", { name: t("vi", "transactions.details") }).click();
  await expect(page.getByTestId("raw-payload")).toContainText(`"transferAmount": 120000`);

  await page.goto("/enrollment-management");
  await expect(page.getByTestId("read-only-notice")).toBeVisible();
  await expect(page.getByRole("button", { name: t("vi", "enrollments.add") })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expect(rows(page).first()).toBeVisible();
  const actions = rows(page).getByRole("button");
  expect(await actions.count()).toBeGreaterThan(0);
  for (const button of await actions.all()) {
    await expect(button).toHaveAttribute("aria-disabled", "true");
  }
  await actions.first().click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

async function lookAt(page: Page, testInfo: TestInfo, path: string, name: string) {
  for (const locale of ["vi", "en"] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}locale=${locale}`);
      await expect(rows(page).first()).toBeVisible();
      await settle(page);
      await saveScreenshot(page, testInfo, `${name}-${locale}-${width}`);
      await expectAccessible(page, `${name} ${locale} ${width}`);
    }
  }
}

test("both screens at phone and desktop widths, in Vietnamese and English", async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  // Eight screens with an accessibility scan each, on two shared cores.
  test.setTimeout(180_000);
  const errors = watchPageErrors(page);
  const order = await openOrder(browser, baseURL ?? "", "hocvien2@demo.hocviet.vn", 2);
  await reportUnmatchedTransfer(page.request, {
    amount: 2_277_000,
    message: "chuyen tien mua khoa hoc",
    accountNumber: "0000123456789",
  });
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await lookAt(page, testInfo, "/transaction-management", "transaction-management");
  await lookAt(page, testInfo, "/enrollment-management", "enrollment-management");

  // The dialogs and the details, at the desktop width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/transaction-management?status=NEEDS_REVIEW&locale=vi");
  const transfer = rows(page).filter({ hasText: "chuyen tien mua khoa hoc" }).first();
  await transfer.getByRole("button", { name: t("vi", "transactions.details") }).click();
  await expect(page.getByTestId("raw-payload")).toBeVisible();
  await settle(page);
  await saveScreenshot(page, testInfo, "transaction-detail-vi-1280");
  await expectAccessible(page, "transaction detail");
  await page.keyboard.press("Escape");
  await transfer.getByRole("button", { name: t("vi", "transactions.attach") }).click();
  const attach = page.getByRole("dialog");
  await attach.getByTestId("order-lookup").fill(order.reference_code);
  await attach.getByRole("button", { name: t("vi", "transactions.findOrder") }).click();
  await expect(attach.getByTestId("found-order")).toContainText("Hoàng Văn Nam");
  await saveScreenshot(page, testInfo, "transaction-attach-vi-1280");
  await expectAccessible(page, "attach dialog");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: t("vi", "transactions.add") }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await saveScreenshot(page, testInfo, "transaction-add-vi-1280");
  await expectAccessible(page, "add transaction dialog");

  await page.goto("/enrollment-management?locale=vi");
  await page.getByRole("button", { name: t("vi", "enrollments.add") }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await saveScreenshot(page, testInfo, "enrollment-add-vi-1280");
  await expectAccessible(page, "add enrollment dialog");
  expect(errors).toEqual([]);
});
