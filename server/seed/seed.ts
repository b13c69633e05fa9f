import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { generatePassword, hashPassword } from "../lib/passwords.ts";
import { generateAssets, WrittenFiles } from "./assets.ts";
import type { WriteContext } from "./context.ts";
import { insertArticles, insertBanners, insertCombos, insertPromotions } from "./write-content.ts";
import { insertCourses } from "./write-courses.ts";
import { insertMedia } from "./write-media.ts";
import {
  insertEnrollments,
  insertPeople,
  type SeedAccount,
  setStaffAvatars,
} from "./write-people.ts";
import { insertQuizzes } from "./write-quizzes.ts";

export type { SeedAccount } from "./write-people.ts";

export interface SeedOptions {
  /** Where the generated media files go (config.mediaDir). */
  mediaDir: string;
  /** The seed's "now": promotions, schedules and dates are relative to it (tests fix it). */
  now?: Date;
}

export interface SeedReport {
  /** The accounts created, to print once at start-up. */
  accounts: SeedAccount[];
  /** The one password of every demo account. */
  password: string;
  /** Rows inserted per table. */
  counts: Record<string, number>;
}

/**
 * Fills an empty database with the demo catalogue: staff and students, courses with chapters,
 * lessons, real media and quizzes, promotions, combos, articles and banners.
 *
 * Returns null and changes nothing when the database already has content (a course, an
 * article, or any user but an ADMIN), so it is safe to call at every start. The files are
 * written first, then every row in ONE transaction; if anything fails, the files are removed
 * again and the error is thrown.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedReport | null> {
  if (await hasContent(db)) return null;
  const now = options.now ?? new Date();
  const password = generatePassword();
  const written = new WrittenFiles();
  try {
    // One hash for every account: argon2 is slow on purpose, and these are demo accounts.
    const [passwordHash, assets] = await Promise.all([
      hashPassword(password),
      generateAssets({ mediaDir: options.mediaDir, now }, written),
    ]);
    const report = await db.transaction().execute(async (trx) => {
      // Another process may have seeded while the files were generated.
      if (await hasContent(trx)) return null;
      const ctx: WriteContext = {
        db: trx,
        now,
        assets,
        counts: {},
        users: {},
        images: new Map(),
        videos: { preview: {}, paid: {} },
        audios: { preview: {}, paid: {} },
        documents: { preview: {}, paid: {} },
        quizzes: {},
        promotions: {},
        courses: new Map(),
      };
      const accounts = await insertPeople(ctx, passwordHash);
      await insertMedia(ctx);
      await setStaffAvatars(ctx);
      await insertPromotions(ctx);
      await insertQuizzes(ctx);
      await insertCourses(ctx);
      await insertCombos(ctx);
      await insertArticles(ctx);
      await insertBanners(ctx);
      await insertEnrollments(ctx);
      return { accounts, password, counts: ctx.counts };
    });
    if (!report) await written.removeAll(options.mediaDir);
    return report;
  } catch (error) {
    await written.removeAll(options.mediaDir);
    // A concurrent start-up that won the race is not a failure of this one.
    if (await hasContent(db).catch(() => false)) return null;
    throw error;
  }
}

/** Whether the database holds anything a person made: then the demo must not be added. */
export async function hasContent(db: Kysely<Database>): Promise<boolean> {
  const [course, article, user] = await Promise.all([
    db.selectFrom("course").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("article").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("user").select("id").where("role", "!=", "ADMIN").limit(1).executeTakeFirst(),
  ]);
  return Boolean(course || article || user);
}

/** The lines start-up and `npm run seed` print once: what was added and how to sign in. */
export function formatSeedReport(report: SeedReport): string {
  const main = (
    [
      ["course", "courses"],
      ["lesson", "lessons"],
      ["quiz", "quizzes"],
      ["article", "articles"],
      ["image", "images"],
      ["video", "videos"],
    ] as const
  )
    .map(([table, label]) => `${report.counts[table] ?? 0} ${label}`)
    .join(", ");
  const width = Math.max(...report.accounts.map((a) => a.email.length));
  const lines = [
    `Demo catalogue seeded: ${main}.`,
    `Demo accounts (all with the password ${report.password}):`,
    ...report.accounts.map(
      (a) => `  ${a.email.padEnd(width)}  ${a.role.padEnd(15)}  ${a.fullName}`,
    ),
  ];
  return lines.join("\n");
}
