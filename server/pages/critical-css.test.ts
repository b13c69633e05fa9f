import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCriticalCss } from "./critical-css.ts";

// The critical CSS of a server-rendered page (docs/decisions/068), on a built stylesheet of
// its own: what the markup uses goes into the head, the rest stays in the file, linked at
// print media for the app to apply (web/deferred-stylesheets.ts), with a <noscript> copy.

const SHEET = [
  ":root{--brand:#055bc6}",
  "body{font-family:Brand Sans,Brand Sans Fallback,sans-serif}",
  ".card{border:1px solid var(--brand)}",
  ".card .title{font-weight:700}",
  ".drawer{position:fixed}",
  "@media (min-width:50em){.card{padding:16px}.drawer{width:320px}}",
  // A face the browser downloads, and a metric-matched one drawn from the device's own font.
  "@font-face{font-family:Brand Sans;font-display:swap;src:url(/assets/brand-sans.woff2)format('woff2')}",
  "@font-face{font-family:Brand Sans Fallback;src:local(Arial);size-adjust:105%}",
].join("");

const page = (stylesheets: string[]) =>
  `<!doctype html><html><head><title>Trang</title>${stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join(
      "",
    )}</head><body><div id="root"><div class="card"><h2 class="title">Khóa học</h2></div></div></body></html>`;

describe("createCriticalCss", () => {
  let webDir: string;

  beforeAll(() => {
    webDir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(path.join(webDir, "assets/app-Ab12Cd34.css"), SHEET);
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it("puts the rules the markup uses in the head and defers the stylesheet", () => {
    const errors: unknown[] = [];
    const html = createCriticalCss(webDir, (error) => errors.push(error))(
      page(["/assets/app-Ab12Cd34.css"]),
    );
    const [head = "", body = ""] = html.split("</head>");
    const inline = head.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? "";
    expect(inline).toContain(":root{--brand:#055bc6}");
    expect(inline).toContain(".card{border:1px solid var(--brand)}");
    expect(inline).toContain(".card .title{font-weight:700}");
    expect(inline).toMatch(/@media \(min-width:50em\)\{\.card\{padding:16px\}\}/);
    // Nothing on the page is a drawer.
    expect(inline).not.toContain(".drawer");
    // The device's own face keeps the first paint's text at its final size; the downloaded one
    // is asked for when the stylesheet applies, not at the first layout.
    expect(inline).toContain("font-family:Brand Sans Fallback");
    expect(inline).not.toContain("brand-sans.woff2");
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/app-Ab12Cd34.css" media="print" data-beasties-media="all">' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/app-Ab12Cd34.css"></noscript>',
    );
    // Beasties' own switch, an inline script the CSP would refuse, is left out: the app does it.
    expect(html).not.toContain("<script");
    expect(body).not.toContain("<link");
    expect(errors).toEqual([]);
  });

  it("leaves a page without stylesheets as it is", () => {
    const html = page([]);
    expect(createCriticalCss(webDir, () => {})(html)).toBe(html);
  });

  it("sends the page unchanged, its links in place, when a stylesheet cannot be read", () => {
    const errors: unknown[] = [];
    const html = page(["/assets/app-Ab12Cd34.css", "/assets/missing-00000000.css"]);
    expect(createCriticalCss(webDir, (error) => errors.push(error))(html)).toBe(html);
    expect(String(errors[0])).toMatch(/missing-00000000\.css/);
  });
});
