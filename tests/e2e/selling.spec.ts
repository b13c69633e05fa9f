import { closeSync, mkdirSync, openSync, truncateSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import jsqrModule from "jsqr";
import { E2E_ORIGIN } from "../../playwright.config.ts";
import sepayFixture from "../../server/features/webhooks/fixtures/sepay-webhook.json" with {
  type: "json",
};
import { formatPrice } from "../../shared/format.ts";
import { t } from "../../shared/i18n/index.ts";
import { salePrice } from "../../shared/pricing.ts";
import { linkFromOutbox } from "./outbox.ts";
import { expectAccessible, field, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// Selling without friction, at phone size: a guest's Buy now survives registering and
// verifying the e-mail (the link carries the way back), and two transfers that add up pay the
// order while the open checkout shows what was received and what is still owed.

/** A paid demo course (server/seed) that a new account does not own. */
const COURSE_SLUG = "quang-cao-facebook-va-tiktok";
/** playwright.config.ts webServer.env.SEPAY_API_KEY */
const SEPAY_KEY = "e2e-sepay-api-key";
const FIRST_TRANSFER = 200_000;

type Decode = typeof jsqrModule.default;
const jsQR: Decode =
  typeof jsqrModule === "function" ? (jsqrModule as unknown as Decode) : jsqrModule.default;

async function decodeQr(page: Page): Promise<string> {
  const canvas = page.getByTestId("vietqr");
  await expect(page.locator('[data-state="drawn"]').filter({ has: canvas })).toBeVisible();
  const image = await canvas.evaluate((node) => {
    const c = node as HTMLCanvasElement;
    const pixels = c.getContext("2d")!.getImageData(0, 0, c.width, c.height);
    return { width: c.width, height: c.height, data: Array.from(pixels.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height);
  expect(code, "the QR code decodes").not.toBeNull();
  return code!.data;
}

const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

/** The bank reports a transfer, without the student's session, as SePay does. */
async function bankTransfer(accountNumber: string, reference: string, amount: number) {
  const bank = await request.newContext({ baseURL: E2E_ORIGIN });
  const res = await bank.post("/api/webhooks/sepay", {
    headers: { Authorization: `Apikey ${SEPAY_KEY}` },
    data: {
      ...sepayFixture.body,
      id: Date.now() + amount,
      accountNumber,
      content: `${reference} chuyen khoan`,
      transferAmount: amount,
      referenceCode: `FT${Date.now()}${amount}`,
    },
  });
  expect(res.status()).toBe(200);
  await bank.dispose();
}

test("phone: Buy now → register → verify from the e-mail → that checkout; two transfers add up", async ({
  page,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `khach.${Date.now()}@example.com`;

  await page.goto(`/courses/${COURSE_SLUG}`);
  await page.getByTestId("course-action").first().click();
  // A guest is sent to register, with the checkout stored for return.
  await expect(page).toHaveURL(/\/register\?next=%2Fcheckout%2Fcourse%2F\d+$/);
  const checkoutPath = decodeURIComponent(new URL(page.url()).searchParams.get("next")!);

  await field(page, t("vi", "auth.fullName")).fill("Phạm Thu Hà");
  await field(page, t("vi", "auth.email")).fill(email);
  await field(page, t("vi", "auth.password")).fill("mua-khoa-hoc-tren-dien-thoai");
  await page
    .getByRole("button", { name: t("vi", "nav.createAccount") })
    .last()
    .click();
  await expect(page.getByRole("heading", { name: t("vi", "auth.checkInbox") })).toBeVisible();

  // The e-mail's link carries the way back, so it works from another tab or device.
  const link = await linkFromOutbox(email, "/verify-email");
  expect(new URL(link, E2E_ORIGIN).searchParams.get("next")).toBe(checkoutPath);
  const tab = await page.context().newPage();
  await tab.setViewportSize({ width: 375, height: 800 });
  await tab.goto(link);
  await expect(tab).toHaveURL(new RegExp(`${checkoutPath}$`));
  const code = tab.getByTestId("reference-code");
  await expect(code).toHaveText(/^HV[0-9A-Z]{8}$/);
  const reference = (await code.textContent())!;
  const amount = digits(await tab.getByTestId("transfer-amount").textContent());
  const accountNumber = (await tab.getByTestId("account-number").textContent())!;
  expect(amount).toBeGreaterThan(FIRST_TRANSFER);
  const owed = amount - FIRST_TRANSFER;

  // A first transfer short of the amount: the page says, live, what arrived and what is owed,
  // with a QR code for the remainder and the same message.
  await bankTransfer(accountNumber, reference, FIRST_TRANSFER);
  const part = tab.getByTestId("part-payment");
  await expect(part).toContainText(
    t("vi", "checkout.partReceived", {
      received: formatPrice(FIRST_TRANSFER, "vi"),
      owed: formatPrice(owed, "vi"),
    }),
    { timeout: 15_000 },
  );
  await expect(part).toContainText(`Đã nhận 200.000đ — còn thiếu ${formatPrice(owed, "vi")}`);
  expect(digits(await tab.getByTestId("transfer-amount").textContent())).toBe(owed);
  await expect(tab.getByTestId("reference-code")).toHaveText(reference);
  const payload = await decodeQr(tab);
  expect(payload).toContain(`54${String(owed).length.toString().padStart(2, "0")}${owed}`);
  expect(payload).toContain(`08${String(reference.length).padStart(2, "0")}${reference}`);
  await settle(tab);
  await saveScreenshot(tab, testInfo, "part-payment-375-vi");

  // The rest arrives: the order is paid and the page says so.
  await bankTransfer(accountNumber, reference, owed);
  const success = tab.getByTestId("checkout-success");
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText(t("vi", "success.enrolled"));
  await settle(tab);
  await saveScreenshot(tab, testInfo, "part-payment-paid-375-vi");

  // The account lists the order: paid, its amount and its reference code.
  await tab.goto("/account");
  const row = tab.getByTestId("order-row").filter({ hasText: reference });
  await expect(row.getByTestId("order-status")).toHaveText(t("vi", "enums.orderStatus.PAID"));
  await expect(row.getByTestId("order-amount")).toHaveText(formatPrice(amount, "vi"));
  await row.scrollIntoViewIfNeeded();
  await saveScreenshot(tab, testInfo, "account-orders-375-vi");
  expect(errors).toEqual([]);
});

/** A new, verified student with an open order for the first paid course (their own context). */
async function studentWithOpenOrder(api: APIRequestContext) {
  const email = `hoc.vien.thieu.${Date.now()}@example.com`;
  const registered = await api.post("/api/auth/register", {
    data: { fullName: "Lý Thu Trang", email, password: "chuyen-khoan-thieu-2026" },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = new URL(await linkFromOutbox(email, "/verify-email"), E2E_ORIGIN);
  const verified = await api.post("/api/auth/verify-email", {
    data: { token: link.searchParams.get("token") },
  });
  expect(verified.ok()).toBe(true);
  const filters = JSON.stringify([
    ["price", ">", 0],
    ["visibility", "=", "PUBLIC"],
  ]);
  const courses = await api.get(`/api/course/list?filters=${encodeURIComponent(filters)}`);
  const course = ((await courses.json()).data.items as { id: number }[])[0]!;
  const res = await api.post("/api/order/checkout", { data: { type: "course", id: course.id } });
  expect(res.ok(), await res.text()).toBe(true);
  const answer = (await res.json()).data;
  return {
    order: answer.order as { id: number; reference_code: string; amount: number },
    accountNumber: answer.payment.bank.accountNumber as string,
  };
}

test("ADMIN: attaching a short transfer shows the shortfall and pays only with a reason", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const studentApi = await request.newContext({ baseURL: E2E_ORIGIN });
  const { order, accountNumber } = await studentWithOpenOrder(studentApi);
  await studentApi.dispose();
  // A transfer without the code, kept for review, 39.400đ for a larger order.
  const token = `CK${Date.now()}`;
  const bank = await request.newContext({ baseURL: E2E_ORIGIN });
  const reported = await bank.post("/api/webhooks/sepay", {
    headers: { Authorization: `Apikey ${SEPAY_KEY}` },
    data: {
      ...sepayFixture.body,
      id: Date.now(),
      accountNumber,
      content: `${token} hoc phi`,
      transferAmount: 39_400,
      referenceCode: `FT${Date.now()}`,
    },
  });
  expect(reported.status()).toBe(200);
  await bank.dispose();
  const shortfall = formatPrice(order.amount - 39_400, "vi", { zeroAsFree: false });

  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/transaction-management?q=${token}`);
  const row = page.getByTestId("table-row").filter({ hasText: token });
  await row.getByRole("button", { name: t("vi", "transactions.attach") }).click();
  const dialog = page.getByRole("dialog", { name: t("vi", "transactions.attachTitle") });
  await dialog.getByTestId("order-lookup").fill(order.reference_code);
  await dialog.getByRole("button", { name: t("vi", "transactions.findOrder") }).click();
  await expect(dialog.getByTestId("attach-order-amount")).toHaveText(
    formatPrice(order.amount, "vi", { zeroAsFree: false }),
  );
  await expect(dialog.getByTestId("attach-received")).toHaveText("0đ");
  await expect(dialog.getByTestId("attach-owed")).toHaveText(shortfall);
  await expect(dialog.getByTestId("attach-shortfall")).toContainText(
    t("vi", "transactions.shortfallTitle", { shortfall }),
  );
  // Without the explicit confirmation, attaching is a part payment, and says so.
  await expect(dialog.getByTestId("confirm-attach")).toHaveText(t("vi", "transactions.attachPart"));
  await dialog.getByTestId("accept-shortfall").check();
  await expect(dialog.getByTestId("confirm-attach")).toHaveText(
    t("vi", "transactions.confirmAttach"),
  );
  await dialog.getByTestId("confirm-attach").click();
  await expect(dialog.getByText(t("vi", "validation.required"))).toBeVisible();
  await settle(page);
  await saveScreenshot(page, testInfo, "attach-shortfall-1280-vi");
  await expectAccessible(page, "attach dialog with a shortfall");
  await dialog.getByTestId("shortfall-reason").fill("Học viên được giảm giá tại quầy");
  await dialog.getByTestId("confirm-attach").click();
  await expect(
    page.getByText(t("vi", "transactions.attached", { reference: order.reference_code })),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

/** A combo of four courses, one of which (Excel) hocvien1 owns already (server/seed). */
const COMBO_SLUG = "combo-ky-nang-van-phong";

test("a student owning one course of a combo pays no more than the others' sale prices", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  const refNames = encodeURIComponent(JSON.stringify(["course", "course_promotion"]));
  const answer = await page.request.get(`/api/combo/get?slug=${COMBO_SLUG}&refNames=${refNames}`);
  expect(answer.ok()).toBe(true);
  const { items, refs } = (await answer.json()).data;
  const combo = items[0] as { id: number; price: number; course_ids: number[] };
  const promotions = { ...refs.promotion, ...refs.course_promotion };
  const now = new Date();
  const sale = (course: { price: number; promotion_id: number | null }) =>
    salePrice(course.price, course.promotion_id ? promotions[course.promotion_id] : null, now);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/checkout/combo/${combo.id}`);
  const owned = page.getByTestId("combo-course").filter({ has: page.getByTestId("owned-course") });
  await expect(owned).toHaveCount(1);
  const ownedName = (await owned.textContent()) ?? "";
  const others = combo.course_ids
    .map((id) => refs.course[id] as { name: string; price: number; promotion_id: number | null })
    .filter((course) => !ownedName.includes(course.name));
  expect(others).toHaveLength(3);
  const othersSale = others.reduce((sum, course) => sum + sale(course), 0);
  const charged = digits(await page.getByTestId("transfer-amount").textContent());
  expect(charged).toBeGreaterThan(0);
  expect(charged).toBeLessThanOrEqual(othersSale);
  expect(charged).toBeLessThan(combo.price);
});

test("an 82 MB picture is refused in the browser within 2 s, in plain words", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/account");
  // A sparse 82 MB file: Playwright takes paths, not buffers, beyond 50 MB.
  const big = testInfo.outputPath("anh-qua-lon.jpg");
  mkdirSync(path.dirname(big), { recursive: true });
  truncateSync(openAndClose(big), 82 * 1024 * 1024);
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/account/avatar")) uploads.push(r.url());
  });
  const picker = page.locator('input[type="file"]');
  const refusal = t("vi", "validation.imageMaxSize", { size: "20 MB" });
  // Timed in the page, from the file's choice to the message: what the person waits for, not
  // Playwright handing an 82 MB file to the browser (which alone took ~2 s on a busy machine).
  await page.evaluate((message) => {
    const marks = window as unknown as { chosenAt?: number; shownAt?: number };
    document.addEventListener("change", () => (marks.chosenAt ??= performance.now()), true);
    new MutationObserver(() => {
      if (marks.chosenAt !== undefined && document.body.textContent?.includes(message))
        marks.shownAt ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, refusal);
  await picker.setInputFiles(big);
  await expect(page.getByText(refusal)).toBeVisible();
  const waited = await page.evaluate(() => {
    const marks = window as unknown as { chosenAt?: number; shownAt?: number };
    return (marks.shownAt ?? Number.POSITIVE_INFINITY) - (marks.chosenAt ?? 0);
  });
  expect(waited).toBeLessThan(2_000);
  await expect(page.getByText("Ảnh tối đa 20 MB")).toBeVisible();
  expect(uploads).toEqual([]);

  await picker.setInputFiles({
    name: "tai-lieu.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  await expect(page.getByText(t("vi", "validation.imageTypes"))).toBeVisible();
  expect(uploads).toEqual([]);
});

function openAndClose(file: string): string {
  closeSync(openSync(file, "w"));
  return file;
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the course page has no contrast violation in ${colorScheme} mode`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/courses/lap-trinh-web-voi-javascript");
    // The "Xem trước khóa học" label sits on the course image.
    await expect(page.getByTestId("preview-course")).toBeVisible();
    await settle(page);
    const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
    const contrast = results.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    );
    expect(contrast, `contrast on the course page (${colorScheme})`).toEqual([]);
    await saveScreenshot(page, testInfo, `course-page-contrast-${colorScheme}-1280`);
  });
}
