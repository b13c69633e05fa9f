import {
  type APIRequestContext,
  expect,
  type Page,
  request,
  type TestInfo,
  test,
} from "@playwright/test";
import jsqrModule from "jsqr";
import { E2E_ORIGIN } from "../../playwright.config.ts";
import sepayFixture from "../../server/features/webhooks/fixtures/sepay-webhook.json" with {
  type: "json",
};
import { t } from "../../shared/i18n/index.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// Buying a course by bank transfer, as a verified student: checkout shows the order, the
// transfer details and a VietQR code that decodes to them; the bank's webhook (SePay) pays the
// order and the open page switches to success; the course is then in the library.

/** A paid demo course with a running promotion that hocvien1 does not own (server/seed). */
const COURSE_SLUG = "quang-cao-facebook-va-tiktok";
/** A combo of four courses, one of which (Excel) hocvien1 owns already. */
const COMBO_SLUG = "combo-ky-nang-van-phong";
/** playwright.config.ts webServer.env.SEPAY_API_KEY (shared with payments-admin.spec.ts) */
const SEPAY_KEY = "e2e-sepay-api-key";

async function recordId(api: APIRequestContext, resource: string, slug: string) {
  const answer = await api.get(`/api/${resource}/get?slug=${slug}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
}

// jsqr is CommonJS typed with `export default`: the function is either, depending on interop.
type Decode = typeof jsqrModule.default;
const jsQR: Decode =
  typeof jsqrModule === "function" ? (jsqrModule as unknown as Decode) : jsqrModule.default;

/** The QR canvas's pixels, decoded in the test with jsQR. */
async function decodeQr(page: Page): Promise<string> {
  const canvas = page.getByTestId("vietqr");
  await expect(canvas).toBeVisible();
  // The canvas is in the page before the (lazily loaded) QR library has drawn on it.
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

/** A full-page capture from the top, without a focus ring left by the navigation. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    // Instant: a smooth scroll would still be on its way when the page is captured.
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await saveScreenshot(page, testInfo, name);
}

function digits(text: string | null): number {
  return Number((text ?? "").replace(/\D/g, ""));
}

test("a student pays a course by bank transfer and finds it in the library", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  const courseId = await recordId(page.request, "course", COURSE_SLUG);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/checkout/course/${courseId}`);

  const code = page.getByTestId("reference-code");
  await expect(code).toHaveText(/^HV[0-9A-Z]{8}$/);
  const reference = (await code.textContent())!;
  const amount = digits(await page.getByTestId("transfer-amount").textContent());
  const accountNumber = (await page.getByTestId("account-number").textContent())!;
  expect(amount).toBeGreaterThan(0);
  // The promotion's discount is shown, and the amount is what the review says.
  await expect(page.getByTestId("order-discount")).toBeVisible();
  expect(digits(await page.getByTestId("order-amount").textContent())).toBe(amount);
  await expect(page.getByTestId("pay-before")).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByTestId("payment-waiting")).toContainText(t("vi", "checkout.waiting"));

  // The QR code carries the exact amount (tag 54) and message (62.08), as a bank app reads it.
  const payload = await decodeQr(page);
  expect(payload).toContain(`54${String(amount).length.toString().padStart(2, "0")}${amount}`);
  expect(payload).toContain(`08${String(reference.length).padStart(2, "0")}${reference}`);
  expect(payload).toContain(accountNumber);

  await expectAccessible(page, "checkout");
  await settle(page);
  await shoot(page, testInfo, "checkout-course-1280-vi");
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, testInfo, "checkout-course-375-vi");

  // Copying a row says so.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_ORIGIN });
  await code.click();
  await expect(page.getByText(t("vi", "success.copied"))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  // Reloading returns the same open order, in English this time.
  await page.goto(`/checkout/course/${courseId}?locale=en`);
  await expect(page.getByTestId("reference-code")).toHaveText(reference);
  await expect(page.getByRole("heading", { name: t("en", "checkout.payTitle") })).toBeVisible();
  await expect(page.getByTestId("vietqr")).toBeVisible();
  await settle(page);
  await shoot(page, testInfo, "checkout-course-375-en");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, testInfo, "checkout-course-1280-en");

  // The bank reports the transfer; a request without the student's session, as SePay's.
  const bank = await request.newContext({ baseURL: E2E_ORIGIN });
  const paid = await bank.post("/api/webhooks/sepay", {
    headers: { Authorization: `Apikey ${SEPAY_KEY}` },
    data: {
      ...sepayFixture.body,
      id: Date.now(),
      accountNumber,
      content: `${reference} chuyen khoan hoc phi`,
      transferAmount: amount,
      transactionDate: "2026-11-22 14:02:37",
      referenceCode: `FT${Date.now()}`,
    },
  });
  expect(paid.status()).toBe(200);
  expect(await paid.json()).toEqual({ success: true });
  await bank.dispose();

  // The open page sees it paid within a few status checks.
  const success = page.getByTestId("checkout-success");
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText(t("en", "success.enrolled"));
  await expect(success.getByRole("link", { name: t("en", "actions.learnNow") })).toHaveAttribute(
    "href",
    `/learning/${courseId}`,
  );
  await shoot(page, testInfo, "checkout-success-1280-en");

  // Back to Vietnamese: ?locale=en above kept English in the locale cookie.
  await page.goto("/library?locale=vi");
  const card = page.getByTestId("course-card").filter({ hasText: "Facebook" });
  await expect(card).toHaveAttribute("href", `/learning/${courseId}`);
  await expect(card).toContainText(t("vi", "actions.learnNow"));
  await settle(page);
  await shoot(page, testInfo, "library-1280-vi");
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, testInfo, "library-375-vi");

  // Checkout of a course now owned says so.
  await page.goto(`/checkout/course/${courseId}`);
  await expect(page.getByTestId("checkout-owned")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a combo's checkout lists its courses, the owned one not charged", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  const comboId = await recordId(page.request, "combo", COMBO_SLUG);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/checkout/combo/${comboId}`);
  await expect(page.getByTestId("combo-course")).toHaveCount(4);
  const owned = page.getByTestId("combo-course").filter({ has: page.getByTestId("owned-course") });
  await expect(owned).toHaveCount(1);
  await expect(owned).toContainText("Excel");
  await expect(page.getByTestId("order-item-name")).toHaveText("Combo Kỹ năng văn phòng");
  // The combo price's share of the three courses not owned (shared/pricing.ts comboCharge),
  // no longer the whole combo price.
  expect(digits(await page.getByTestId("transfer-amount").textContent())).toBe(925_629);
  await expect(page.getByTestId("vietqr")).toBeVisible();
  await settle(page);
  await shoot(page, testInfo, "checkout-combo-1280-vi");
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, testInfo, "checkout-combo-375-vi");

  // The courses the order waits for are in the library as awaiting payment, leading back here.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/library");
  const awaiting = page.locator(
    `[data-testid=course-card][data-type="checkout"][href="/checkout/combo/${comboId}"]`,
  );
  await expect(awaiting).toHaveCount(3);
  await expect(awaiting.first().getByTestId("awaiting-payment")).toBeVisible();
  await expectAccessible(page, "library");
  await settle(page);
  await shoot(page, testInfo, "library-awaiting-1280-vi");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/library?locale=en");
  await expect(awaiting.first()).toContainText(t("en", "actions.completeEnrollment"));
  await settle(page);
  await shoot(page, testInfo, "library-awaiting-375-en");
  expect(errors).toEqual([]);
});

test("a visitor opening a checkout is sent to register", async ({ page }) => {
  await page.goto("/checkout/course/1");
  await expect(page).toHaveURL(/\/register\?next=%2Fcheckout%2Fcourse%2F1$/);
});

test("an unknown checkout type or course is Content not found", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  const response = await page.goto("/checkout/foo/1");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: t("vi", "errors.notFoundPage.title") }),
  ).toBeVisible();

  await page.goto("/checkout/course/999999");
  await expect(
    page.getByRole("heading", { name: t("vi", "errors.notFoundPage.title") }),
  ).toBeVisible();
});
