import { expect, type Locator, test } from "@playwright/test";
import { COURSES } from "../../server/seed/content/catalogue.ts";
import { t } from "../../shared/i18n/index.ts";
import { field, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// Issue 17: the course form sets the teaching language, the featured flag and an instructor
// among the staff; the storefront shows them — it joins the featured courses first on the home page,
// wearing the "Featured" badge, its page says the language, discovery filters by it.

const vi = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("vi", key, params);
const stamp = Date.now().toString(36);
const courseName = `Business English ${stamp}`;
const slug = `business-english-${stamp}`;

test("the course form sets language, featured flag and a staff instructor; the storefront shows them", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/course-management");
  await page.getByRole("button", { name: vi("catalogueAdmin.course.add") }).click();
  const dialog = page.getByRole("dialog", { name: vi("catalogueAdmin.course.addTitle") });
  await field(dialog, vi("catalogueAdmin.fields.name")).fill(courseName);
  await expect(field(dialog, vi("catalogueAdmin.fields.slug"))).toHaveValue(slug);
  await field(dialog, vi("catalogueAdmin.fields.priceVnd")).fill("700000");
  await field(dialog, vi("catalogueAdmin.fields.visibility")).click();
  await page.getByRole("option", { name: vi("enums.visibility.PUBLIC") }).click();
  await expect(field(dialog, vi("catalogueAdmin.fields.language"))).toHaveValue(
    vi("enums.courseLanguage.vi"),
  );
  await field(dialog, vi("catalogueAdmin.fields.language")).click();
  await page.getByRole("option", { name: vi("enums.courseLanguage.en") }).click();
  await dialog.getByRole("switch", { name: vi("catalogueAdmin.fields.featured") }).click();

  // The instructor picker offers staff, not students.
  const instructor = field(dialog, vi("catalogueAdminExtras.course.instructor"));
  const searched = (term: string) =>
    page.waitForResponse(
      (res) => res.url().includes("/api/user/list") && decodeURIComponent(res.url()).includes(term),
    );
  const studentSearch = searched("hocvien1@");
  await instructor.fill("hocvien1@");
  await studentSearch;
  await expect(page.getByRole("option", { name: /hocvien1@/ })).toHaveCount(0);
  const writerSearch = searched("bientap@");
  await instructor.fill("bientap@");
  await writerSearch;
  const writer = page.getByRole("option", { name: new RegExp(ACCOUNTS.writer) });
  const writerLabel = (await writer.textContent()) ?? "";
  await writer.click();
  await dialog.getByRole("button", { name: vi("actions.save") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("table-row").filter({ hasText: courseName })).toBeVisible();

  // Home: the featured courses start with it, and it wears the badge.
  await page.goto("/");
  // The courses load when the reader scrolls near them (web/pages/public/home/HomeSections.tsx).
  await expect(async () => {
    await page
      .getByTestId("featured-courses")
      .or(page.getByTestId("home-more-pending"))
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.getByTestId("featured-courses")).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The demo's featured courses and this one come first, by priority among themselves: this
  // one (priority 0) last of them, the next card without the badge.
  const homeCards = page.getByTestId("featured-courses").getByTestId("course-card");
  const featuredCount = COURSES.filter((c) => c.featured).length + 1;
  for (let i = 0; i < featuredCount; i++) {
    await expect(homeCards.nth(i).getByTestId("course-featured")).toHaveText(
      vi("courseCard.featured"),
    );
  }
  await expect(homeCards.nth(featuredCount).getByTestId("course-featured")).toHaveCount(0);
  const card = homeCards.nth(featuredCount - 1);
  await expect(card).toContainText(courseName);

  // Its page: the language among the facts, the writer as instructor.
  await card.click();
  await expect(page.getByRole("heading", { name: courseName })).toBeVisible();
  await expect(page.getByTestId("course-language")).toHaveText(
    vi("coursePage.language", { language: vi("enums.courseLanguage.en") }),
  );
  await expect(page.getByTestId("course-creator")).toHaveText(writerLabel.split(" · ")[0] ?? "");
  // What the author wrote carries the course's language (screen readers, hyphenation); the
  // interface around it stays Vietnamese. In the server's HTML too, before any script ran.
  const langOf = (locator: Locator) =>
    locator.evaluate((node) => node.closest("[lang]")?.getAttribute("lang"));
  // Its name and the column of its sections (none written yet) say so; nothing else does.
  const tagged = await page
    .getByTestId("course-page")
    .locator("[lang]")
    .evaluateAll((nodes) => nodes.map((node) => `${node.tagName}:${node.getAttribute("lang")}`));
  expect(tagged).toEqual(["H1:en", "DIV:en"]);
  expect(await langOf(page.getByRole("heading", { name: courseName }))).toBe("en");
  expect(await langOf(page.getByTestId("course-language"))).toBe("vi");
  const html = await (await page.request.get(`/courses/${slug}`)).text();
  expect(html).toMatch(/<h1[^>]* lang="en"[^>]*>Business English/);

  // Discovery: "Tiếng Anh" narrows the list to English courses.
  await page.goto("/courses");
  const languages = page.getByTestId("filter-language").first();
  await languages.getByText(vi("enums.courseLanguage.en"), { exact: true }).click();
  await expect(page).toHaveURL(/language=en/);
  const cards = page.getByTestId("course-card");
  await expect(cards.filter({ hasText: courseName })).toBeVisible();
  await expect(cards).toHaveCount(1);

  // A course taught in Vietnamese says so under the English interface (the last step: the
  // interface stays English from here on).
  await page.goto("/courses/lap-trinh-python-co-ban?locale=en");
  expect(await langOf(page.getByRole("heading", { level: 1 }))).toBe("vi");
  expect(await langOf(page.getByTestId("course-objectives"))).toBe("vi");
  expect(await langOf(page.getByTestId("course-language"))).toBe("en");
  expect(errors).toEqual([]);

  // Clean-up: the storefront tests count the demo catalogue.
  const answer = await page.request.get(`/api/course/get?slug=${slug}`);
  const course = ((await answer.json()) as { data: { items: [{ id: number }] } }).data.items[0];
  const res = await page.request.post("/api/course/delete", { data: { id: course.id } });
  expect(res.status()).toBe(200);
});
