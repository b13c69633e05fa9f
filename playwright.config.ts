import { defineConfig, devices } from "@playwright/test";
import { resolveChromium } from "./tests/e2e/chromium.ts";

// Browser tests run against the real server (scripts/start.ts: builds the web assets when
// stale, migrates, seeds the demo catalogue) on a throw-away SQLite folder.

// E2E_PORT lets two checkouts of the project run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

// Resolved here (top-level await) rather than in a globalSetup: the config is evaluated in
// every worker too, and launch options must be known when the config is read. Cheap after the
// first call (@sparticuz/chromium unpacks into the temp folder once).
const chromium = await resolveChromium();

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores: one browser worker next to the server keeps timings stable.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "test-results/html-report" }]],
  use: {
    baseURL: E2E_ORIGIN,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node tests/e2e/serve.ts",
    url: `${E2E_ORIGIN}/healthz`,
    // The first run builds the web assets and seeds the database.
    timeout: 180_000,
    reuseExistingServer: false,
    // The server's request log would drown the test report; its errors still show.
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: ".tmp/e2e-data",
      SEED_DEMO: "1",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "admin-password-e2e",
      // The SePay webhook's key, for tests that report a bank transfer (payments-admin.spec.ts).
      SEPAY_API_KEY: "e2e-sepay-api-key",
    },
  },
});
