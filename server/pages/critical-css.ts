import { readFileSync } from "node:fs";
import path from "node:path";
import { type CompiledSheet, compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";

/**
 * A server-rendered page's critical CSS in its head: the rules its markup uses, taken from the
 * stylesheets it links, with the local fonts they name. The stylesheets stay linked, but as
 * `media="print"` with the media they apply to in `data-beasties-media`: the browser fetches
 * them at the lowest priority, they hold back neither the first paint nor the scripts, and the
 * app applies them when it starts (web/deferred-stylesheets.ts); a `<noscript>` copy of each
 * link applies them at once without JavaScript (docs/decisions/068). On a phone (150 ms round
 * trips, 1.6 Mbps) the first paint no longer waits for a second request, and the largest image
 * no longer shares the bandwidth with the stylesheets nor waits for their second styling pass.
 *
 * Beasties does the work: its compiler turns a stylesheet into a plan once (PostCSS, a few
 * hundred milliseconds for the entry's 148 KB), its runtime matches a page's tags, classes, ids
 * and attributes against the plans in one pass over the HTML (a few milliseconds, and kept per
 * page shape). The built stylesheets' names carry their content hash, so a plan is kept by file
 * for the life of the process, shared by every app instance in it (the API tests build many).
 */

type Processor = ReturnType<typeof createProcessor>;

const plansByFile = new Map<string, CompiledSheet>();
const processorsBySheets = new Map<string, Processor>();

/** Beasties' script that applies the deferred stylesheets; web/deferred-stylesheets.ts does it. */
const SWITCH_SCRIPT =
  /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;

/** The stylesheets a page links, as the shell and module-preload.ts write them. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"/g;

/**
 * `(html) => html` with the page's critical CSS inlined. Meant for pages whose `#root` the
 * server rendered: a page the browser draws itself has no markup to take rules from. Should a
 * stylesheet not be read or compiled (a build half replaced), the page goes out as it was, its
 * links in place, and `onError` hears why.
 */
export function createCriticalCss(
  webDir: string,
  onError: (error: unknown) => void,
): (html: string) => string {
  return (html) => {
    const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1] as string);
    if (hrefs.length === 0) return html;
    try {
      return processorFor(webDir, hrefs).process(html).replace(SWITCH_SCRIPT, "");
    } catch (error) {
      onError(error);
      return html;
    }
  };
}

function processorFor(webDir: string, hrefs: string[]): Processor {
  const key = `${webDir}\n${hrefs.join("\n")}`;
  let processor = processorsBySheets.get(key);
  if (!processor) {
    processor = createProcessor(
      hrefs.map((href) => planFor(webDir, href)),
      {
        // Links kept as `media="print"`, a `<noscript>` link after each. Beasties adds an inline
        // script that switches them on as the parser reaches the end of the body; it is taken
        // out (SWITCH_SCRIPT): the CSP would refuse it, and the app's entry does the same later.
        preload: "media-script",
        // The faces the critical rules name that the phone already has: Be Vietnam Pro's
        // metric-matched fallbacks over Roboto or Arial (docs/decisions/033, 048), so the first
        // paint's text has its final size. The downloaded faces are left out by `planFor`.
        inlineFonts: true,
        preloadFonts: false,
      },
    );
    processorsBySheets.set(key, processor);
  }
  return processor;
}

function planFor(webDir: string, href: string): CompiledSheet {
  const file = path.join(webDir, href);
  let plan = plansByFile.get(file);
  if (!plan) {
    const compiled = compileSheet(readFileSync(file, "utf8"), { href });
    // A face with a file to download (Be Vietnam Pro's woff2) stays in the stylesheet only: the
    // browser then asks for it once the stylesheet applies, after the largest image and the
    // stylesheets, as before (048). Inlined, it was asked for at the first layout and shared
    // the phone's bandwidth with the largest image: the largest paint came later (068).
    plan = { ...compiled, rules: compiled.rules.filter((rule) => !rule.fontFace?.src) };
    plansByFile.set(file, plan);
  }
  return plan;
}
