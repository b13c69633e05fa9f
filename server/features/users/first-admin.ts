import type { Kysely } from "kysely";
import { OWNER_ROLE } from "../../../shared/policy/index.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { generatePassword, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { endAllSessions } from "../auth/sessions.ts";

export type FirstAdminResult =
  | { action: "created"; email: string; password: string; generated: boolean }
  | { action: "reset"; email: string }
  | { action: "kept" };

/**
 * An address today's rules accept (shared/schemas/common.ts `email`), so that the printed
 * account can sign in and change it in its account page; example.com is reserved for examples
 * (RFC 2606) and is nobody's mailbox. Older installs made `admin@localhost`, which sign-in still
 * takes (shared/schemas/common.ts `enteredEmail`).
 */
const GENERATED_ADMIN_EMAIL = "admin@example.com";

/**
 * Start-up stops on this: ADMIN_EMAIL names an account that is not an ADMIN. Anyone can
 * register an address without proving it, so promoting that account would hand the site to
 * whoever registered it first.
 */
export class FirstAdminRefused extends Error {}

/**
 * The first ADMIN: ADMIN_EMAIL/ADMIN_PASSWORD create that account when no account has the
 * address, and set its password at every start when it is already an ADMIN (a new password
 * ends its sessions). An existing non-ADMIN account with that address is never promoted:
 * `FirstAdminRefused`. Without them, when no ADMIN exists, one is created with a generated
 * password that the caller prints once.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  configured: { email: string; password: string } | undefined,
): Promise<FirstAdminResult> {
  const now = nowIso();
  if (configured) {
    const existing = await db
      .selectFrom("user")
      .select(["id", "role", "password_hash"])
      .where("email", "=", configured.email)
      .executeTakeFirst();
    if (existing && existing.role !== OWNER_ROLE) {
      throw new FirstAdminRefused(
        `ADMIN_EMAIL=${configured.email} belongs to an existing ${existing.role} account, which is never promoted: choose another ADMIN_EMAIL, or have an administrator change that account's role in user management.`,
      );
    }
    if (existing) {
      if (await verifyPassword(existing.password_hash, configured.password))
        return { action: "kept" };
      const passwordHash = await hashPassword(configured.password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("user")
          .set({ password_hash: passwordHash, status: "ACTIVE", update_time: now })
          .where("id", "=", existing.id)
          .execute();
        await endAllSessions(trx, existing.id);
      });
      return { action: "reset", email: configured.email };
    }
    await insertAdmin(db, configured.email, await hashPassword(configured.password), now);
    return {
      action: "created",
      email: configured.email,
      password: configured.password,
      generated: false,
    };
  }
  const admin = await db
    .selectFrom("user")
    .select("id")
    .where("role", "=", OWNER_ROLE)
    .executeTakeFirst();
  if (admin) return { action: "kept" };
  const password = generatePassword();
  await insertAdmin(db, GENERATED_ADMIN_EMAIL, await hashPassword(password), now);
  return { action: "created", email: GENERATED_ADMIN_EMAIL, password, generated: true };
}

async function insertAdmin(db: Kysely<Database>, email: string, passwordHash: string, now: string) {
  const fullName = "Quản trị viên";
  await db
    .insertInto("user")
    .values({
      email,
      password_hash: passwordHash,
      full_name: fullName,
      role: OWNER_ROLE,
      status: "ACTIVE",
      email_verified_time: now,
      create_time: now,
      update_time: now,
      search_text: normalizeSearch(fullName),
    })
    .execute();
}
