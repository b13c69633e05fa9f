import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ORIGIN } from "../../playwright.config.ts";
import { t } from "../../shared/i18n/index.ts";
import { buildPath } from "../../shared/routes.ts";
import { DASHBOARD_SCREENS } from "../../web/layouts/dashboard-nav.ts";
import { field, saveScreenshot, settle, watchPageErrors } from "./page-tools.ts";
import { ACCOUNTS, signInAs } from "./sign-in.ts";

// The content team's back office (issue 16): uploads to the media library, an article written
// by a writer and published by a manager, banners reordered by an admin, a file in use refused,
// and the trial account's read-only screens. One story, in order: later steps use earlier ones.
// What it adds is removed at the end (afterAll, also after a failed attempt), so that the home
// and article pages' tests find the seed.

test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const TITLE_PREFIX = "Học tiếng Việt qua bài hát";
const SLUG_PREFIX = "hoc-tieng-viet-qua-bai-hat-";
const TITLE = `${TITLE_PREFIX} ${run}`;
const SLUG = `${SLUG_PREFIX}${run}`;
const IMAGE_A = `anh-a-${run}`;
const IMAGE_B = `anh-b-${run}`;
const ALT_A = `Nốt nhạc đỏ trên nền trắng ${run}`;
const CATEGORY_PREFIX = "Học qua âm nhạc";
const CATEGORY = `${CATEGORY_PREFIX} ${run}`;

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function openEditor(page: Page) {
  const dialog = page.getByRole("dialog", { name: t("vi", "articleAdmin.editTitle") });
  await page
    .getByTestId("table-row")
    .filter({ hasText: TITLE })
    .getByRole("button", { name: t("vi", "actions.edit") })
    .click();
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a writer uploads three images at once: the one too large says so, the others land", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.writer, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/image-management");
  await expect(page.getByRole("heading", { name: t("vi", "nav.image_management") })).toBeVisible();

  const tooLarge = Buffer.concat([await png(0, 0, 0), Buffer.alloc(21 * 1024 * 1024)]);
  await page
    .getByTestId("media-dropzone")
    .locator('input[type="file"]')
    .setInputFiles([
      { name: `${IMAGE_A}.png`, mimeType: "image/png", buffer: await png(200, 40, 40) },
      { name: `${IMAGE_B}.png`, mimeType: "image/png", buffer: await png(40, 40, 200) },
      { name: `qua-lon-${run}.png`, mimeType: "image/png", buffer: tooLarge },
    ]);
  const uploads = page.getByTestId("upload-item");
  await expect(uploads.filter({ hasText: `qua-lon-${run}.png` })).toContainText(
    t("vi", "validation.imageMaxSize", { size: "20 MB" }),
  );
  for (const name of [IMAGE_A, IMAGE_B]) {
    await expect(
      uploads.filter({ hasText: t("vi", "mediaLibrary.uploadAdded", { name: `${name}.png` }) }),
    ).toBeVisible();
  }
  // Both are in the library, titled after their file name.
  await page.getByRole("searchbox").fill(run);
  await expect(page.getByTestId("table-row")).toHaveCount(2);
  await page
    .locator("label")
    .filter({ hasText: t("vi", "manage.gridView") })
    .click();
  await expect(page).toHaveURL(/view=grid/);
  await expect(page.getByTestId("grid-card")).toHaveCount(2);
  await settle(page);
  await saveScreenshot(page, test.info(), "media-library-1280-vi");

  // Issue 16: the uploader filter (a picker by name) keeps the writer's two uploads, and the
  // alternative text is saved on the image.
  await page
    .locator("label")
    .filter({ hasText: t("vi", "manage.listView") })
    .click();
  const owner = field(page.getByRole("main"), t("vi", "mediaLibrary.owner"));
  await owner.click();
  // The writer of the demo seed.
  await owner.fill("Phạm Ngọc Anh");
  await page.getByRole("option", { name: "Phạm Ngọc Anh" }).click();
  await expect(page).toHaveURL(/owner=\d+/);
  await expect(page.getByTestId("table-row")).toHaveCount(2);
  for (const row of await page.getByTestId("table-row").all()) {
    await expect(row).toContainText("Phạm Ngọc Anh");
  }
  const rowA = page.getByTestId("table-row").filter({ hasText: IMAGE_A });
  await rowA.getByRole("button", { name: t("vi", "actions.edit") }).click();
  const edit = page.getByRole("dialog", { name: t("vi", "mediaLibrary.editTitle") });
  await field(edit, t("vi", "mediaLibrary.alt")).fill(ALT_A);
  await edit.getByRole("button", { name: t("vi", "actions.save") }).click();
  await expect(page.getByText(t("vi", "success.saved"))).toBeVisible();
  expect(errors).toEqual([]);
});

test("a manager adds an article category on its own screen", async ({ page, context, baseURL }) => {
  await signInAs(context, ACCOUNTS.manager, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/article-category-management");
  await expect(
    page.getByRole("heading", { name: t("vi", "nav.article_category_management") }),
  ).toBeVisible();
  await page.getByRole("button", { name: t("vi", "articleCategories.add") }).click();
  const dialog = page.getByRole("dialog", { name: t("vi", "articleCategories.addTitle") });
  await field(dialog, t("vi", "articleCategories.name")).fill(CATEGORY);
  await expect(field(dialog, t("vi", "articleCategories.slug"))).toHaveValue(
    `hoc-qua-am-nhac-${run}`,
  );
  await dialog.getByRole("button", { name: t("vi", "actions.add") }).click();
  await expect(page.getByText(t("vi", "articleCategories.added"))).toBeVisible();
  await page.getByRole("searchbox").fill(run);
  await expect(page.getByTestId("table-row")).toHaveCount(1);
  await expect(page.getByTestId("table-row")).toContainText(CATEGORY);
});

test("a writer writes an article, saves the draft, and finds it unchanged after a reload", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  await signInAs(context, ACCOUNTS.writer, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/article-management");
  await page.getByRole("button", { name: t("vi", "articleAdmin.add") }).click();
  const dialog = page.getByRole("dialog", { name: t("vi", "articleAdmin.addTitle") });
  await field(dialog, t("vi", "articleAdmin.title")).fill(TITLE);
  await expect(field(dialog, t("vi", "articleAdmin.slug"))).toHaveValue(SLUG);
  await field(dialog, t("vi", "articleAdmin.seoDescription")).fill("Hát để nhớ từ vựng.");
  const category = field(dialog, t("vi", "articleCategories.field"));
  await category.click();
  await page.getByRole("option", { name: CATEGORY }).click();
  await expect(category).toHaveValue(CATEGORY);

  // Typed as a writer types: the toolbar's heading, a list with a nested item, then a paragraph.
  const editor = dialog.getByTestId("rich-text-editor");
  const content = editor.locator(".ProseMirror");
  const tool = (name: string) => editor.getByRole("button", { name, exact: true }).click();
  await content.click();
  await tool(t("vi", "richEditor.types.header-two"));
  await page.keyboard.type("Vì sao nên học qua bài hát");
  await page.keyboard.press("Enter");
  await tool(t("vi", "richEditor.types.unordered-list-item"));
  await page.keyboard.type("Nhớ từ lâu hơn");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Luyện phát âm");
  await tool(t("vi", "richEditor.indent"));
  // Enter on an empty item lifts it: nested → top level → out of the list.
  for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");
  await page.keyboard.type("Xem thêm tại trang khoá học.");
  await expect(content.locator("h2")).toHaveText("Vì sao nên học qua bài hát");
  await expect(content.locator("ul ul li")).toHaveText("Luyện phát âm");
  // Select "trang khoá học" (before the full stop) and link it.
  await page.keyboard.press("ArrowLeft");
  for (let i = 0; i < "trang khoá học".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await tool(t("vi", "richEditor.link"));
  await page
    .getByLabel(new RegExp(t("vi", "richEditor.linkUrl").replace(/[()]/g, "\\$&")))
    .fill("/courses");
  await page.getByRole("button", { name: t("vi", "richEditor.apply") }).click();
  await expect(content.locator('a[href="/courses"]')).toHaveText("trang khoá học");

  // An image from the picker: its Src, Title, Width and Height come from the file.
  await tool(t("vi", "richEditor.entities.IMAGE"));
  const media = editor.getByTestId("editor-media-block");
  await media.getByRole("button", { name: t("vi", "mediaLibrary.picker.choose") }).click();
  const library = page.getByRole("dialog", { name: /Thư viện/ });
  await library.getByRole("searchbox").or(library.getByRole("textbox")).first().fill(IMAGE_A);
  await library
    .getByRole("button", { name: t("vi", "mediaLibrary.picker.pick", { name: IMAGE_A }) })
    .click();
  await expect(field(media, t("vi", "richEditor.src"))).toHaveValue(/^\/media\/images\/.+\.png$/);
  await expect(field(media, t("vi", "richEditor.width"))).toHaveValue("640");
  await expect(field(media, t("vi", "richEditor.height"))).toHaveValue("400");
  // The library's alternative text came with the image; the labels are Vietnamese.
  await expect(field(media, t("vi", "mediaLibrary.alt"))).toHaveValue(ALT_A);
  await expect(field(media, "Tiêu đề")).toHaveValue(IMAGE_A);
  // The library's alt wins when the article is read (decision 041): the field says so.
  await expect(media.getByText(t("vi", "richEditor.libraryAltWins"))).toBeVisible();
  await media.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/article-image-alt-1280.png" });
  await page.setViewportSize({ width: 375, height: 800 });
  await media.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/article-image-alt-375.png" });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Publishing is not offered to a writer.
  await expect(dialog.getByRole("button", { name: t("vi", "articleAdmin.publish") })).toHaveCount(
    0,
  );
  await dialog.getByRole("button", { name: t("vi", "articleAdmin.saveDraft") }).click();
  await expect(page.getByText(t("vi", "success.added.article"))).toBeVisible();
  await expect(dialog.getByRole("button", { name: t("vi", "articleAdmin.submit") })).toBeVisible();
  await saveScreenshot(page, test.info(), "article-editor-1280-vi");
  await dialog
    .getByRole("button", { name: t("vi", "actions.close") })
    .first()
    .click();

  await page.reload();
  await page.getByRole("searchbox").fill(run);
  const row = page.getByTestId("table-row").filter({ hasText: TITLE });
  await expect(row).toContainText(t("vi", "articleAdmin.statuses.draft"));
  await expect(row.getByRole("button", { name: t("vi", "articleAdmin.publish") })).toHaveCount(0);
  const again = await openEditor(page);
  const reopened = again.getByTestId("rich-text-editor");
  const saved = reopened.locator(".ProseMirror");
  await expect(saved.locator("h2")).toHaveText("Vì sao nên học qua bài hát");
  await expect(saved.locator("ul ul li")).toHaveText("Luyện phát âm");
  await expect(saved.locator('a[href="/courses"]')).toHaveText("trang khoá học");
  await expect(field(reopened, t("vi", "richEditor.width"))).toHaveValue("640");
  await expect(field(again, t("vi", "articleCategories.field"))).toHaveValue(CATEGORY);
  expect(errors).toEqual([]);
});

test("a manager publishes it; the article page shows the rich content and serves the image", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.manager, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/article-management?q=${run}`);
  const row = page.getByTestId("table-row").filter({ hasText: TITLE });
  await row.getByRole("button", { name: t("vi", "articleAdmin.publish") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("vi", "actions.confirm") })
    .click();
  await expect(page.getByText(t("vi", "articleAdmin.published"))).toBeVisible();
  await expect(row).toContainText(t("vi", "articleAdmin.statuses.published"));

  await page.goto("/articles");
  await page.getByTestId("article-item").filter({ hasText: TITLE }).click();
  await expect(page).toHaveURL(`/articles/${SLUG}`);
  const view = page.getByTestId("article-view");
  await expect(view.getByRole("heading", { name: "Vì sao nên học qua bài hát" })).toBeVisible();
  // The indented item is a list inside the first item.
  const outer = view.getByRole("listitem").filter({ hasText: "Nhớ từ lâu hơn" });
  await expect(outer.getByRole("listitem")).toHaveText("Luyện phát âm");
  await expect(view.getByRole("link", { name: "trang khoá học" })).toHaveAttribute(
    "href",
    "/courses",
  );
  const image = view.locator('figure img[src^="/media/images/"][src$=".png"]');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("alt", ALT_A);
  const src = await image.getAttribute("src");
  const served = await page.request.get(src ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

  // Its category: named on the page; following it, /articles lists this article alone.
  const named = view.getByTestId("article-category");
  await expect(named).toContainText(CATEGORY);
  await named.getByRole("link", { name: CATEGORY }).click();
  await expect(page).toHaveURL(/\/articles\?category=\d+$/);
  await expect(page.getByTestId("article-item")).toHaveCount(1);
  await expect(page.getByTestId("article-item")).toContainText(TITLE);
  // Clearing the filter brings every article back; choosing the category narrows it again.
  await page.goto("/articles");
  await expect(page.getByTestId("article-item").nth(1)).toBeVisible();
  const filter = page.getByRole("combobox", { name: t("vi", "articleCategory.filter") });
  await filter.click();
  await page.getByRole("option", { name: CATEGORY }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByTestId("article-item")).toHaveCount(1);
});

test("an admin reorders banners by drag and drop and the home page follows; an image in use is refused", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/banner-management?place=HOME_HEADER");
  const items = page.getByTestId("banner-item");
  await expect(items.first()).toBeVisible();
  const before = await items.allTextContents();
  expect(before.length).toBeGreaterThan(1);
  const second = before[1] ?? "";

  const handle = items.nth(1).getByRole("button", { name: /Di chuyển banner/ });
  // Drag the second banner's handle above the first one with the mouse.
  const from = await handle.boundingBox();
  const to = await items.first().boundingBox();
  if (!from || !to) throw new Error("banner items not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText(t("vi", "success.saved"))).toBeVisible();
  await expect(items.first()).toHaveText(second);
  await saveScreenshot(page, test.info(), "banners-1280-vi");

  const caption = (await page.request
    .get("/api/banner/list?filters=%5B%5B%22place%22%2C%22%3D%22%2C%22HOME_HEADER%22%5D%5D")
    .then((r) => r.json())) as { data: { items: { id: number; caption: string }[] } };
  const ids = caption.data.items.map((b) => b.id);
  await page.goto("/");
  await expect(
    page.getByTestId("header-banner").getByRole("img", { name: caption.data.items[0]?.caption }),
  ).toBeVisible();

  // Put the seed's order back for the home page's own test.
  const [first, next, ...rest] = ids;
  const restored = await page.request.post("/api/banner/reorder", {
    data: { place: "HOME_HEADER", ids: [next, first, ...rest] },
  });
  expect(restored.status()).toBe(200);

  // The keyboard does the same (dnd-kit's KeyboardSensor): focus the first banner's handle,
  // Space to pick it up, ArrowDown, Space to drop it one place lower. Each key waits for what a
  // screen reader announces: an arrow pressed before the pick-up has measured the list (a few
  // frames) moves nothing, for a person as for the test.
  await page.goto("/banner-management?place=HOME_HEADER");
  await expect(items.first()).toHaveText(before[0] ?? "");
  const firstName = caption.data.items[1]?.caption ?? "";
  const announced = page.locator("[id^='DndLiveRegion']");
  const at = (position: number) =>
    t("vi", "bannerAdmin.dnd.movedTo", { item: firstName, position: String(position), total: "2" });
  await items
    .first()
    .getByRole("button", { name: /Di chuyển banner/ })
    .focus();
  await page.keyboard.press("Space");
  await expect(announced).toHaveText(
    t("vi", "bannerAdmin.dnd.pickedUp", { item: firstName, position: "1", total: "2" }),
  );
  // On a loaded machine the list can still be unmeasured after the pick-up is announced; a
  // person presses again, and with two banners a second press cannot overshoot.
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(announced).toHaveText(at(2), { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Space");
  await expect(page.getByText(t("vi", "success.saved")).first()).toBeVisible();
  await expect(items.first()).toHaveText(second);
  await expect(items.nth(1)).toHaveText(before[0] ?? "");
  const moved = (await page.request
    .get("/api/banner/list?filters=%5B%5B%22place%22%2C%22%3D%22%2C%22HOME_HEADER%22%5D%5D")
    .then((r) => r.json())) as { data: { items: { id: number; caption: string }[] } };
  expect(moved.data.items.map((b) => b.id)).toEqual(ids);
  await page.goto("/");
  await expect(
    page.getByTestId("header-banner").getByRole("img", { name: moved.data.items[0]?.caption }),
  ).toBeVisible();
  expect(
    (
      await page.request.post("/api/banner/reorder", {
        data: { place: "HOME_HEADER", ids: [next, first, ...rest] },
      })
    ).status(),
  ).toBe(200);

  // Active dates: a banner whose end has passed is listed for the staff as ended, with its
  // dates in GMT+07:00, and the home page leaves it out, even for the admin.
  const ended = await page.request.post("/api/banner/create", {
    data: {
      caption: `Đã hết hạn ${run}`,
      image_id: (await page.request
        .get("/api/banner/list?limit=1")
        .then((r) => r.json())
        .then(
          (b: { data: { items: { image_id: number }[] } }) => b.data.items[0]?.image_id,
        )) as number,
      place: "HOME_HEADER",
      starts_at: "2026-01-01T01:00:00.000Z",
      ends_at: "2026-01-31T16:59:00.000Z",
    },
  });
  expect(ended.status()).toBe(200);
  const endedId = ((await ended.json()) as { data: { banner: { id: number } } }).data.banner.id;
  await page.goto("/banner-management?place=HOME_HEADER");
  const endedItem = items.filter({ hasText: `Đã hết hạn ${run}` });
  await expect(endedItem.getByTestId("banner-state")).toHaveAttribute("data-state", "ENDED");
  await expect(endedItem.getByTestId("banner-state")).toContainText(
    t("vi", "bannerSchedule.states.ENDED"),
  );
  await expect(endedItem).toContainText("01/01/2026 08:00");
  await expect(endedItem).toContainText("31/01/2026 23:59");
  await endedItem.getByRole("button", { name: t("vi", "actions.edit") }).click();
  const edit = page.getByRole("dialog", { name: t("vi", "bannerAdmin.editTitle") });
  await expect(edit.getByRole("button", { name: t("vi", "bannerSchedule.endsAt") })).toHaveText(
    "31/01/2026 23:59",
  );
  await saveScreenshot(page, test.info(), "banner-dates-1280-vi");
  await edit
    .getByRole("button", { name: t("vi", "actions.close") })
    .first()
    .click();
  await page.goto("/");
  await expect(page.getByTestId("header-banner").getByRole("img").first()).toBeVisible();
  await expect(page.getByRole("img", { name: `Đã hết hạn ${run}` })).toHaveCount(0);
  expect((await page.request.post("/api/banner/delete", { data: { id: endedId } })).status()).toBe(
    200,
  );

  // The image in the published article cannot be deleted; the message says where it is used.
  await page.goto(`/image-management?q=${IMAGE_A}`);
  const imageRow = page.getByTestId("table-row").filter({ hasText: IMAGE_A });
  await imageRow.getByRole("button", { name: t("vi", "actions.delete") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("vi", "actions.confirm") })
    .click();
  await expect(
    page.getByText(
      t("vi", "errors.media.inUse", { places: t("vi", "media.usage.article", { name: TITLE }) }),
    ),
  ).toBeVisible();
  await expect(imageRow).toBeVisible();
});

test("the trial admin opens every content screen read-only, and a direct write is refused", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, ACCOUNTS.trial, baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of [
    "/image-management",
    "/video-management",
    "/audio-management",
    "/document-management",
    "/article-management",
    "/article-category-management",
    "/banner-management",
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("read-only-notice")).toHaveText(t("vi", "common.trialReadOnly"));
    const main = page.getByRole("main");
    await expect(main.locator("button:visible").first()).toBeVisible();
    // Every write control is disabled: the Mantine-disabled ones, or those kept focusable for
    // their tooltip (aria-disabled).
    const enabledWrites = main
      .getByRole("button", {
        name: new RegExp(
          [
            t("vi", "actions.edit"),
            t("vi", "actions.delete"),
            t("vi", "actions.upload"),
            t("vi", "articleAdmin.add"),
            t("vi", "articleAdmin.publish"),
            t("vi", "bannerAdmin.add"),
            t("vi", "articleCategories.add"),
          ].join("|"),
        ),
      })
      .and(page.locator(":not([disabled]):not([aria-disabled='true'])"));
    await expect(enabledWrites).toHaveCount(0);
  }
  const refused = await page.request.post("/api/banner/reorder", {
    data: { place: "HOME_HEADER", ids: [1] },
  });
  expect(refused.status()).toBe(403);
  const article = await page.request.post("/api/article/create", {
    data: { name: "x", slug: `x-${run}` },
  });
  expect(article.status()).toBe(403);
});

test("the screens at 375 px, in English", async ({ page, context, baseURL }) => {
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, name] of [
    [`/image-management?view=grid&q=${run}&locale=en`, "media-library-375-en"],
    [`/article-management?q=${run}&locale=en`, "articles-375-en"],
    ["/banner-management?place=HOME_HEADER&locale=en", "banners-375-en"],
    ["/article-category-management?locale=en", "article-categories-375-en"],
    ["/articles?locale=en", "articles-discovery-375-en"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await settle(page);
    await saveScreenshot(page, test.info(), name);
  }
});

test("every management screen fits a 375 px phone and a 1280 px screen", async ({
  page,
  context,
  baseURL,
}) => {
  // Sixteen screens, twice.
  test.setTimeout(300_000);
  await signInAs(context, ACCOUNTS.admin, baseURL ?? "");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of DASHBOARD_SCREENS) {
      if (screen.key === "dashboard") continue;
      await page.goto(buildPath(screen.key));
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await settle(page);
      // The page itself never scrolls sideways: a wide table scrolls inside its own container.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen.key} at ${width} px`).toBeLessThanOrEqual(0);
      // The last column (Actions) lies inside the table's scroller, reachable by scrolling it.
      const table = page.getByRole("main").locator("table").first();
      if ((await table.count()) > 0) {
        const clipped = await table.evaluate((element) => {
          const head = element.querySelector("thead tr th:last-child");
          if (!head) return "";
          const box = head.getBoundingClientRect();
          for (let node = element.parentElement; node; node = node.parentElement) {
            const { overflowX } = getComputedStyle(node);
            // A scroller: the column is reached by scrolling it.
            if (overflowX === "auto" || overflowX === "scroll") return "";
            if (overflowX === "hidden" || overflowX === "clip") {
              if (box.right > node.getBoundingClientRect().right + 1) return node.className;
            }
          }
          return "";
        });
        expect(clipped, `${screen.key} at ${width} px: the last column is cut off`).toBe("");
      }
      await saveScreenshot(page, test.info(), `${screen.key}-${width}-vi`);
    }
  }
});

/**
 * Whatever happened above, the manager deletes the test articles and categories: this run's and
 * any an earlier, failed attempt left (a retry starts with a new `run`), so that the home and
 * article pages' tests find the seed's news alone.
 */
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  try {
    await signInAs(context, ACCOUNTS.manager, E2E_ORIGIN);
    const remove = async (resource: string, search: string, isOurs: (row: Row) => boolean) => {
      const list = await context.request.get(
        `/api/${resource}/list?search=${encodeURIComponent(search)}`,
      );
      const rows = ((await list.json()) as { data: { items: Row[] } }).data.items;
      for (const row of rows.filter(isOurs)) {
        const deleted = await context.request.post(`/api/${resource}/delete`, {
          data: { id: row.id },
        });
        expect(deleted.status(), `${resource} ${row.id}`).toBe(200);
      }
    };
    await remove("article", TITLE_PREFIX, (row) => row.slug?.startsWith(SLUG_PREFIX) ?? false);
    await remove(
      "article_category",
      CATEGORY_PREFIX,
      (row) => row.name?.startsWith(CATEGORY_PREFIX) ?? false,
    );
  } finally {
    await context.close();
  }
});

interface Row {
  id: number;
  slug?: string;
  name?: string;
}
