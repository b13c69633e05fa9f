import { expect, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { signInAs } from "./sign-in.ts";

// The account page lists the devices signed in to the account; signing one out ends its
// session at once.

const student = "hocvien3@demo.hocviet.vn";

test("a student sees their devices and signs one out", async ({ browser, baseURL }) => {
  const origin = baseURL ?? "";
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await signInAs(laptop, student, origin);
  // A retry finds the sessions of the first try: start from this one alone.
  const cleared = await laptop.request.post(`${origin}/api/account/devices/sign-out-others`, {
    headers: { origin },
  });
  expect(cleared.status()).toBe(200);
  await signInAs(phone, student, origin);
  const page = await laptop.newPage();
  await page.goto("/account");

  const section = page.getByTestId("devices");
  await expect(section.getByTestId("device")).toHaveCount(2);
  await expect(section.getByText(t("vi", "account.thisDevice"))).toHaveCount(1);
  await page.screenshot({ path: "test-results/devices-vi-1280.png", fullPage: true });

  const phoneInfo = () => phone.request.get(`${origin}/api/account/info`);
  expect((await phoneInfo()).status()).toBe(200);
  const other = section.getByTestId("device").filter({ hasNotText: t("vi", "account.thisDevice") });
  await other.getByRole("button", { name: new RegExp(t("vi", "account.signOutDevice")) }).click();
  await expect(page.getByText(t("vi", "success.deviceSignedOut"))).toBeVisible();
  await expect(section.getByTestId("device")).toHaveCount(1);
  expect((await phoneInfo()).status()).toBe(401);
  // Only this device is left: nothing else to sign out.
  await expect(section.getByRole("button", { name: t("vi", "account.signOutOthers") })).toHaveCount(
    0,
  );
  await laptop.close();
  await phone.close();
});
