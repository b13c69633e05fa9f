import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { createDb } from "../../server/db/create-db.ts";
import { createSession, SESSION_COOKIE } from "../../server/features/auth/sessions.ts";
import { notify } from "../../server/features/notifications/notify.ts";
import { hashPassword } from "../../server/lib/passwords.ts";

/**
 * Signing in for browser tests without the form (docs/conventions.md convention 9): a session row made
 * the way the server makes one, in the e2e server's database, and its cookie in the browser.
 */

/** The data folder of the server under test (playwright.config.ts `webServer.env.DATA_DIR`). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

/** Demo accounts of server/seed (and the ADMIN of playwright.config.ts), by role. */
export const ACCOUNTS = {
  admin: "admin@example.com",
  trial: "dungthu@demo.hocviet.vn",
  manager: "quanly@demo.hocviet.vn",
  writer: "bientap@demo.hocviet.vn",
  student: "hocvien1@demo.hocviet.vn",
} as const;
export type AccountName = keyof typeof ACCOUNTS;

function openDb() {
  return createDb(`sqlite:${path.join(E2E_DATA_DIR, "app.db")}`, { activityLog: false });
}

/** Puts a fresh session of the account into the browser context. */
export async function signInAs(context: BrowserContext, email: string, baseURL: string) {
  const { db, close } = openDb();
  try {
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const { cookieValue } = await createSession(db, user.id, {
      ip: "127.0.0.1",
      userAgent: "playwright",
    });
    await context.addCookies([
      { name: SESSION_COOKIE, value: cookieValue, url: baseURL, httpOnly: true, sameSite: "Lax" },
    ]);
  } finally {
    await close();
  }
}

/** Gives the user a notification the way the server's flows do (`notify`). */
export async function notifyUser(email: string, course: string, link: string) {
  const { db, close } = openDb();
  try {
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await notify(db, user.id, { type: "ENROLLMENT_ACTIVATED", params: { course }, link });
  } finally {
    await close();
  }
}

/**
 * A verified, active account in the e2e database; an address already there keeps its account,
 * with this password hash, so reruns find it as made.
 */
async function putAccount(
  email: string,
  account: { passwordHash: string; fullName: string; role?: "ADMIN" },
): Promise<number> {
  const { db, close } = openDb();
  try {
    const user = await db
      .insertInto("user")
      .values({
        email,
        password_hash: account.passwordHash,
        full_name: account.fullName,
        ...(account.role ? { role: account.role } : {}),
        status: "ACTIVE",
        email_verified_time: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column("email").doUpdateSet({ password_hash: account.passwordHash }))
      .returning("id")
      .executeTakeFirstOrThrow();
    return user.id;
  } finally {
    await close();
  }
}

/** A new, verified student account of its own, for a test that must not share its orders. */
export function createStudent(email: string): Promise<number> {
  // Never signed in with a password: signInAs makes the session.
  return putAccount(email, { passwordHash: "!", fullName: "Học viên kiểm thử" });
}

/**
 * An ADMIN signing in with a password, under an address today's rules may refuse (the first
 * administrator of older installs is `admin@localhost`).
 */
export async function createAdminWithPassword(email: string, password: string, fullName: string) {
  await putAccount(email, { passwordHash: await hashPassword(password), fullName, role: "ADMIN" });
}
