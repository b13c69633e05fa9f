import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseDotenv } from "dotenv";
import { z } from "zod";

/**
 * All configuration comes from environment variables (optionally a `.env` file), validated
 * once at start-up. Nothing is required for the embedded default: SQLite under ./data.
 */

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    error: "expected 1/0, true/false, yes/no or on/off",
  })
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const urlText = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `expected a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    );

/** An upload limit in megabytes (MiB), stored in bytes. */
const megabytes = (fallback: number) =>
  z.coerce
    .number({ error: "expected a size in megabytes" })
    .positive("expected a size in megabytes above 0")
    .max(1024 * 1024, "expected at most 1048576 megabytes")
    .default(fallback)
    .transform((mb) => Math.floor(mb * 1024 * 1024));

/** How many sessions one account may keep; 0 means no limit. */
const sessionCap = (fallback: number) =>
  z.coerce
    .number({ error: "expected a number of sessions (0 for no limit)" })
    .int()
    .min(0)
    .max(1000)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "expected a port number" })
    .int()
    .min(0)
    .max(65535, "expected a port number from 0 to 65535")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** Where `npm run backup` writes its archives: never inside DATA_DIR, whose disk it outlives. */
  BACKUP_DIR: z.string().trim().min(1).default("./backups"),
  DATABASE_URL: urlText(["postgres:", "postgresql:"]).optional(),
  SITE_ORIGIN: urlText(["http:", "https:"])
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  SITE_NAME: z.string().trim().min(1).default("Học Việt"),
  SMTP_URL: urlText(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: optionalText,
  ADMIN_EMAIL: z.email({ error: "expected an e-mail address" }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, "expected at least 8 characters")
    .max(128, "expected at most 128 characters")
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  BANK_NAME: optionalText,
  BANK_BIN: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "expected the bank's 6-digit BIN")
    .optional(),
  BANK_BRANCH: optionalText,
  BANK_ACCOUNT_NAME: optionalText,
  BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{4,19}$/, "expected 4 to 19 letters or digits")
    .optional(),
  SEPAY_API_KEY: optionalText,
  CASSO_SECURE_TOKEN: optionalText,
  CASSO_CHECKSUM_KEY: optionalText,
  GA4_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]+$/, "expected a GA4 measurement id like G-XXXXXXX")
    .optional(),
  META_PIXEL_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, "expected the numeric Meta Pixel id")
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((v): boolean | number | string => {
      if (["false", "0", "no", "off", ""].includes(v)) return false;
      if (["true", "yes", "on"].includes(v)) return true;
      // How many proxies stand in front: the client is that many hops from the right.
      if (/^\d+$/.test(v)) return Number(v);
      return v; // comma-separated addresses or CIDR ranges of the proxies to believe
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JOBS: booleanFlag.default(true),
  MAX_UPLOAD_IMAGE_MB: megabytes(20),
  MAX_UPLOAD_AUDIO_MB: megabytes(200),
  MAX_UPLOAD_DOCUMENT_MB: megabytes(50),
  MAX_UPLOAD_VIDEO_MB: megabytes(2048),
  MEDIA_QUOTA_PER_USER_MB: megabytes(10_240),
  FFMPEG_THREADS: z.coerce
    .number({ error: "expected a number of threads" })
    .int()
    .min(1, "expected at least 1 thread")
    .max(64)
    .default(1),
  MAX_SESSIONS_PER_USER: sessionCap(3),
  MAX_SESSIONS_PER_STAFF: sessionCap(0),
});

export type Env = z.input<typeof envSchema>;

export interface BankAccount {
  name: string;
  bin: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  /** True for the clearly marked demo values of the embedded default. */
  demo: boolean;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  outboxDir: string;
  backupDir: string;
  databaseUrl: string;
  databaseKind: "sqlite" | "postgres";
  siteOrigin: string;
  siteName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  bank: BankAccount | undefined;
  sepayApiKey: string | undefined;
  casso: { secureToken: string | undefined; checksumKey: string | undefined };
  ga4Id: string | undefined;
  metaPixelId: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: string;
  jobs: boolean;
  /** Largest upload accepted per media kind, in bytes. */
  uploadLimits: Record<"image" | "video" | "audio" | "document", number>;
  /** Bytes of media files one account may have stored, all kinds together. */
  mediaQuotaPerUser: number;
  /** Threads each ffmpeg run may use (video transcoding runs one at a time). */
  ffmpegThreads: number;
  /** Signed-in devices a student may have at once (0: no limit); staff have their own cap. */
  maxSessions: { student: number; staff: number };
}

export class ConfigError extends Error {}

/** Values of the demo bank account used when the embedded default runs without BANK_*. */
const DEMO_BANK: BankAccount = {
  name: "DEMO BANK (thử nghiệm)",
  bin: "970415",
  branch: "Demo",
  accountName: "TAI KHOAN THU NGHIEM",
  accountNumber: "0000123456789",
  demo: true,
};

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
  options: { dotenv?: boolean } = {},
): Config {
  // Tests pass dotenv: false, so a developer's own .env cannot change what they test.
  const fromFile = options.dotenv === false ? {} : readDotenv(cwd);
  const merged = { ...fromFile, ...env };
  const parsed = envSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name}=${JSON.stringify(merged[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `sqlite:${path.join(dataDir, "app.db")}`;
  const databaseKind = databaseUrl.startsWith("sqlite:") ? "sqlite" : "postgres";
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      "Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    );
  }
  const bank = readBank(e, databaseKind);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    outboxDir: path.join(dataDir, "outbox"),
    backupDir: path.resolve(cwd, e.BACKUP_DIR),
    databaseUrl,
    databaseKind,
    siteOrigin: e.SITE_ORIGIN ?? `http://localhost:${e.PORT}`,
    siteName: e.SITE_NAME,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@localhost>`,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    // The demo catalogue is on by default only for the embedded database.
    seedDemo: e.SEED_DEMO ?? databaseKind === "sqlite",
    bank,
    sepayApiKey: e.SEPAY_API_KEY,
    casso: { secureToken: e.CASSO_SECURE_TOKEN, checksumKey: e.CASSO_CHECKSUM_KEY },
    ga4Id: e.GA4_ID,
    metaPixelId: e.META_PIXEL_ID,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS,
    uploadLimits: {
      image: e.MAX_UPLOAD_IMAGE_MB,
      video: e.MAX_UPLOAD_VIDEO_MB,
      audio: e.MAX_UPLOAD_AUDIO_MB,
      document: e.MAX_UPLOAD_DOCUMENT_MB,
    },
    mediaQuotaPerUser: e.MEDIA_QUOTA_PER_USER_MB,
    ffmpegThreads: e.FFMPEG_THREADS,
    maxSessions: { student: e.MAX_SESSIONS_PER_USER, staff: e.MAX_SESSIONS_PER_STAFF },
  };
}

function readBank(e: z.output<typeof envSchema>, databaseKind: string): BankAccount | undefined {
  const values = [e.BANK_NAME, e.BANK_BIN, e.BANK_ACCOUNT_NAME, e.BANK_ACCOUNT_NUMBER];
  if (values.every((v) => v === undefined)) {
    // Demo values keep checkout usable on the embedded default; production says "not configured".
    return databaseKind === "sqlite" && e.NODE_ENV !== "production" ? DEMO_BANK : undefined;
  }
  const missing = (
    ["BANK_NAME", "BANK_BIN", "BANK_ACCOUNT_NAME", "BANK_ACCOUNT_NUMBER"] as const
  ).filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(", ")} must be set with the other BANK_* values`,
    );
  }
  return {
    name: e.BANK_NAME!,
    bin: e.BANK_BIN!,
    branch: e.BANK_BRANCH ?? "",
    accountName: e.BANK_ACCOUNT_NAME!,
    accountNumber: e.BANK_ACCOUNT_NUMBER!,
    demo: false,
  };
}

function readDotenv(cwd: string): Record<string, string> {
  const file = path.join(cwd, ".env");
  return existsSync(file) ? parseDotenv(readFileSync(file)) : {};
}

/**
 * Settings that start but deserve a line in the log. `TRUST_PROXY=true` believes the left-most
 * X-Forwarded-For address, which any client can write, so every per-IP limit can be escaped;
 * the proxies' addresses or their number is what production should set.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === "production" && config.trustProxy === true) {
    warnings.push(
      "TRUST_PROXY=true believes any client's X-Forwarded-For, so per-IP limits can be escaped: set the proxy's address (TRUST_PROXY=10.0.0.5) or the number of proxies in front (TRUST_PROXY=1) instead.",
    );
  }
  return warnings;
}
