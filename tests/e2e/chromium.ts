import { existsSync } from "node:fs";

// Which Chromium the browser tests drive. `npx playwright install` is not available here (no
// internet), so we use, in order: CHROMIUM_PATH, Debian's /usr/bin/chromium, or the Chromium
// that the npm package @sparticuz/chromium unpacks into the temp folder on first use.

/** Flags every launch needs: no sandbox in containers, no GPU, no background network chatter. */
export const BASE_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// @sparticuz/chromium's flags are tuned for AWS Lambda. These ones hurt a test run:
// --single-process crashes Playwright's second page/context, the headless switch is
// Playwright's to set, and the security relaxations would hide CSP and CORS problems
// the tests are meant to catch; the SwiftShader GL flags only slow down screenshots.
const DROPPED_SPARTICUZ_ARGS = [
  "--single-process",
  "--headless",
  "--disable-web-security",
  "--allow-running-insecure-content",
  "--use-gl",
  "--use-angle",
  "--enable-unsafe-swiftshader",
  "--in-process-gpu",
  "--ignore-gpu-blocklist",
];

export interface ResolvedChromium {
  executablePath: string;
  args: string[];
  source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium";
}

export async function resolveChromium(): Promise<ResolvedChromium> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { executablePath: fromEnv, args: [...BASE_ARGS], source: "CHROMIUM_PATH" };
  if (existsSync("/usr/bin/chromium")) {
    return { executablePath: "/usr/bin/chromium", args: [...BASE_ARGS], source: "system" };
  }
  // Imported lazily: the package inflates brotli archives on first call, which only this
  // branch needs.
  const { default: chromium } = await import("@sparticuz/chromium");
  const executablePath = await chromium.executablePath();
  const extra = chromium.args.filter(
    (arg) => !DROPPED_SPARTICUZ_ARGS.some((d) => arg === d || arg.startsWith(`${d}=`)),
  );
  return {
    executablePath,
    args: [...new Set([...BASE_ARGS, ...extra])],
    source: "@sparticuz/chromium",
  };
}
