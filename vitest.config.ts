import { defineConfig } from "vitest/config";

// Three projects, one per part of the code base. The server project runs its API tests
// on SQLite always and on PostgreSQL too when TEST_DATABASE_URL is set (tests/setup).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          include: ["shared/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["web/test-setup.ts"],
        },
      },
    ],
  },
});
