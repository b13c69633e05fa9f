import { expect, test } from "@playwright/test";

// Decision 051: stored JPEG/PNG images are offered in AVIF too (<picture><source type=avif>),
// and the home page's preload of its largest image names the same AVIF set. At phone width the
// largest paint is the top featured article's image: it must arrive in AVIF, once — a preload
// that named another file would download the picture twice.

test("home at phone width: the top featured article's image loads once, in AVIF, and shows", async ({
  page,
}) => {
  const images: { url: string; type: string | undefined }[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/media/images/")) {
      images.push({ url: pathname, type: response.headers()["content-type"] });
    }
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");

  const preload = page.locator('link[rel="preload"][as="image"][media="(max-width: 999.98px)"]');
  await expect(preload).toHaveAttribute("type", "image/avif");

  // Decorative (alt ""), so not an "img" role: the article's name says what it shows.
  const img = page.getByTestId("top-article").locator("img");
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const current = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
  expect(current).toMatch(/^\/media\/images\/.+-\d+w\.avif$/);

  // Every file of this picture the page fetched, its blurred JPEG placeholder aside: one.
  const basename = current.replace(/^.*\/([a-z0-9]+)-\d+w\.avif$/, "$1");
  const ofThisImage = images.filter(
    (r) => r.url.includes(`/${basename}`) && !r.url.includes(`${basename}-100w.`),
  );
  expect(ofThisImage).toEqual([{ url: current, type: "image/avif" }]);
});
