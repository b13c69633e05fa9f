import { expect, test } from "@playwright/test";
import { t } from "../../shared/i18n/index.ts";
import { field } from "./page-tools.ts";
import { ACCOUNTS, type AccountName, signInAs } from "./sign-in.ts";

// The frame every screen lives in: route guards, the dashboard's side navigation per role, and
// the language switch. The ADMIN of playwright.config.ts signs in through the form here, as
// that is the flow under test; everyone else signs in through the session fixture.

const ADMIN_PASSWORD = "admin-password-e2e";

test("a visitor on /account goes to login and comes back after signing in", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await field(page, t("vi", "auth.email")).fill(ACCOUNTS.admin);
  await field(page, t("vi", "auth.password")).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: t("vi", "nav.login") }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("vi", "nav.account"));
  await expect(page.getByTestId("profile-menu")).toBeVisible();
});

test("a wrong password is refused at the form, and the visitor stays on login", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: t("vi", "nav.login") }).click();
  await expect(page.getByText(t("vi", "validation.required"))).toHaveCount(2);
  await expect(field(page, t("vi", "auth.email"))).toBeFocused();
  await field(page, t("vi", "auth.email")).fill("an@");
  await expect(page.getByText(t("vi", "validation.invalidEmail"))).toBeVisible();
  await field(page, t("vi", "auth.email")).fill(ACCOUNTS.admin);
  await field(page, t("vi", "auth.password")).fill("not-the-password");
  await page.getByRole("button", { name: t("vi", "nav.login") }).click();
  await expect(page.getByTestId("form-error")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a CLIENT on /dashboard sees Access denied", async ({ page, context, baseURL }) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  const response = await page.goto("/dashboard");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { name: t("vi", "errors.forbiddenPage.title") }),
  ).toBeVisible();
  await expect(page.getByTestId("side-nav")).toHaveCount(0);
});

const EVERY_SCREEN = [
  "/dashboard",
  "/article-management",
  "/article-category-management",
  "/image-management",
  "/video-management",
  "/audio-management",
  "/document-management",
  "/banner-management",
  "/course-management",
  "/chapter-management",
  "/lesson-management",
  "/quiz-management",
  "/combo-management",
  "/promotion-management",
  "/enrollment-management",
  "/transaction-management",
  "/user-management",
  "/user-action-management",
];
const CONTENT_SCREENS = [
  "/dashboard",
  "/article-management",
  "/article-category-management",
  "/image-management",
  "/video-management",
  "/audio-management",
  "/document-management",
];

// docs/product/roles-and-permissions.md, written out by hand so that the test does not share
// the code it checks.
const ALLOWED: Record<Exclude<AccountName, "student">, string[]> = {
  admin: EVERY_SCREEN,
  trial: EVERY_SCREEN,
  manager: CONTENT_SCREENS,
  writer: CONTENT_SCREENS,
};

for (const [role, screens] of Object.entries(ALLOWED)) {
  test(`the side navigation of ${role} lists exactly its screens`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, ACCOUNTS[role as AccountName], baseURL ?? "");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard");
    const nav = page.getByTestId("side-nav");
    await expect(nav).toBeVisible();
    const hrefs = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(screens);
  });
}

test("the language switches to English and back, staying on the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("vi", "nav.login"));
  const language = page.getByTestId("top-bar").getByRole("radiogroup", {
    name: t("vi", "common.language"),
  });
  await language.getByRole("radio", { name: "EN" }).click();
  await expect(page).toHaveURL(/\/login\?locale=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "nav.login"));
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  await expect(page).toHaveTitle(`${t("en", "nav.login")} | Học Việt`);

  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "nav.register"));
  await page
    .getByTestId("top-bar")
    .getByRole("radiogroup", { name: t("en", "common.language") })
    .getByRole("radio", { name: "VI" })
    .click();
  await expect(page).toHaveURL(/\/register\?locale=vi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("vi", "nav.register"));
  expect(await page.locator("html").getAttribute("lang")).toBe("vi");
});

test("a link cut inside its encoding, or a course address pasted twice, shows Content not found", async ({
  page,
}) => {
  // A shared link cut in the middle of "%E1%BA%AD": the server used to answer raw English JSON.
  const cut = await page.goto("/courses/l%E1%BA");
  expect(cut?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: t("vi", "errors.notFoundPage.title") }),
  ).toBeVisible();
  // Longer than any slug can be: it used to show "Something went wrong" with status 200.
  const pasted = await page.goto(`/courses/${"lap-trinh-python-co-ban".repeat(10)}?locale=en`);
  expect(pasted?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: t("en", "errors.notFoundPage.title") }),
  ).toBeVisible();
});
