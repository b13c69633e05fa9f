import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { formatPrice } from "../../shared/format.ts";
import { saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// What buyers look for (issue 19 items 5 and 6): the figures on course cards, the course page's
// learners, instructor and related courses, the sticky price bar on phones, Learn now instead of
// the price on an owned course, and the favourites tab of the library.

/** A paid demo course in the "marketing" category (server/seed), with a sibling there. */
const COURSE_SLUG = "quang-cao-facebook-va-tiktok";
/** hocvien1 owns it (server/seed/write-people.ts) and likes ReactJS and Figma. */
const OWNED_SLUG = "excel-van-phong-tu-co-ban-den-nang-cao";

test("phone: the course page shows learners, instructor, related courses and a sticky Buy now", async ({
  page,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  // The related courses come with the page (shared/page-queries.ts followUpQueriesFor): the
  // page makes no list call of its own.
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/course/list") listCalls.push(request.url());
  });
  await page.goto(`/courses/${COURSE_SLUG}`);
  await expect(page.getByTestId("course-learners")).toHaveText(/\d+ học viên/);
  await expect(page.getByTestId("course-level")).toBeVisible();

  // The bar stays at the bottom of the window while the page scrolls.
  const bar = page.getByTestId("sticky-buy-bar");
  await expect(bar).toBeVisible();
  const sidebarSale = await page
    .getByTestId("course-sidebar")
    .getByTestId("sale-price")
    .textContent();
  await expect(bar.getByTestId("sticky-price")).toContainText(sidebarSale ?? "—");
  await expect(page.getByTestId("sticky-action")).toHaveText("Mua ngay");
  const barBox = async () => (await bar.boundingBox())!;
  expect(Math.round((await barBox()).y + (await barBox()).height)).toBe(812);
  await page.getByTestId("course-instructor").scrollIntoViewIfNeeded();
  expect(Math.round((await barBox()).y + (await barBox()).height)).toBe(812);

  const instructor = page.getByTestId("course-instructor");
  await expect(instructor.getByRole("heading", { name: "Giảng viên" })).toBeVisible();
  await expect(instructor.getByRole("link")).toHaveText(/\S+/);
  // Its photo or initials, and the introduction from the profile.
  await expect(instructor.locator(".mantine-Avatar-root")).toBeVisible();

  const related = page.getByTestId("related-courses");
  await expect(related.getByTestId("course-card").first()).toBeVisible();
  const relatedLinks = await related
    .getByTestId("course-card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("href")));
  expect(relatedLinks).not.toContain(`/courses/${COURSE_SLUG}`);
  expect(relatedLinks.length).toBeLessThanOrEqual(4);
  // The cards carry the figures a buyer compares.
  const facts = related.getByTestId("course-facts").first();
  await expect(facts.locator('[data-fact="lessons"]')).toHaveText(/\d+ bài học/);
  await expect(facts.locator('[data-fact="learners"]')).toHaveText(/\d+ học viên/);
  expect(listCalls).toEqual([]);
  // The server drew them, and the page data carries what the cards show: no description.
  const html = await (await page.request.get(`/courses/${COURSE_SLUG}`)).text();
  expect(html).toContain('data-testid="related-courses"');
  const data = JSON.parse(
    /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
  );
  const lists = Object.entries(data.preload ?? {})
    .filter(([key]) => key.startsWith("list"))
    .map(([, answer]) => answer as { items: Record<string, unknown>[] });
  expect(lists).toHaveLength(1);
  const items = lists[0]?.items ?? [];
  expect(items.map((item) => `/courses/${item.slug}`).sort()).toEqual([...relatedLinks].sort());
  for (const item of items) expect(Object.keys(item)).not.toContain("description");

  // The bar never hides the footer's last line.
  await page.keyboard.press("End");
  await settle(page);
  const footer = page.locator("footer").last();
  const footerBottom = await footer.evaluate((el) => el.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual((await barBox()).y + 1);

  const axe = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  await saveScreenshot(page, testInfo, "course-page-sticky-bar-375");

  await page.getByTestId("sticky-action").click();
  await expect(page).toHaveURL(/\/(checkout|register|login)/);
  expect(errors).toEqual([]);
});

test("desktop: no sticky bar; the sidebar keeps the price", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/courses/${COURSE_SLUG}`);
  await expect(page.getByTestId("course-sidebar").getByTestId("course-price")).toBeVisible();
  await expect(page.getByTestId("sticky-buy-bar")).toBeHidden();
});

test("an owned course shows Learn now instead of the price and countdown, on phone and desktop", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/courses/${OWNED_SLUG}`);
  const sidebar = page.getByTestId("course-sidebar");
  await expect(sidebar.getByTestId("course-action")).toHaveText("Vào học ngay");
  await expect(sidebar.getByTestId("course-price")).toHaveCount(0);
  await expect(sidebar.getByTestId("promotion-countdown")).toHaveCount(0);
  await expect(page.getByTestId("sticky-price")).toHaveCount(0);
  await expect(page.getByTestId("sticky-action")).toHaveText("Vào học ngay");
});

test("the library's favourites tab shows the liked courses as cards", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/library");
  await page.getByRole("tab", { name: "Yêu thích" }).click();
  await expect(page).toHaveURL(/tab=favorites/);
  const cards = page.getByTestId("favorite-courses").getByTestId("course-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByTestId("course-price")).toBeVisible();
  await expect(cards.first().getByTestId("course-facts")).toBeVisible();
  await expect(page.getByTestId("favorite-courses")).toContainText("ReactJS");
  await expect(page.getByTestId("favorite-courses")).toContainText("Figma");
  await saveScreenshot(page, testInfo, "library-favorites-375");

  // Liking another course from its page adds it to the tab.
  await page.goto(`/courses/${COURSE_SLUG}`);
  await page
    .getByTestId("course-header")
    .getByRole("button", { name: "Yêu thích", exact: true })
    .click();
  await expect(
    page.getByTestId("course-header").getByRole("button", { name: "Bỏ yêu thích" }),
  ).toBeVisible();
  await page.goto("/library?tab=favorites");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("Quảng cáo Facebook");
  // Leave the demo data as it was for the other tests.
  await page.goto(`/courses/${COURSE_SLUG}`);
  await page.getByTestId("course-header").getByRole("button", { name: "Bỏ yêu thích" }).click();
  await expect(
    page.getByTestId("course-header").getByRole("button", { name: "Yêu thích", exact: true }),
  ).toBeVisible();
});

test("the combo checkout measures its saving against today's sale prices", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.student, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 812 });
  const answer = await page.request.get("/api/combo/get?slug=combo-ky-nang-van-phong");
  const combo = (await answer.json()).data.items[0] as { id: number };
  await page.goto(`/checkout/combo/${combo.id}`);
  const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
  await expect(page.getByTestId("combo-course")).toHaveCount(4);
  await expect(page.getByTestId("order-amount").first()).toHaveText(/\d/);
  const lines = page
    .getByTestId("combo-course")
    .filter({ hasNot: page.getByTestId("owned-course") })
    .getByTestId("combo-course-price");
  const saleTotal = (await lines.allTextContents()).reduce((sum, text) => sum + digits(text), 0);
  const amount = digits(await page.getByTestId("order-amount").first().textContent());
  const discount = page.getByTestId("order-discount");
  if (saleTotal > amount) {
    await expect(discount).toContainText(formatPrice(saleTotal - amount, "vi"));
  } else {
    await expect(discount).toHaveCount(0);
  }
});
