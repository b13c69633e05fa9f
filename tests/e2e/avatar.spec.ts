import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { t } from "../../shared/i18n/index.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// A student changes their picture in account settings: the upload goes through, the new
// picture shows at once, and a file that is not an image is refused with the server's message.

test("a student changes their avatar in account settings", async ({ page, context, baseURL }) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/account");
  const avatar = page.getByRole("img", { name: /.+/ }).first();
  const png = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 110, b: 200 } },
  })
    .png()
    .toBuffer();

  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: "ảnh của tôi.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText(t("vi", "success.saved"))).toBeVisible();
  await expect(avatar).toHaveAttribute("src", /^\/media\/images\/.+\.png$/);
  const loaded = await avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth);
  expect(loaded).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/screenshots/account-avatar-375.png" });

  await picker.setInputFiles({
    name: "not-an-image.png",
    mimeType: "image/png",
    buffer: Buffer.from("%PDF-1.4 pretending to be a picture"),
  });
  // The server's own message, in the page's language ("Loại không hợp lệ: …").
  await expect(
    page.getByText(t("vi", "validation.invalidType", { type: "" }).trim()),
  ).toBeVisible();
});
