import { expect, test } from "@playwright/test";

// Be Vietnam Pro in one file per weight, Latin and Vietnamese together
// (docs/decisions/060-one-font-file-per-weight.md): a Vietnamese page downloads at most three
// font files, and each draws the page's Vietnamese letters with their tone marks, not the
// fallback.

test("a Vietnamese page draws its text in Be Vietnam Pro from one file per weight", async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font")
      fontFiles.push(new URL(response.url()).pathname);
  });
  await page.goto("/courses");
  await page.evaluate(() => document.fonts.ready);

  // At most the three weights, each once.
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(fontFiles.length).toBeLessThanOrEqual(3);
  expect(new Set(fontFiles).size).toBe(fontFiles.length);
  for (const file of fontFiles)
    expect(file).toMatch(/\/be-vietnam-pro-(400|600|700)-[\w-]+\.woff2$/);

  // The faces that loaded cover Vietnamese letters (ệ, ở) at their weights: `check` is false
  // while a face the text needs at that weight has not loaded.
  const drawn = await page.evaluate(async () => {
    // Not the metric-matched fallbacks (local faces of families of their own).
    const loaded = [...document.fonts].filter(
      (face) => face.status === "loaded" && face.family.replaceAll('"', "") === "Be Vietnam Pro",
    );
    const family = '"Be Vietnam Pro"';
    return {
      weights: loaded.map((face) => face.weight).sort(),
      // A face's weight is "400", or "500 600" for the semi-bold file that also draws 500.
      vietnamese: loaded.map((face) =>
        document.fonts.check(`${face.weight.split(" ").pop()} 16px ${family}`, "Tiếng Việt ở đây"),
      ),
      heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
    };
  });
  expect(drawn.weights.length).toBe(fontFiles.length);
  expect(drawn.vietnamese).toEqual(drawn.weights.map(() => true));
  expect(drawn.heading).toMatch(/^"Be Vietnam Pro"/);
});
