import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { Locale } from "../../shared/constants.ts";
import { t } from "../../shared/i18n/index.ts";
import { expectAccessible, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, notifyUser, signInAs } from "./sign-in.ts";

// The frame's screens at a phone (375px) and a desktop (1280px) width, in both languages:
// the measures of docs/product/screens-and-routes.md "Layouts" and docs/product/constants.md "Layout", no serious or critical axe-core violation, and a
// screenshot of each in test-results/screenshots/ for a person to look at.

type Who = keyof typeof ACCOUNTS | "visitor" | "pending";

interface Screen {
  name: string;
  path: string;
  who: Who;
  /** What shows that the screen is ready. */
  ready: (page: Page, locale: Locale) => Promise<void>;
}

const heading = (page: Page, name: string) =>
  expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: "home",
    path: "/",
    who: "visitor",
    ready: (p, l) => heading(p, t(l, "meta.siteTagline")),
  },
  {
    // The longest title of the seed: its trail must end in an ellipsis, not run under the menu.
    name: "course-long-title",
    path: "/courses/ke-toan-doanh-nghiep-thuc-hanh",
    who: "student",
    ready: (p) => heading(p, "Kế toán doanh nghiệp thực hành (lớp trực tuyến)"),
  },
  { name: "login", path: "/login", who: "visitor", ready: (p, l) => heading(p, t(l, "nav.login")) },
  {
    name: "register",
    path: "/register",
    who: "visitor",
    ready: (p, l) => heading(p, t(l, "nav.register")),
  },
  {
    name: "forgot-password",
    path: "/forgot-password",
    who: "visitor",
    ready: (p, l) => heading(p, t(l, "nav.forgot_password")),
  },
  {
    name: "verify-email",
    path: "/verify-email",
    who: "pending",
    ready: (p, l) => heading(p, t(l, "auth.checkInbox")),
  },
  {
    name: "account",
    path: "/account",
    who: "student",
    ready: (p, l) => heading(p, t(l, "nav.account")),
  },
  {
    name: "notifications",
    path: "/notifications",
    who: "student",
    ready: async (p) => {
      await expect(p.getByTestId("notification-item").first()).toBeVisible();
    },
  },
  {
    name: "dashboard",
    path: "/dashboard",
    who: "manager",
    ready: (p, l) => heading(p, t(l, "nav.dashboard")),
  },
  {
    name: "user-management",
    path: "/user-management",
    who: "admin",
    ready: async (p) => {
      await expect(p.getByTestId("table-row").first()).toBeVisible();
    },
  },
  {
    name: "user-management-trial",
    path: "/user-management",
    who: "trial",
    ready: async (p) => {
      await expect(p.getByTestId("table-row").first()).toBeVisible();
    },
  },
  {
    name: "forbidden",
    path: "/dashboard",
    who: "student",
    ready: (p, l) => heading(p, t(l, "errors.forbiddenPage.title")),
  },
  {
    name: "not-found",
    path: "/khong-co-trang-nay",
    who: "visitor",
    ready: (p, l) => heading(p, t(l, "errors.notFoundPage.title")),
  },
];

async function signIn(context: BrowserContext, page: Page, who: Who, baseURL: string) {
  if (who === "visitor") return;
  if (who === "pending") {
    // A new account is signed in as PENDING by registering (its cookie lands in the context).
    const response = await page.request.post("/api/auth/register", {
      data: {
        fullName: "Phan Thu Trang",
        email: `cho.xac.minh.${Date.now()}@example.com`,
        password: "mot-mat-khau-du-dai-2026",
      },
    });
    expect(response.ok()).toBe(true);
    return;
  }
  await signInAs(context, ACCOUNTS[who], baseURL);
}

/**
 * The trail's last crumb ends before the navigation starts: a long title is cut, never drawn
 * under it. Both edges are read in one frame, and again until the bar has taken its final
 * shape (the account menu replaces its placeholder after hydration and moves the navigation).
 */
async function expectBeside(trail: Locator, nav: Locator) {
  const overlap = async () => {
    const current = await trail.locator("[aria-current=page]").elementHandle();
    const menu = await nav.elementHandle();
    return trail
      .page()
      .evaluate(
        ([a, b]) =>
          a && b ? a.getBoundingClientRect().right - b.getBoundingClientRect().left : NaN,
        [current, menu] as const,
      );
  };
  await expect.poll(overlap).toBeLessThanOrEqual(0);
}

/** The measures of the layouts (docs/product/screens-and-routes.md "Layouts", docs/product/constants.md "Layout") at this width. */
async function checkLayout(page: Page, width: number, path: string) {
  expect((await page.getByTestId("top-bar").boundingBox())?.height).toBe(70);
  const dashboard = page.getByTestId("dashboard-layout");
  if ((await dashboard.count()) === 0) {
    const main = await page.locator("main").boundingBox();
    expect(main?.height).toBeGreaterThanOrEqual(900 - 70);
    // The breadcrumb shows on desktops, on every page but home.
    const breadcrumbs = page.getByTestId("breadcrumbs");
    if (path === "/") await expect(breadcrumbs).toHaveCount(0);
    else await expect(breadcrumbs).toBeVisible({ visible: width >= 1000 });
    if (path !== "/" && width >= 1000)
      await expectBeside(breadcrumbs, page.getByTestId("main-nav"));
    return;
  }
  const main = page.locator("main");
  expect(await main.evaluate((el) => getComputedStyle(el).padding)).toBe("16px");
  await expect(page.getByTestId("dashboard-footer")).toContainText("GMT+07:00");
  const sideNav = page.locator("aside").getByTestId("side-nav");
  if (width >= 1000) {
    expect((await page.locator("aside").boundingBox())?.width).toBe(240);
    await expect(sideNav).toBeVisible();
    await expect(page.getByTestId("floating-nav-button")).toBeHidden();
  } else {
    await expect(sideNav).toBeHidden();
    await page.getByTestId("floating-nav-button").click();
    const panel = page.locator("[data-testid=side-nav]").last();
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(240);
    expect(box?.width).toBeLessThanOrEqual(width - 32);
    await page.keyboard.press("Escape");
  }
}

for (const locale of ["vi", "en"] as const) {
  for (const width of [375, 1280]) {
    test(`the frame's screens at ${width}px in ${locale}`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(240_000);
      await notifyUser(ACCOUNTS.student, "Lập trình Python cơ bản", "/library");
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          const errors = watchPageErrors(page);
          await signIn(context, page, screen.who, baseURL ?? "");
          const separator = screen.path.includes("?") ? "&" : "?";
          await page.goto(`${screen.path}${separator}locale=${locale}`);
          await screen.ready(page, locale);
          expect(await page.locator("html").getAttribute("lang")).toBe(locale);
          await checkLayout(page, width, screen.path);
          await settle(page);
          await saveScreenshot(page, testInfo, `${screen.name}-${locale}-${width}`);
          await expectAccessible(page, `${screen.name} (${locale}, ${width}px)`);
          expect(errors, screen.name).toEqual([]);
          await context.close();
        });
      }
    });
  }
}
