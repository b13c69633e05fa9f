import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const cwd = path.resolve(import.meta.dirname, "../.tmp/config-test-no-dotenv");

describe("configuration", () => {
  it("needs nothing for the embedded default", () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.databaseKind).toBe("sqlite");
    expect(config.databaseUrl).toBe(`sqlite:${path.join(cwd, "data", "app.db")}`);
    expect(config.mediaDir).toBe(path.join(cwd, "data", "media"));
    expect(config.seedDemo).toBe(true);
    expect(config.bank?.demo).toBe(true);
    expect(config.siteOrigin).toBe("http://localhost:3000");
  });

  it("uses PostgreSQL without demo data or demo bank by default", () => {
    const config = loadConfig(
      { DATABASE_URL: "postgres://u@db:5432/app", NODE_ENV: "production" },
      cwd,
    );
    expect(config.databaseKind).toBe("postgres");
    expect(config.seedDemo).toBe(false);
    expect(config.bank).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, /PORT="abc": expected a port number/],
    [{ PORT: "70000" }, /PORT="70000"/],
    [
      { DATABASE_URL: "mysql://x" },
      /DATABASE_URL="mysql:\/\/x": expected a URL starting with postgres:/,
    ],
    [{ SITE_ORIGIN: "localhost" }, /SITE_ORIGIN/],
    [{ SEED_DEMO: "maybe" }, /SEED_DEMO="maybe"/],
    [{ BANK_BIN: "12" }, /BANK_BIN="12": expected the bank's 6-digit BIN/],
    [{ ADMIN_EMAIL: "a@b.vn" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ BANK_NAME: "VCB" }, /BANK_BIN, BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER must be set/],
  ])("refuses %o with one clear line", (env, message) => {
    expect(() => loadConfig(env, cwd)).toThrow(message);
  });

  it("reads bank settings and strips a trailing slash from the origin", () => {
    const config = loadConfig(
      {
        SITE_ORIGIN: "https://hoc.example.vn/",
        BANK_NAME: "Vietcombank",
        BANK_BIN: "970436",
        BANK_ACCOUNT_NAME: "CONG TY ABC",
        BANK_ACCOUNT_NUMBER: "0123456789",
      },
      cwd,
    );
    expect(config.siteOrigin).toBe("https://hoc.example.vn");
    expect(config.bank).toEqual({
      name: "Vietcombank",
      bin: "970436",
      branch: "",
      accountName: "CONG TY ABC",
      accountNumber: "0123456789",
      demo: false,
    });
  });

  it("reads upload limits per media kind in megabytes, and ffmpeg's threads", () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      uploadLimits: {
        image: 20 * 1024 ** 2,
        audio: 200 * 1024 ** 2,
        document: 50 * 1024 ** 2,
        video: 2048 * 1024 ** 2,
      },
      ffmpegThreads: 1,
    });
    const custom = loadConfig({ MAX_UPLOAD_VIDEO_MB: "4096", FFMPEG_THREADS: "2" }, cwd);
    expect(custom.uploadLimits.video).toBe(4096 * 1024 ** 2);
    expect(custom.ffmpegThreads).toBe(2);
    expect(() => loadConfig({ MAX_UPLOAD_IMAGE_MB: "0" }, cwd)).toThrow(
      /MAX_UPLOAD_IMAGE_MB="0": expected a size in megabytes above 0/,
    );
    expect(() => loadConfig({ FFMPEG_THREADS: "0" }, cwd)).toThrow(/FFMPEG_THREADS="0"/);
  });
});
